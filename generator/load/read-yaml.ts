import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isScalar, LineCounter, parseDocument } from 'yaml';
import { GeneratorError } from '../errors';
import { cachedStepSync } from '../step-cache';
import { flowPitfalls, yamlErrorIssue } from './yaml-pitfalls';

/**
 * Reads and parses one YAML file; `file` is relative to `root` and names the file in errors.
 * A file parsed before is read from the step cache (YAML parsing is a good part of a run's load stage).
 */
export function readYaml(root: string, file: string): unknown {
  const text = readFileSync(join(root, file), 'utf8');
  return cachedStepSync('yaml', { input: text, packages: ['yaml'], sources: ['generator/load/read-yaml.ts', 'generator/load/yaml-pitfalls.ts'] }, () => parseYaml(file, text), survivesJson);
}

/** Only documents JSON holds as they are are cached (not one with .inf, .nan or a date, say). */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(survivesJson);
}

function parseYaml(file: string, text: string): unknown {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  // A tab indenting a line puts what follows out of place: its own refusal says it all.
  const tabs = doc.errors.filter((e) => e.code === 'TAB_AS_INDENT');
  if (doc.errors.length > 0) throw new GeneratorError((tabs.length > 0 ? tabs : doc.errors).map((e) => yamlErrorIssue(file, text, e)));
  const pitfalls = flowPitfalls(file, text, doc, lines);
  if (pitfalls.length > 0) throw new GeneratorError(pitfalls);
  return doc.toJS();
}

/** The YAML text of the scalar at a JSON pointer of a file (for refusals that show its quoting). */
export function yamlSourceAt(root: string, file: string, path: string): string | undefined {
  const text = readFileSync(join(root, file), 'utf8');
  const steps = path.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const node = parseDocument(text).getIn(steps.map((s) => (/^\d+$/.test(s) ? Number(s) : s)), true) as { range?: [number, number, number] } | undefined;
  return isScalar(node) && node.range ? text.slice(node.range[0], node.range[1]) : undefined;
}
