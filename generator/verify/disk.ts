import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GENERATED_SUFFIX = '.gen.ts';

/** Paths (relative, forward slashes, sorted) of every *.gen.ts under `dir`. */
export function listGeneratedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(GENERATED_SUFFIX)) found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** The file's text, or undefined when it does not exist. */
export function readIfExists(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
