import { useRef } from 'react';

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

/**
 * Stable keys for the rows of a list that has no ids of its own (dnd-kit and React need them):
 * the caller reports each add, remove and move, so a row keeps its key, its focus and its drag
 * identity as rows around it change. A length that changes otherwise (a new document) starts over.
 */
export function useRowKeys(count: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, newKey);
  return {
    keys: keys.current,
    added: () => {
      keys.current = [...keys.current, newKey()];
    },
    removed: (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index);
    },
    moved: (from: number, to: number) => {
      const next = [...keys.current];
      const [key] = next.splice(from, 1);
      next.splice(to, 0, key);
      keys.current = next;
    },
  };
}
