/**
 * YAML that parses but not as its author meant, and YAML errors, as refusals that say which
 * quoting fixes them: a comma inside an unquoted value of a flow mapping (`{ label: Name, required }`
 * makes `required` a key), ": " inside an unquoted value (`help: a: b`), tabs as indentation.
 * (A value YAML reads as a boolean, number or null where a string is expected is caught by the
 * page schema check, which knows which values are strings: page-schema-errors.ts.)
 */
import { isMap, isPair, isScalar, LineCounter, visit, type Document, type YAMLError } from 'yaml';
import type { SourceIssue } from '../errors';

const where = (lines: LineCounter, offset: number) => {
  const { line, col } = lines.linePos(offset);
  return `line ${line}, column ${col}`;
};

const sourceOf = (text: string, node: unknown) => {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range ? text.slice(range[0], range[1]) : '';
};

/** Pairs YAML made from a comma or ": " in a flow collection's unquoted text. */
export function flowPitfalls(file: string, text: string, doc: Document, lines: LineCounter): SourceIssue[] {
  const issues: SourceIssue[] = [];
  visit(doc, {
    Map(_, map) {
      if (!map.flow) return;
      map.items.forEach((pair, i) => {
        if (pair.value !== null || !isScalar(pair.key)) return;
        const key = sourceOf(text, pair.key);
        const before = i > 0 ? map.items[i - 1] : undefined;
        const offset = (pair.key as { range?: number[] }).range?.[0] ?? 0;
        const [reason, fix] =
          before && isScalar(before.key) && isScalar(before.value)
            ? [
                `"${key}" has no value: in a flow mapping { … } a comma ends a value, so \`${sourceOf(text, before.key)}: ${sourceOf(text, before.value)}, ${key}\` reads as two keys`,
                `Quote the value that holds the comma: \`${sourceOf(text, before.key)}: "${sourceOf(text, before.value)}, ${key}"\`.`,
              ]
            : [`"${key}" has no value in this flow mapping { … }`, `Write \`${key}: <value>\`, or quote the text if it belongs to the value before it.`];
        issues.push({ file, path: where(lines, offset), reason, fix });
      });
    },
    Seq(_, seq) {
      if (!seq.flow) return;
      for (const item of seq.items) {
        // `[a, b: c]`: YAML makes `b: c` a one-pair mapping without braces.
        if (!isPair(item) && !(isMap(item) && item.items.length === 1 && !sourceOf(text, item).trimStart().startsWith('{'))) continue;
        const pair = isPair(item) ? item : (item as { items: unknown[] }).items[0];
        const itemText = `${sourceOf(text, (pair as { key: unknown }).key)}: ${sourceOf(text, (pair as { value: unknown }).value)}`;
        const offset = ((pair as { key: { range?: number[] } }).key?.range?.[0]) ?? 0;
        issues.push({ file, path: where(lines, offset), reason: `the list item \`${itemText}\` holds ": ", which YAML reads as a mapping`, fix: `Quote the item: \`"${itemText}"\`.` });
      }
    },
  });
  return issues;
}

/**
 * The `key: value` the column is in: in a flow mapping the piece between commas (or braces), else
 * the line after a list dash. ['', key, value] or undefined.
 */
function keyAndValueAt(line: string, col: number): string[] | undefined {
  const flow = line.indexOf('{');
  let piece = line.replace(/^\s*(?:-\s+)?/, '');
  if (flow >= 0 && flow < col) {
    const start = Math.max(line.lastIndexOf(',', col - 1), line.lastIndexOf('{', col - 1)) + 1;
    const ends = [line.indexOf(',', col - 1), line.indexOf('}', col - 1)].filter((i) => i >= 0);
    piece = line.slice(start, ends.length > 0 ? Math.min(...ends) : line.length);
  }
  const match = /^\s*([^\s:{}[\],]+):\s+(.*?)\s*$/.exec(piece);
  return match ? [match[0], match[1], match[2]] : undefined;
}

const QUOTING = 'Correct the YAML on this line; a value holding ": " or " #", or starting with {, [, *, &, ! or %, needs double quotes.';

/** The fix of the YAML errors a hand-written file meets most. */
const YAML_FIXES: Partial<Record<YAMLError['code'], string>> = {
  DUPLICATE_KEY: 'Remove one of the two keys, or rename it: a mapping holds each key once.',
  BAD_INDENT: 'Indent this line like the other keys of its mapping (spaces, the same number as its siblings).',
  MISSING_CHAR: 'Close what this line opens: a `{` needs its `}`, a `[` its `]`, a `"` its closing `"`.',
  MULTILINE_IMPLICIT_KEY: 'Keep a key and its `:` on one line, or quote a value that runs over several lines.',
  BAD_DQ_ESCAPE: 'Write the backslash twice (`\\\\`) inside double quotes, or use single quotes.',
  BAD_SCALAR_START: QUOTING,
};

/** A YAML error as a refusal with its fix; `text` is the file's, for the line it is on. */
export function yamlErrorIssue(file: string, text: string, error: YAMLError): SourceIssue {
  const at = error.linePos ? `line ${error.linePos[0].line}, column ${error.linePos[0].col}` : '/';
  const line = error.linePos ? (text.split('\n')[error.linePos[0].line - 1] ?? '') : '';
  const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (error.code === 'TAB_AS_INDENT') return { file, path: at, reason: 'this line is indented with a tab', fix: 'YAML indents with spaces only: replace the tab with spaces.' };
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'BLOCK_IN_FLOW') {
    const pair = keyAndValueAt(line, error.linePos?.[0].col ?? 1);
    if (pair && pair[2].includes(': ')) {
      return { file, path: at, reason: `the value \`${pair[2]}\` of "${pair[1]}" holds ": ", which YAML reads as a nested mapping`, fix: `Quote the value: \`${pair[1]}: "${pair[2].replace(/"/g, '\\"')}"\`.` };
    }
    return { file, path: at, reason: `${message}: a value holding ": " must be quoted`, fix: 'Put the value in double quotes: `key: "a: b"`.' };
  }
  return { file, path: at, reason: message, fix: YAML_FIXES[error.code] ?? QUOTING };
}
