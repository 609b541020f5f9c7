/**
 * U+0000 in a JSON body. No name, id or setting means it, PostgreSQL text cannot hold it, and
 * C-string consumers cut at it, so the body parser refuses it (keys and values alike) on every
 * backend the same way. Walked with an explicit stack, like the nesting check.
 */
export function holdsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
