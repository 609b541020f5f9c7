import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { GeneratorError } from '../errors';
import { cachedStepSync } from '../step-cache';

/**
 * Reads and parses one YAML file; `file` is relative to `root` and names the file in errors.
 * A file parsed before is read from the step cache (YAML parsing is a good part of a run's load stage).
 */
export function readYaml(root: string, file: string): unknown {
  const text = readFileSync(join(root, file), 'utf8');
  return cachedStepSync('yaml', { input: text, packages: ['yaml'], sources: ['generator/load/read-yaml.ts'] }, () => parseYaml(file, text), survivesJson);
}

/** Only documents JSON holds as they are are cached (not one with .inf, .nan or a date, say). */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(survivesJson);
}

function parseYaml(file: string, text: string): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    throw new GeneratorError(
      doc.errors.map((e) => ({
        file,
        path: e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : '/',
        reason: e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
      })),
    );
  }
  return doc.toJS();
}
