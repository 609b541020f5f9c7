/** Reading the objects out of a resource's own answer, as the bulk export and import dispatch them (inject). */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a list answer: a JSON list, or `{ items: [...] }`. */
export function listedItems(answer: unknown): Record<string, unknown>[] {
  const items: unknown = Array.isArray(answer) ? answer : isObject(answer) ? answer.items : undefined;
  return Array.isArray(items) ? items.filter(isObject) : [];
}

/** A settings answer as the one object it is. */
export const settingsItems = (answer: unknown): Record<string, unknown>[] => (isObject(answer) ? [answer] : []);
