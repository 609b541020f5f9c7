// Benchmarks: they print figures and never fail on speed. Run with `npm run bench` after
// `npm run build`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureIssuerList } from './api-latency';
import { measureBasicAuth, printBasicAuth } from './basic-auth';
import { measureSearchToRows } from './browser-search';
import { measureBundle } from './bundle-size';
import { measureScopeQueries } from './scopes-query';

const root = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const bundle = measureBundle(join(root, 'dist'));
const firstRouteGzip = bundle.firstRoute.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
console.log(`First route (entry + preloaded): ${kb(firstRouteGzip)} gzipped`);
for (const chunk of bundle.firstRoute) console.log(`  ${chunk.file.padEnd(56)} ${kb(chunk.gzipBytes).padStart(10)} gzipped (${kb(chunk.bytes)} raw)`);
console.log('Lazy chunks:');
for (const chunk of bundle.lazyChunks) console.log(`  ${chunk.file.padEnd(56)} ${kb(chunk.gzipBytes).padStart(10)} gzipped (${kb(chunk.bytes)} raw)`);

const latency = await measureIssuerList(1000, 500);
console.log(
  `GET /oauth/issuers with ${latency.issuers} issuers, ${latency.requests} sequential requests over loopback: ` +
    `p50 ${latency.p50Ms.toFixed(2)} ms, p99 ${latency.p99Ms.toFixed(2)} ms, response ${kb(latency.responseBytes)}`,
);

printBasicAuth(await measureBasicAuth());

let browserSearch = { samples: 0, p50Ms: 0, p95Ms: 0 };
const scopes = await measureScopeQueries(100_000, 300, async (origin) => {
  browserSearch = await measureSearchToRows(origin);
});
console.log(
  `Filtered scope page query with ${scopes.scopes} common scopes, ${scopes.requests} requests: ` +
    `server time p50 ${scopes.p50Ms.toFixed(2)} ms, p95 ${scopes.p95Ms.toFixed(2)} ms ` +
    `(round trip p50 ${scopes.roundTripP50Ms.toFixed(2)} ms, p95 ${scopes.roundTripP95Ms.toFixed(2)} ms)`,
);
console.log(
  `Browser, search request sent to rows shown (debounce excluded), ${scopes.scopes} scopes, ${browserSearch.samples} samples: ` +
    `p50 ${browserSearch.p50Ms.toFixed(2)} ms, p95 ${browserSearch.p95Ms.toFixed(2)} ms`,
);
