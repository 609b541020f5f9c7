/**
 * Server-rendered HTML pages (legacy pages framed by the console, endpoint popups). Every page
 * has one inline style and one inline script, allowed by a per-response nonce in a strict
 * Content-Security-Policy (src/server/http/security-headers.ts); everything taken from data is escaped.
 */
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { noncePolicy, setDocumentHeaders } from '../../http/security-headers';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escaped text wrapped in a tag. */
export const element = (tag: string, text: string, attributes = ''): string => `<${tag}${attributes}>${escapeHtml(text)}</${tag}>`;

export const paragraph = (text: string): string => element('p', text);

/** A table of escaped cells with a caption, or `empty` as a paragraph when there are no rows. */
export function table(caption: string, headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return paragraph(empty);
  const head = headers.map((h) => element('th', h, ' scope="col"')).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => element('td', cell)).join('')}</tr>`).join('\n');
  return `<table>${element('caption', caption)}<thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem 2rem;color:#253746}h1{font-size:1.4rem}
table{border-collapse:collapse;margin-top:1rem;min-width:60%}caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{border-bottom:1px solid #d5dbe0;padding:.4rem .8rem;text-align:left;vertical-align:top}th{background:#f3f5f7}
dl{display:grid;grid-template-columns:max-content auto;gap:.3rem 1.5rem}dt{font-weight:600}dd{margin:0}
code{font-family:ui-monospace,monospace;word-break:break-all}`;

/**
 * Talks to the console frame only through postMessage (src/shared/embedded-messages.ts), to its
 * own origin: the help URL on load, and user activity so the console's idle timer restarts.
 */
const SCRIPT = `(function () {
  var framed = window.parent && window.parent !== window;
  if (!framed) return;
  var origin = window.location.origin;
  var helpUrl = document.body.getAttribute('data-help-url');
  if (helpUrl) window.parent.postMessage({ type: 'updateHelpUrl', url: helpUrl }, origin);
  document.addEventListener('mousedown', function () {
    window.parent.postMessage({ type: 'resetIdleTimer' }, origin);
  });
})();`;

export interface HtmlPage {
  title: string;
  /** Already-escaped HTML (built with the helpers above). */
  bodyHtml: string;
  /** Posted to the console as the help URL of the page. */
  helpUrl?: string;
}

export function renderPage(page: HtmlPage, nonce: string): string {
  const help = page.helpUrl ? ` data-help-url="${escapeHtml(page.helpUrl)}"` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body${help}>
<main>
${element('h1', page.title)}
${page.bodyHtml}
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

export function sendPage(reply: FastifyReply, status: number, page: HtmlPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return setDocumentHeaders(reply, noncePolicy(nonce))
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(renderPage(page, nonce));
}
