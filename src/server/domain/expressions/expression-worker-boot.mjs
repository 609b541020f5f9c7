// The entry of an expression worker thread. A worker starts without the TypeScript loader the
// server runs under (tsx), so it registers it here and imports its TypeScript entry (workerData.entry).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
