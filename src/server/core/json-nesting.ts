/**
 * What the body parser refuses in a parsed JSON body before any handler runs, found in one walk
 * (archive entries are walked the same way, in their worker: features/archive/archive-read.ts):
 * - nesting deeper than MAX_JSON_NESTING: handlers and validators recurse (structuredClone, ajv),
 *   so thousands of nested arrays would overflow the stack (hence an explicit stack here too);
 * - an array or object of more than MAX_JSON_MEMBERS members: validators answer an error per
 *   member (hundreds of thousands fit in a 1 MB body) and handlers loop over them;
 * - more values than `maxValues` altogether (only archive entries, far larger than a body, set it);
 * - U+0000 in a key or string: no name, id or setting means it, PostgreSQL text cannot hold it,
 *   and C-string consumers cut at it, so every backend refuses it the same way.
 */
export const MAX_JSON_NESTING = 64;
/** Members of one array or object. */
export const MAX_JSON_MEMBERS = 100_000;

export type JsonBodyProblem = 'tooDeep' | 'tooManyMembers' | 'tooManyValues' | 'nul';

export interface JsonLimits {
  maxNesting?: number;
  maxMembers?: number;
  maxValues?: number;
}

/** The first problem of `value` (a flat object is 1 level deep), or undefined. */
export function jsonBodyProblem(
  value: unknown,
  { maxNesting = MAX_JSON_NESTING, maxMembers = MAX_JSON_MEMBERS, maxValues = Infinity }: JsonLimits = {},
): JsonBodyProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let values = 1;
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > maxNesting) return 'tooDeep';
    // Counted before any member is taken, so a huge array costs no more than its length.
    const members = Array.isArray(current) ? current.length : Object.keys(current).length;
    if (members > maxMembers) return 'tooManyMembers';
    values += members;
    if (values > maxValues) return 'tooManyValues';
    if (Array.isArray(current)) {
      for (const child of current) pending.push({ value: child, depth: depth + 1 });
    } else {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** The sentence refusing `problem`, about `subject` ('The request body', 'data.json in the archive'). */
export function jsonProblemMessage(problem: JsonBodyProblem, subject: string, { maxNesting = MAX_JSON_NESTING, maxMembers = MAX_JSON_MEMBERS, maxValues }: JsonLimits = {}): string {
  switch (problem) {
    case 'tooDeep':
      return `${subject} is nested deeper than ${maxNesting} levels.`;
    case 'tooManyMembers':
      return `${subject} holds an array or object of more than ${maxMembers} members.`;
    case 'tooManyValues':
      return `${subject} holds more than ${maxValues} values.`;
    case 'nul':
      return `${subject} must not contain the NUL character (U+0000).`;
  }
}

export const holdsNulCharacter = (value: unknown): boolean => jsonBodyProblem(value, { maxNesting: Infinity, maxMembers: Infinity }) === 'nul';
