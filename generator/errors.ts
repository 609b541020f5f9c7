/**
 * One problem in a source file: which file, where in it (a JSON pointer, or `line L, column C`),
 * why, and what to do about it. The fix is a part of its own so no refusal can leave it out: the
 * key to add, the property to declare, the quoting YAML needs, the value to use.
 */
export interface SourceIssue {
  file: string;
  path: string;
  reason: string;
  fix: string;
}

/** A refusal's two sentences, for helpers that word a common one (`fail(at, ...notAPropertyOf(…))`). */
export type Refusal = readonly [reason: string, fix: string];

/** How the model's checks refuse: the place in the file at hand, the reason and the fix. */
export type Fail = (at: string, reason: string, fix: string) => never;

/** Thrown by any stage when a source file is wrong; the message lists one formatIssue line per issue. */
export class GeneratorError extends Error {
  readonly issues: SourceIssue[];

  constructor(issues: SourceIssue[]) {
    // The types require a fix; an empty one is a refusal the generator forgot to word.
    const unworded = issues.find((issue) => issue.fix.trim() === '');
    if (unworded) throw new Error(`generator bug: a refusal without a fix (${unworded.file}: ${unworded.path}: ${unworded.reason})`);
    super(issues.map(formatIssue).join('\n'));
    this.name = 'GeneratorError';
    this.issues = issues;
  }
}

/** A sentence ends with its stop: the reason and the fix are printed one after the other. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.?!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** `file: /pointer: reason. Fix: fix.` */
export function formatIssue(issue: SourceIssue): string {
  return `${issue.file}: ${issue.path || '/'}: ${sentence(issue.reason)} Fix: ${sentence(issue.fix)}`;
}

/** Throws a GeneratorError for a single issue. */
export function fail(file: string, path: string, reason: string, fix: string): never {
  throw new GeneratorError([{ file, path, reason, fix }]);
}

/** JSON pointer of a path made of keys, e.g. ['paths', '/a/{id}', 'get'] → /paths/~1a~1{id}/get. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
