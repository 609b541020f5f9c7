/**
 * What a browser navigates to: GET /logout, GET /pf/JWKS (public), the console bundle from dist/, and index.html for
 * every other GET (client-side routes).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { endSession } from '../kernel/console-sessions';
import { loadKeyMaterial } from '../features/signing-keys/index';
import { registerJwksRoute } from '../features/signing-keys/index';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../core/cache-control';
import type { ServerContext } from '../kernel/handler-types';

export const MISSING_BUILD_MESSAGE = 'The console has not been built yet. Run `npm run build`, then reload this page.';

export function registerLogout(app: FastifyInstance, server: ServerContext): void {
  app.get('/logout', async (request, reply) => {
    await endSession(server, request, reply);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/login${query}`, 302);
  });
}

/** The public JWK Set of the token signing keys (static keys, or ?v=<issuer> for a key set's). */
export function registerJwks(app: FastifyInstance, server: ServerContext): void {
  registerJwksRoute(app, () => loadKeyMaterial(server.store), server.now);
}

/** Vite names built assets after their content, so a URL under /assets/ never changes meaning. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function cacheControlFor(servedPath: string): string {
  return HASHED_ASSET.test(servedPath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  // Registered even while dist/ is missing (the plugin only warns), so a build made after the
  // server started is served. wildcard: files are looked up per request, not listed at start.
  // preCompressed: the build's .br/.gz copies are sent when the client accepts them (with Vary).
  // Hashed assets are cached for a year; everything else (index.html) is revalidated (ETag).
  await app.register(fastifyStatic, {
    root: staticDir,
    index: 'index.html',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const servedPath = `/${relative(staticDir, filePath).split(sep).join('/')}`.replace(/\.(?:br|gz)$/, '');
      res.setHeader('Cache-Control', cacheControlFor(servedPath));
      // Which copy was sent depends on Accept-Encoding, so shared caches must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** The not-found fallback for non-API paths. */
export function spaFallback(staticDir: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && path !== '/app' && !path.startsWith('/app/');
    if (!isPageRequest) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    if (!existsSync(join(staticDir, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD_MESSAGE);
    }
    return reply.header('Cache-Control', REVALIDATE_CACHE).sendFile('index.html', staticDir);
  };
}
