/**
 * An engine node (--node-mode CLUSTERED_ENGINE): registers in the cluster, keeps the last
 * replicated configuration it applied, and serves only what is built from it:
 *   GET /pf/heartbeat.ping                          200 text "OK"
 *   GET /.well-known/openid-configuration[?v=<id>]  the discovery document (404 until applied)
 *   GET /pf/JWKS[?v=<id>]                           the public signing keys (404 until applied)
 * No admin API, no console: every other path is a JSON 404.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerOptions } from '../compose/app';
import { joinCluster, type JoinedNode } from '../cluster/cluster-node';
import { listeningAddress } from '../cluster/listening-address';
import { DEFAULT_HEARTBEAT_MS } from '../cluster/node-options';
import { apiResult } from '../core/api-error';
import { frameworkErrorHandler, installErrorHandling } from '../http/error-handling';
import { normalizeRequestUrl } from '../http/normalize-path';
import { installSecurityHeaders } from '../kernel/security-headers';
import { openStore } from '../store/open-store';
import type { Store } from '../store/store';
import { registerJwksRoute } from '../features/signing-keys/index';
import { discoveryDocument } from './discovery-document';
import { ReplicationListener } from './replication-listener';
import { Replicator } from './replicator';
import { installRequestLog, loggerOptions } from '../http/logging';

export const NOT_FOUND_MESSAGE = 'The requested resource was not found.';

export async function buildEngine(options: ServerOptions): Promise<FastifyInstance> {
  const databaseUrl = options.databaseUrl;
  if (databaseUrl === undefined) throw new Error('An engine node needs a database URL: the nodes of a cluster share one PostgreSQL database.');
  const app = Fastify({
    ...loggerOptions(options.logger),
    frameworkErrors: frameworkErrorHandler,
    rewriteUrl: (request) => normalizeRequestUrl(request.url ?? '/'),
    trustProxy: options.trustProxy ?? false,
    ...(options.tls ? { https: { key: options.tls.key, cert: options.tls.cert } } : {}),
  }) as unknown as FastifyInstance;
  const now = options.now ?? (() => Date.now());
  const heartbeatMs = options.node?.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;

  let store: Store | undefined;
  let node: JoinedNode | undefined;
  let listener: ReplicationListener | undefined;
  let replicator: Replicator | undefined;
  // One shutdown in order: stop hearing notifies, let a retrieval finish, leave the cluster, close the store.
  const shutdown = async () => {
    await listener?.close();
    await replicator?.idle();
    await node?.close();
    await store?.close();
  };

  try {
    store = await (options.openStore ?? openStore)({ dataDir: options.dataDir, databaseUrl });
    node = await joinCluster({
      dataDir: options.dataDir,
      databaseUrl,
      node: { ...options.node, mode: 'CLUSTERED_ENGINE' },
      store,
      now,
      log: app.log,
    });
    const engine = new Replicator(store, node.registry.pool, node.registry.identity.nodeId, app.log);
    replicator = engine;
    // A heartbeat catches up after a missed notify; a notify (or a reconnect) asks at once.
    node.registry.onBeat(() => engine.retrieve());
    // A lost LISTEN connection is retried every heartbeat, at least every second.
    listener = new ReplicationListener(databaseUrl, () => void engine.retrieve(), Math.min(heartbeatMs, 1000), app.log);
    await listener.start();
    await engine.retrieve();

    const joined = node;
    app.addHook('onListen', async () => joined.registry.setAddress(listeningAddress(app)));
    app.addHook('onClose', shutdown);
    installRequestLog(app);
    installSecurityHeaders(app);
    installErrorHandling(app);

    app.get('/pf/heartbeat.ping', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('OK'));
    // The query is unchecked here: `v` may come as a list (`?v=a&v=b`), which answers 404.
    app.get<{ Querystring: { v?: unknown } }>('/.well-known/openid-configuration', async (request, reply) => {
      const { v } = request.query;
      const applied = engine.applied;
      const document = applied && (v === undefined || typeof v === 'string') ? discoveryDocument(applied, v, request.hostname) : undefined;
      if (!document) return reply.code(404).send(apiResult('resource_not_found', NOT_FOUND_MESSAGE));
      return reply.type('application/json; charset=utf-8').send(document);
    });
    registerJwksRoute(app, async () => engine.applied?.keyMaterial, now);
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(apiResult('resource_not_found', NOT_FOUND_MESSAGE)));
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }
  return app;
}
