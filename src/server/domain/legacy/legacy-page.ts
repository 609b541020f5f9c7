/**
 * GET /app/legacy/:linkId: the same-origin page the console frames for a navigation item that
 * has no console screen. This server does not implement those areas; the page says so.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/handler-types';
import { sessionCaller } from '../../http/credentials';
import type { NavItem } from '../navigation/nav-item';
import { findNavItem } from '../navigation/nav-tree';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#253746}h1{font-size:1.4rem}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></body>
</html>
`;
}

export function registerLegacyPages(app: FastifyInstance, server: ServerContext, navTree: NavItem[]): void {
  app.get('/app/legacy/:linkId', async (request, reply) => {
    const caller = await sessionCaller(server, request).catch(() => undefined);
    reply.type('text/html; charset=utf-8');
    if (!caller) return reply.code(401).send(htmlPage('Sign-in required', 'Your session has ended. Please sign in again.'));
    const { linkId } = request.params as { linkId: string };
    const item = findNavItem(navTree, linkId);
    if (!item) return reply.code(404).send(htmlPage('Not found', `There is no page '${linkId}'.`));
    return reply.send(
      htmlPage(item.label, `${item.label} is rendered by the server. This reference server does not configure this area yet.`),
    );
  });
}
