/**
 * The one page of PingOne for Enterprise's admin portal the fake has: Setup › Identity Repository
 * › Connect to an Identity Repository › PingFederate, which shows a fresh single-use activation
 * key for a person trying the demo to paste into the console's Connect to PingOne for Enterprise.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function activationPage(activationKey: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>PingOne for Enterprise (fake): Activation Key</title>
<style>body{font-family:sans-serif;margin:2rem;max-width:48rem}code{display:block;padding:1rem;background:#f3f3f3;word-break:break-all;font-size:1.1rem}</style></head>
<body>
<p>PingOne for Enterprise admin portal (fake) › Setup › Identity Repository › PingFederate</p>
<h1>Complete Quick Start</h1>
<h2>Activation Key</h2>
<code id="activation-key">${escapeHtml(activationKey)}</code>
<p>This is a single-use activation key. A new key will be generated for each session.</p>
<p>Paste it in PingFederate's console, System › External Systems › Connect to PingOne for Enterprise.</p>
</body></html>
`;
}
