/** Builds the reference admin-API server: contract routes, auth, store, console bundle. */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { pageNavigation } from '../../../generated/navigation.gen';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { contractSchemas, routeBindings } from '../../../generated/server-routes.gen';
import { checkPasswordRules, DEFAULT_PASSWORD_RULES, type PasswordRules } from '../services/passwords/password-rules';
import { LoginThrottle, throttleLimits, type LoginThrottleLimits } from '../services/sign-in/login-throttle';
import { PasswordSignIn } from '../services/sign-in/password-sign-in';
import { VerifiedPasswords } from '../services/sign-in/verified-passwords';
import { areaDeclarations, areaHandlers } from '../features/areas';
import { ConfigurationKeys } from '../services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../services/keys/master-key';
import { LICENSE_AGREEMENT_PATH } from '../features/license/index';
import { registerAgreementText } from '../features/license/index';
import { API_DOCS_XSRF_EXEMPT, registerApiDocs } from '../features/api-docs/index';
import { seedDemo } from './demo/demo-seed';
import { DEVELOPMENT_CREDENTIAL_PUBLIC_KEY, DEVELOPMENT_LICENSE_PUBLIC_KEY, TrustedKeys } from '../services/trusted-signers/signing-keys';
import { registerLegacyPages } from '../features/legacy/index';
import { buildNavTree } from '../services/navigation/index';
import { PingOneService, type PingOneServiceOptions } from '../features/pingone/index';
import { PingOneEnterpriseService, type PingOneEnterpriseServiceOptions } from '../features/pingone-enterprise/index';
import { ensureLog4j2File } from '../features/log-settings/index';
import { allowedMethods } from '../http/allowed-methods';
import { bindRoutes, pathParameterLimit } from '../http/bind-routes';
import { registerJwks, registerLogout, registerStaticFiles, spaFallback } from '../http/browser-routes';
import { createContractValidators } from '../services/contract/contract-validation';
import { BODY_LIMIT_BYTES, frameworkErrorHandler, installErrorHandling, installNotFound } from '../http/error-handling';
import type { ServerContext } from '../kernel/handler-types';
import { normalizeRequestUrl } from '../http/normalize-path';
import { installRequestLog, loggerOptions, type LoggingOptions } from '../http/logging';
import { installMultipart } from '../http/multipart-body';
import { installSecurityHeaders } from '../kernel/security-headers';
import { installServerTiming } from '../http/server-timing';
import { installXsrfCheck } from '../http/xsrf';
import { genericHandler } from '../resources/resource-handlers';
import { makeKeyChains } from '../resources/settings-resource';
import { REPO_ROOT } from '../core/runtime-paths';
import { openStore, type StoreOpener } from '../store/open-store';
import { recordingHistory } from '../features/history/index';
import { joinableStore } from '../store/joined-transactions';
import { historyNameOf, secretOwnerObjectOf, serverHistoryCatalog } from '../features/history/index';
import type { JoinedNode } from '../cluster/cluster-node';
import { clusteredView } from '../cluster/clustered-view';
import { listeningAddress } from '../cluster/listening-address';
import { isClusteredMode, type NodeOptions } from '../cluster/node-options';
import { standaloneCluster, type ClusterView } from '../services/cluster-view';

