/**
 * How deep a parsed JSON body nests. Handlers and validators recurse (structuredClone, ajv), so a
 * body of thousands of nested arrays would overflow the stack; the body parser refuses anything
 * deeper than MAX_JSON_NESTING before a handler runs. Walked with an explicit stack for the same
 * reason.
 */
export const MAX_JSON_NESTING = 64;

/** True when `value` has more than `limit` levels of objects and arrays (a flat object is 1). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
