// Benchmarks: one table of figures, each beside a reference measured in the same run; they never
// fail on speed. `npm run bench` (about 10 minutes on 2 cores, 1,000,000 scopes included) or
// `npm run bench -- --quick` (small sizes, short runs: a smoke run). Needs `npm run build` first.
import { availableParallelism, cpus } from 'node:os';
import { measureBigForms } from './big-form';
import { measureColdStarts } from './cold-start';
import { generatorRows } from './generator-rows';
import { measureGeneratorRuns } from './generator-runs';
import { measureIssuersPage } from './issuers-page';
import { measureKeystrokes, SEARCH_DEBOUNCE_MS } from './keystroke';
import { measureObjectSearch } from './object-search';
import { measureScopeQueries } from './scopes-query';
import { formatTable, type BenchRow } from './table';
import { measureThroughput } from './throughput';
import { measureWireBytes } from './wire-bytes';

const quick = process.argv.includes('--quick');
const rows: BenchRow[] = [];
const kib = (bytes: number) => bytes / 1024;

console.log(`Bench ${quick ? '(quick) ' : ''}on ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), node ${process.version}`);

// Throughput, 10 concurrent clients, our built server beside a Prism mock of the same contract.
const throughput = await measureThroughput(quick ? 2 : 5);
const label = { getBearer: 'GET /oauth/issuers, Bearer', getBasic: 'GET /oauth/issuers, Basic', writeBearer: 'POST + DELETE issuer, Bearer', writeBasic: 'POST + DELETE issuer, Basic' } as const;
for (const key of Object.keys(label) as (keyof typeof label)[]) {
  const ours = throughput.ours[key];
  const prism = throughput.prism[key];
  const failures = ours.failures ? `, ${ours.failures} not 2xx` : '';
  rows.push({ figure: `${label[key]}, ${throughput.connections} clients, ${throughput.durationS} s${failures}`, ours: ours.perSecond, reference: prism.perSecond, unit: 'req/s', referenceName: 'Prism mock' });
  rows.push({ figure: `  p99 latency`, ours: ours.p99Ms, reference: prism.p99Ms, unit: 'ms', referenceName: 'Prism mock' });
}

// Scope queries as the collection grows (server time, Server-Timing), 1,000 scopes the reference.
const scopeSizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000];
let scopeReference: { p50Ms: number; p95Ms: number } | undefined;
let browserFigures: { keys?: Awaited<ReturnType<typeof measureKeystrokes>>; wire?: Awaited<ReturnType<typeof measureWireBytes>> } = {};
for (const size of scopeSizes) {
  const browserSize = size === scopeSizes[scopeSizes.length - 1];
  const figures = await measureScopeQueries(size, quick ? 100 : 300, browserSize
    ? async (origin) => {
        browserFigures = { keys: await measureKeystrokes(origin, quick ? 1 : 2), wire: await measureWireBytes(origin) };
      }
    : undefined);
  scopeReference ??= figures;
  const n = size.toLocaleString('en-US');
  rows.push({ figure: `Filtered scope page p50, ${n} scopes (server time)`, ours: figures.p50Ms, reference: scopeReference.p50Ms, unit: 'ms', referenceName: '1,000 scopes' });
  rows.push({ figure: `Filtered scope page p95, ${n} scopes (server time)`, ours: figures.p95Ms, reference: scopeReference.p95Ms, unit: 'ms', referenceName: '1,000 scopes' });
}

// The header search (GET /internal/search) over 100,000 objects in ten collections, a request per
// keystroke (no debounce), on SQLite and PostgreSQL, beside reading and testing every stored document.
for (const f of await measureObjectSearch(quick ? 10_000 : 100_000, quick ? 3 : 12)) {
  const n = f.objects.toLocaleString('en-US');
  rows.push({ figure: `Header search, ${n} objects, ${f.backend}: keystroke → results p50 (HTTP, no debounce, ${f.keystrokes} keys)`, ours: f.search.p50Ms, reference: f.reference.p50Ms, unit: 'ms', referenceName: 'every document read' });
  rows.push({ figure: `  p95 (target 100 ms)`, ours: f.search.p95Ms, reference: f.reference.p95Ms, unit: 'ms', referenceName: 'every document read' });
  rows.push({ figure: `  server time p95 (Server-Timing)`, ours: f.searchServer.p95Ms, unit: 'ms' });
}

// In the browser, against the largest scope collection above.
const keys = browserFigures.keys!;
const largest = scopeSizes[scopeSizes.length - 1].toLocaleString('en-US');
rows.push({ figure: `Scope search, last key → rows, terms that hit, p50 (${largest} scopes, debounce included)`, ours: keys.hits.p50Ms, reference: SEARCH_DEBOUNCE_MS, unit: 'ms', referenceName: 'the debounce' });
rows.push({ figure: `  terms that hit, p95`, ours: keys.hits.p95Ms, reference: SEARCH_DEBOUNCE_MS, unit: 'ms', referenceName: 'the debounce' });
rows.push({ figure: `  terms that miss, p50`, ours: keys.misses.p50Ms, reference: SEARCH_DEBOUNCE_MS, unit: 'ms', referenceName: 'the debounce' });
rows.push({ figure: `  terms that miss, p95`, ours: keys.misses.p95Ms, reference: SEARCH_DEBOUNCE_MS, unit: 'ms', referenceName: 'the debounce' });
rows.push({ figure: `Scope search, request sent → rows, p50 (debounce excluded)`, ours: keys.requestToRows.p50Ms, unit: 'ms' });
rows.push({ figure: `  p95`, ours: keys.requestToRows.p95Ms, unit: 'ms' });
for (const page of browserFigures.wire!) {
  const name = page.route === '/' ? 'First route (dashboard)' : 'First configuration page (Virtual Issuers)';
  rows.push({ figure: `${name}: console files on the wire (${page.files} files)`, ours: kib(page.wireBytes), reference: kib(page.rawBytes), unit: 'KiB', referenceName: 'raw bytes' });
  rows.push({ figure: `  of which JavaScript`, ours: kib(page.scriptWireBytes), unit: 'KiB' });
}

