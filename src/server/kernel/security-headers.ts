/**
 * The security headers of every response, set in one place. Every response carries nosniff and
 * the document headers (CSP, X-Frame-Options, Referrer-Policy): HTML answers need them, and on
 * JSON, scripts and plain text they cost nothing and cover a file a browser is made to open.
 * The console bundle gets CONSOLE_POLICY; a route that renders its own HTML with inline parts
 * (the legacy pages) sets a nonce policy with `setDocumentHeaders` and the hook keeps it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

type Directives = Record<string, string[]>;

/** Directives every policy shares: no plugins, no <base> rewriting, forms post home, framed only by the console. */
const COMMON: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const serialize = (directives: Directives): string =>
  Object.entries({ ...directives, ...COMMON })
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The built console: scripts and stylesheets only from its own files (Vite emits no inline script),
 * never eval (forms use validators compiled at build time). No 'unsafe-inline' for styles either:
 * React applies `style={...}` through the CSSOM, which CSP does not restrict. data: images are the
 * dashboard's SVG backgrounds.
 */
export const CONSOLE_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
});

/** A server-rendered page: nothing but its own nonce-tagged inline style and script. */
export const noncePolicy = (nonce: string): string =>
  serialize({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ["'self'"],
  });

export function setDocumentHeaders(reply: FastifyReply, policy: string): FastifyReply {
  return reply
    .header('Content-Security-Policy', policy)
    // For browsers without frame-ancestors; same rule: only the console may frame us.
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header('Referrer-Policy', 'same-origin');
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Content-Security-Policy')) setDocumentHeaders(reply, CONSOLE_POLICY);
    return payload;
  });
}
