/**
 * What the body parser refuses in a parsed JSON body before any handler runs, found in one walk:
 * - nesting deeper than MAX_JSON_NESTING: handlers and validators recurse (structuredClone, ajv),
 *   so thousands of nested arrays would overflow the stack (hence an explicit stack here too);
 * - U+0000 in a key or string: no name, id or setting means it, PostgreSQL text cannot hold it,
 *   and C-string consumers cut at it, so every backend refuses it the same way.
 */
export const MAX_JSON_NESTING = 64;

export type JsonBodyProblem = 'tooDeep' | 'nul';

/** The first problem of `value` (a flat object is 1 level deep), or undefined. */
export function jsonBodyProblem(value: unknown, maxNesting = MAX_JSON_NESTING): JsonBodyProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > maxNesting) return 'tooDeep';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

export const holdsNulCharacter = (value: unknown): boolean => jsonBodyProblem(value, Infinity) === 'nul';