// The Virtual Issuers page as the collection grows, 1,000 issuers the reference.
const issuerFigures = await measureIssuersPage(quick ? [1_000] : [1_000, 10_000, 100_000]);
const firstIssuers = issuerFigures[0];
for (const f of issuerFigures) {
  const n = f.issuers.toLocaleString('en-US');
  rows.push({ figure: `Virtual Issuers, ${n} issuers: navigation → first card`, ours: f.shownMs, reference: firstIssuers.shownMs, unit: 'ms', referenceName: '1,000 issuers' });
  rows.push({ figure: `  elements in the page`, ours: f.elements, reference: firstIssuers.elements, unit: 'elements', referenceName: '1,000 issuers' });
  rows.push({ figure: `  server memory after the page showed`, ours: f.serverMiBAfter, reference: f.serverMiBBefore, unit: 'MiB', referenceName: 'before' });
  rows.push({ figure: `  GET /oauth/issuers whole list (streamed, ${(f.wholeListBytes / 1048576).toFixed(1)} MiB)`, ours: f.wholeListMs, unit: 'ms' });
  rows.push({ figure: `  server memory after the whole list`, ours: f.serverMiBAfterWholeList, reference: f.serverMiBBefore, unit: 'MiB', referenceName: 'before' });
}

// A plugin form of 600 descriptor fields beside one of 60; a configuration table of 1,000 rows beside one of 100.
const { forms, tables } = await measureBigForms([60, 600], quick ? 10 : 40, [100, 1_000]);
const [smallForm, bigForm] = forms;
const [smallTable, bigTable] = tables;
rows.push({ figure: `Plugin form, ${bigForm.fields} fields: Edit → every field in the page (descriptor GET included)`, ours: bigForm.openMs, reference: smallForm.openMs, unit: 'ms', referenceName: `${smallForm.fields} fields` });
rows.push({ figure: `  keystroke, work p50 (input event → event loop free)`, ours: bigForm.keyWork.p50Ms, reference: smallForm.keyWork.p50Ms, unit: 'ms', referenceName: `${smallForm.fields} fields` });
rows.push({ figure: `  keystroke, work p95`, ours: bigForm.keyWork.p95Ms, reference: smallForm.keyWork.p95Ms, unit: 'ms', referenceName: `${smallForm.fields} fields` });
rows.push({ figure: `  keystroke → next frame p95`, ours: bigForm.keyToFrame.p95Ms, reference: smallForm.keyToFrame.p95Ms, unit: 'ms', referenceName: `${smallForm.fields} fields` });
rows.push({ figure: `  elements in the page`, ours: bigForm.elements, reference: smallForm.elements, unit: 'elements', referenceName: `${smallForm.fields} fields` });
rows.push({ figure: `Plugin table, ${bigTable.rows.toLocaleString('en-US')} rows (users of a validator): Edit → last row in the page`, ours: bigTable.openMs, reference: smallTable.openMs, unit: 'ms', referenceName: `${smallTable.rows} rows` });
rows.push({ figure: `  scrolling through it, frame interval p95 (16.7 ms is every frame)`, ours: bigTable.frame.p95Ms, reference: smallTable.frame.p95Ms, unit: 'ms', referenceName: `${smallTable.rows} rows` });
rows.push({ figure: `  longest frame while scrolling`, ours: bigTable.frame.longest, reference: smallTable.frame.longest, unit: 'ms', referenceName: `${smallTable.rows} rows` });
rows.push({ figure: `  elements in the page`, ours: bigTable.elements, reference: smallTable.elements, unit: 'elements', referenceName: `${smallTable.rows} rows` });

// Cold start and idle memory beside a bare fastify process.
const starts = await measureColdStarts(quick ? 1 : 5);
const bare = starts.find((s) => s.label.startsWith('bare'))!;
for (const s of starts.filter((s) => s !== bare)) {
  rows.push({ figure: `Cold start, ${s.label} (spawn → first 200)`, ours: s.startMs, reference: bare.startMs, unit: 'ms', referenceName: 'bare fastify' });
  rows.push({ figure: `  idle memory, process tree`, ours: s.idleMiB, reference: bare.idleMiB, unit: 'MiB', referenceName: 'bare fastify' });
}

// The generator: full runs (nothing cached, one page changed, all cached) and a no-op run (generator-runs.ts).
rows.push(...generatorRows(measureGeneratorRuns(quick ? 1 : 5)));
console.log(formatTable(rows));
