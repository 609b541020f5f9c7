/** One problem in a source file: which file, where in it (a JSON pointer) and why. */
export interface SourceIssue {
  file: string;
  path: string;
  reason: string;
}

/** Thrown by any stage when a source file is wrong; the message lists `file: path: reason` lines. */
export class GeneratorError extends Error {
  readonly issues: SourceIssue[];

  constructor(issues: SourceIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'GeneratorError';
    this.issues = issues;
  }
}

export function formatIssue(issue: SourceIssue): string {
  return `${issue.file}: ${issue.path || '/'}: ${issue.reason}`;
}

/** Throws a GeneratorError for a single issue. */
export function fail(file: string, path: string, reason: string): never {
  throw new GeneratorError([{ file, path, reason }]);
}

/** JSON pointer of a path made of keys, e.g. ['paths', '/a/{id}', 'get'] → /paths/~1a~1{id}/get. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
