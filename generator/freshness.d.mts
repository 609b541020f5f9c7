/** See freshness.mjs. */
export function isFresh(root?: string): boolean;
export function recordFresh(root?: string): void;