export interface ServerOptions {
  /** Private files (master.key, log4j2.xml) and, without `databaseUrl`, the SQLite database. */
  dataDir: string;
  /** postgres://… : keep the data in this PostgreSQL database (shared by cluster nodes) instead of SQLite. */
  databaseUrl?: string;
  /** Opens the store for `dataDir` and `databaseUrl`; default `openStore` (SQLite, or PostgreSQL given a URL). */
  openStore?: StoreOpener;
  /** Seed an empty data directory with the demo (seeds/demo, compose/demo/demo-seed.ts). */
  demo?: boolean;
  /** The demo's data files; default seeds/demo. */
  demoSeedDir?: string;
  /** The built console; default <repo>/dist. */
  staticDir?: string;
  /** The log (src/server/http/logging.ts): true for the default, false or absent for none. */
  logger?: boolean | LoggingOptions;
  /** Console session idle timeout; default 30 minutes. */
  sessionTimeoutMs?: number;
  /** Environment name for the console header badge (for example 'Production'). */
  environment?: string;
  /** Dashboard background images; default true. */
  showBackground?: boolean;
  /** Ed25519 public keys (PEM) whose license signatures are accepted; default the development key. */
  trustedLicenseKeys?: (string | Buffer)[];
  /** Ed25519 public keys (PEM) whose PingOne credentials are accepted; default the development key. */
  trustedCredentialKeys?: (string | Buffer)[];
  /** Administrator password rules; unset fields keep DEFAULT_PASSWORD_RULES. */
  passwordRules?: Partial<PasswordRules>;
  /** The base URL the setup wizard suggests; default https://<host of the request>:9031. */
  defaultBaseUrl?: string;
  /** Absolute console session lifetime, however active (api tokens end with it); default 8 hours. */
  sessionLifetimeMs?: number;
  /** Failed sign-in limits and lockouts; unset fields keep DEFAULT_LOGIN_THROTTLE. */
  loginThrottle?: Partial<LoginThrottleLimits>;
  /**
   * Trust X-Forwarded-For/-Proto from these proxies (fastify's trustProxy: true for any, or
   * addresses / CIDRs): the client address for throttling, and https for the Secure cookie.
   * Default false: the headers are ignored.
   */
  trustProxy?: boolean | string | string[];
  /** Serve https with this PEM key and certificate chain (the session cookie is then Secure). */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /**
   * The clock of sessions, api tokens and cluster heartbeats (ms since the epoch); default
   * Date.now. Tests move it by hand.
   */
  now?: () => number;
  /** Cluster membership; default STANDALONE. A clustered node needs `databaseUrl` (shared by the cluster). */
  node?: NodeOptions;
  /** Configuration history older than this many days is forgotten; default 90. */
  historyRetentionDays?: number;
  /** The PingOne service PingOne connections call (`--pingone-url`); unset: none is reachable. */
  pingOne?: PingOneServiceOptions;
  /** The PingOne for Enterprise admin API the console's connection calls (`--pingone-enterprise-url`); unset: none is reachable. */
  pingOneEnterprise?: PingOneEnterpriseServiceOptions;
}

export const DEFAULT_SESSION_TIMEOUT_MS = 1_800_000;
export const DEFAULT_HISTORY_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
export const API_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const DEFAULT_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;


