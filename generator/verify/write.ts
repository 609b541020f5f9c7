import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GeneratedFile } from '../emit/types';
import { listGeneratedFiles, readIfExists } from './disk';

/** Writes `content` to `path` only when it differs from what is there; returns whether it wrote. */
export function writeIfDifferent(path: string, content: string): boolean {
  if (readIfExists(path) === content) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return true;
}

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/** Writes the changed files into `outDir` and removes *.gen.ts files that are no longer generated. */
export function writeOutputs(outDir: string, files: GeneratedFile[]): WriteResult {
  const result: WriteResult = { written: [], unchanged: [], removed: [] };
  for (const file of files) {
    (writeIfDifferent(join(outDir, file.path), file.content) ? result.written : result.unchanged).push(file.path);
  }
  const produced = new Set(files.map((f) => f.path));
  for (const path of listGeneratedFiles(outDir).filter((p) => !produced.has(p))) {
    rmSync(join(outDir, path));
    result.removed.push(path);
  }
  return result;
}
