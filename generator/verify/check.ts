import { join } from 'node:path';
import type { GeneratedFile } from '../emit/types';
import { listGeneratedFiles, readIfExists } from './disk';

export interface StaleFile {
  path: string;
  reason: 'changed' | 'missing' | 'not generated';
}

/** Compares the generated files with `outDir` without writing; an empty list means up to date. */
export function checkOutputs(outDir: string, files: GeneratedFile[]): StaleFile[] {
  const stale: StaleFile[] = [];
  for (const file of files) {
    const current = readIfExists(join(outDir, file.path));
    if (current === undefined) stale.push({ path: file.path, reason: 'missing' });
    else if (current !== file.content) stale.push({ path: file.path, reason: 'changed' });
  }
  const produced = new Set(files.map((f) => f.path));
  for (const path of listGeneratedFiles(outDir)) {
    if (!produced.has(path)) stale.push({ path, reason: 'not generated' });
  }
  return stale.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
