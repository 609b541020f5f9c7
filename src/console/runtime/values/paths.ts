/** Field names may be dotted paths into an object ("authorizationDetailProcessorRef.id"). */
export type Values = Record<string, unknown>;

export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Values)[segment];
  }
  return current;
}

/**
 * Like getPath, but a list on the way is walked through its items, and the answer is then the list
 * of their values: `extendedAttributes.name` of `{extendedAttributes: [{name: 'mail'}, {name: 'sn'}]}`
 * is `['mail', 'sn']` (a table column over a list of objects).
 */
export function getPathThroughLists(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) {
      current = current.flatMap((item) => {
        const value = item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Values)[segment] : undefined;
        return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
      });
    } else if (current === null || typeof current !== 'object') return undefined;
    else current = (current as Values)[segment];
  }
  return current;
}

/** A copy of `values` with the value at `path` replaced (intermediate objects are copied, not mutated). */
export function setPath(values: Values, path: string, value: unknown): Values {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...values, [head]: value };
  const inner = values[head];
  const child = inner !== null && typeof inner === 'object' ? (inner as Values) : {};
  return { ...values, [head]: setPath(child, rest.join('.'), value) };
}

/** Fills "{name} ({id})" from an object's properties; a missing property leaves an empty string. */
export function fillTemplate(template: string, item: Values): string {
  return template.replace(/\{([\w.]+)\}/g, (_whole, path: string) => {
    const value = getPath(item, path);
    return value === undefined || value === null ? '' : String(value);
  });
}
