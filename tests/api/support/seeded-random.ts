/**
 * A small seeded PRNG (mulberry32) so a fuzz run can be replayed from its seed. FUZZ_SEED picks
 * the seed ('random' for a fresh one); the default is fixed so CI runs the same cases each time.
 */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { seed, next, int, pick: (items) => items[int(items.length)] };
}

export const DEFAULT_FUZZ_SEED = 20261123;

export function fuzzSeed(value = process.env.FUZZ_SEED): number {
  if (value === 'random') return Math.floor(Math.random() * 2 ** 32);
  if (value !== undefined && value !== '') {
    const seed = Number(value);
    if (!Number.isInteger(seed) || seed < 0) throw new Error(`FUZZ_SEED must be a non-negative integer or 'random', not ${value}`);
    return seed;
  }
  return DEFAULT_FUZZ_SEED;
}