export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: pathParameterLimit(routeBindings) },
    // Errors raised before routing (malformed URLs) get the same ApiResult treatment.
    frameworkErrors: frameworkErrorHandler,
    // The router and every check after it see one spelling of the path.
    rewriteUrl: (request) => normalizeRequestUrl(request.url ?? '/'),
    trustProxy: options.trustProxy ?? false,
    ...(options.tls ? { https: { key: options.tls.key, cert: options.tls.cert } } : {}),
  }) as unknown as FastifyInstance; // https or http: the routes and hooks are the same either way.
  const mode = options.node?.mode ?? 'STANDALONE';
  if (mode === 'CLUSTERED_ENGINE') throw new Error('An engine node serves no admin API: start it with buildEngine (src/server/engine).');
  if (isClusteredMode(mode) && options.databaseUrl === undefined) {
    throw new Error(`--node-mode ${mode} needs a database URL: the nodes of a cluster share one PostgreSQL database.`);
  }
  // A bulk import's requests join its transaction (joined-transactions.ts), which the recorder records.
  // The recorder opens secrets with the configuration keys, made on this store below.
  const keyring: { keys?: ConfigurationKeys } = {};
  const history = serverHistoryCatalog(areaDeclarations().history);
  const store = joinableStore(
    recordingHistory(await (options.openStore ?? openStore)({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }), {
      nameOf: historyNameOf(history),
      now: () => (options.now ?? Date.now)(),
      retentionMs: (options.historyRetentionDays ?? DEFAULT_HISTORY_RETENTION_DAYS) * DAY_MS,
      secrets: { plaintextsOf: (reader, owner) => keyring.keys!.plaintextsOf(owner, reader), objectOf: secretOwnerObjectOf(history) },
    }),
  );
  app.addHook('onClose', async () => store.close());
  let node: JoinedNode | undefined;

  try {
    // The master key lives beside the database; the first data key is made on first start.
    const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(options.dataDir));
    keyring.keys = keys;
    await keys.ensureKey();
    // A new server's keys of the chains pages rotate (System Keys), so their first read answers them.
    await makeKeyChains(store, resourceDefinitions, keys);

    // Looked up on each call, so a test's fake Date (vi.useFakeTimers) reaches it too.
    const now = options.now ?? (() => Date.now());
    let cluster: ClusterView = standaloneCluster();
    if (mode === 'CLUSTERED_CONSOLE' && options.databaseUrl !== undefined) {
      // Loaded only here: a standalone server never loads the cluster's PostgreSQL client.
      const { joinCluster } = await import('../cluster/cluster-node');
      const joined = await joinCluster({
        dataDir: options.dataDir,
        databaseUrl: options.databaseUrl,
        node: { ...options.node, mode },
        store,
        now,
        log: app.log,
      });
      node = joined;
      app.addHook('onClose', () => joined.close());
      // Other nodes see the address this one listens on (known once it does; each heartbeat repeats it).
      app.addHook('onListen', async () => joined.registry.setAddress(listeningAddress(app)));
      cluster = clusteredView(joined.registry, store, now);
    }
    const server: ServerContext = {
      store,
      now,
      keys,
      settings: {
        dataDir: options.dataDir,
        sessionTimeoutMs: options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS,
        sessionLifetimeMs: options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS,
        environment: options.environment ?? '',
        showBackground: options.showBackground ?? true,
        apiTokenLifetimeMs: API_TOKEN_LIFETIME_MS,
        isLog4j2Upgraded: ensureLog4j2File(options.dataDir),
        passwordRules: checkPasswordRules({ ...DEFAULT_PASSWORD_RULES, ...options.passwordRules }),
        defaultBaseUrl: options.defaultBaseUrl,
      },
      trust: {
        licenses: options.trustedLicenseKeys
          ? new TrustedKeys(options.trustedLicenseKeys)
          : TrustedKeys.fromFiles([DEVELOPMENT_LICENSE_PUBLIC_KEY]),
        pingOneCredentials: options.trustedCredentialKeys
          ? new TrustedKeys(options.trustedCredentialKeys)
          : TrustedKeys.fromFiles([DEVELOPMENT_CREDENTIAL_PUBLIC_KEY]),
      },
      signIn: new PasswordSignIn(
        store,
        new LoginThrottle(store, throttleLimits(options.loginThrottle)),
        new VerifiedPasswords(),
        now,
      ),
      cluster,
    };

    const navTree = buildNavTree(pageNavigation, (message) => app.log.warn(message));
    const domainHandlers = areaHandlers(navTree, resourceDefinitions, new PingOneService(options.pingOne), undefined, new PingOneEnterpriseService(options.pingOneEnterprise));
    const staticDir = resolve(options.staticDir ?? resolve(REPO_ROOT, 'dist'));

    await app.register(fastifyCookie);
    installServerTiming(app);
    installRequestLog(app);
    installSecurityHeaders(app);
    installErrorHandling(app);
    // After installErrorHandling, which leaves the JSON parser the only one.
    await installMultipart(app);
    // The agreement text and the API docs are opened as links (no custom header possible) and change nothing.
    installXsrfCheck(app, [LICENSE_AGREEMENT_PATH, ...API_DOCS_XSRF_EXEMPT]);
    bindRoutes(
      app,
      server,
      routeBindings,
      (binding) => domainHandlers.get(binding.operationId) ?? genericHandler(binding, resourceDefinitions),
      createContractValidators(contractSchemas),
      (binding) => (binding.resource ? resourceDefinitions[binding.resource.pageId]?.labels : undefined),
    );
    registerAgreementText(app);
    registerApiDocs(app, staticDir);
    registerLogout(app, server);
    registerJwks(app, server);
    registerLegacyPages(app, server, navTree);
    await registerStaticFiles(app, staticDir);
    installNotFound(app, spaFallback(staticDir), allowedMethods(routeBindings));
    // Last: the demo configuration is imported through the routes bound above.
    if (options.demo) await seedDemo(app, server, options.demoSeedDir);
  } catch (error) {
    await node?.close();
    await store.close();
    throw error;
  }
  return app;
}
