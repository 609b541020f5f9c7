// The entry of a worker thread the server starts under tsx or vitest (worker-thread.ts). A worker
// starts without the TypeScript loader the server runs under, so it registers it here and imports
// its TypeScript entry (workerData.entry). The build starts its built entries directly.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
