/**
 * Server-rendered HTML pages (legacy pages framed by the console, endpoint popups). Every page
 * has one inline style and one inline script, allowed by a per-response nonce in a strict
 * Content-Security-Policy (src/server/http/security-headers.ts); everything taken from data is escaped.
 */
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { EmbeddedPageMessage } from '../../../shared/embedded-messages';
import { THEME_STORAGE_KEY } from '../../../shared/theme';
import { noncePolicy, setDocumentHeaders } from '../../kernel/security-headers';

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

/**
 * The page's palette follows the console's (src/console/styles/console.css): light or dark by the
 * operating system, or as the user chose in the console (SCRIPT sets data-theme on <html>).
 * Text 4.5:1 and focus rings 3:1 on their backgrounds in both palettes.
 */
const STYLE = `:root{color-scheme:light dark;--text:light-dark(#253746,#e2e8f0);--muted:light-dark(#5b6770,#a3b1c4);
--bg:light-dark(#ffffff,#1e293b);--line:light-dark(#d5dbe0,#475569);--tint:light-dark(#f3f5f7,#172133);
--link:light-dark(#1a6f99,#7cc4ee);--button-line:light-dark(#2996cc,#5bb0dd);
--error-line:light-dark(#a31300,#fb8b8b);--error-bg:light-dark(#fdf0ee,#3a1b1f);
--notice-line:light-dark(#2e7d32,#6ee7a0);--notice-bg:light-dark(#eef7ee,#12301f)}
:root[data-theme=light]{color-scheme:light}:root[data-theme=dark]{color-scheme:dark}
body{font-family:system-ui,sans-serif;margin:1.5rem 2rem;color:var(--text);background:var(--bg)}h1{font-size:1.4rem}
table{border-collapse:collapse;margin-top:1rem;min-width:60%}caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{border-bottom:1px solid var(--line);padding:.4rem .8rem;text-align:left;vertical-align:top}th{background:var(--tint)}
dl{display:grid;grid-template-columns:max-content auto;gap:.3rem 1.5rem}dt{font-weight:600}dd{margin:0}
code{font-family:ui-monospace,monospace;word-break:break-all}
button{font:inherit;padding:.3rem .9rem;border:1px solid var(--button-line);border-radius:3px;background:var(--bg);color:var(--link);cursor:pointer}
button:focus-visible{outline:2px solid var(--link);outline-offset:2px}ol,ul{margin:.2rem 0;padding-left:1.3rem}
.errors{border-left:4px solid var(--error-line);background:var(--error-bg);padding:.5rem 1rem;margin:1rem 0}
.notice{border-left:4px solid var(--notice-line);background:var(--notice-bg);padding:.5rem 1rem;margin:1rem 0}
.tree,.tree ul{list-style:none;padding-left:1.2rem;border-left:1px solid var(--line)}.tree{padding-left:.6rem}.tree li{margin:.35rem 0}
.node{display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}.place{font-weight:600}.result{color:var(--link)}.result::after{content:' \\2192'}
.type{background:var(--tint);border-radius:3px;padding:0 .4rem}.rule-count{color:var(--muted);font-size:.9em}`;

/**
 * The page's one script, in <head> so the theme applies before the first paint: the theme the user
 * chose in the console (same origin, the same localStorage entry, src/shared/theme.ts), and a change
 * made there while this page is open (a storage event reaches every other document of the origin,
 * frames included). Then it talks to the console frame only through postMessage
 * (src/shared/embedded-messages.ts), to its own origin: the help URL once the body is read, user
 * activity so the console's idle timer restarts, and the message a button carries in data-message
 * (a dialog the console opens: Rules, Scopes Selection).
 */
const SCRIPT = `(function () {
  var root = document.documentElement;
  function applyTheme(choice) {
    if (choice === 'light' || choice === 'dark') root.setAttribute('data-theme', choice);
    else root.removeAttribute('data-theme');
  }
  try {
    applyTheme(window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}));
    window.addEventListener('storage', function (event) {
      if (event.key === ${JSON.stringify(THEME_STORAGE_KEY)} || event.key === null) applyTheme(event.newValue);
    });
  } catch (e) {
    // Storage blocked: the operating system's setting applies.
  }
  var framed = window.parent && window.parent !== window;
  if (!framed) return;
  var origin = window.location.origin;
  document.addEventListener('DOMContentLoaded', function () {
    var helpUrl = document.body.getAttribute('data-help-url');
    if (helpUrl) window.parent.postMessage({ type: 'updateHelpUrl', url: helpUrl }, origin);
  });
  document.addEventListener('mousedown', function () {
    window.parent.postMessage({ type: 'resetIdleTimer' }, origin);
  });
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button[data-message]') : null;
    if (button) window.parent.postMessage(JSON.parse(button.getAttribute('data-message')), origin);
  });
})();`;

/** A button that asks the console to open a dialog (the page's script posts `message` on click). */
export function messageButton(label: string, message: EmbeddedPageMessage, accessibleName = label): string {
  const name = accessibleName === label ? '' : ` aria-label="${escapeHtml(accessibleName)}"`;
  return `<button type="button"${name} data-message="${escapeHtml(JSON.stringify(message))}">${escapeHtml(label)}</button>`;
}

/** What a save answered: its errors (an alert) or its confirmation (a status). */
export function saveOutcome(errors: readonly string[], notice?: string): string {
  if (errors.length > 0) return `<div class="errors" role="alert"><ul>${errors.map((e) => element('li', e)).join('')}</ul></div>`;
  return notice ? element('p', notice, ' class="notice" role="status"') : '';
}

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
<script nonce="${nonce}">${SCRIPT}</script>
<style nonce="${nonce}">${STYLE}</style></head>
<body${help}>
<main aria-label="${escapeHtml(page.title)}">
${element('h1', page.title)}
${page.bodyHtml}
</main>
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
