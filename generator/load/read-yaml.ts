import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { GeneratorError } from '../errors';

/** Reads and parses one YAML file; `file` is relative to `root` and names the file in errors. */
export function readYaml(root: string, file: string): unknown {
  const text = readFileSync(join(root, file), 'utf8');
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
