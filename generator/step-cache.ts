/**
 * Results of the generator's slow, pure steps (openapi-typescript, ajv standalone, YAML parsing),
 * kept in node_modules/.cache/generate/steps under a hash of everything the step reads: its input,
 * the versions of the packages doing the work and the source of our code around them. A full run
 * whose contract did not change then never loads openapi-typescript (and TypeScript with it).
 * A damaged or missing entry is simply made again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './options';

/** GENERATE_CACHE_DIR moves the caches (the benchmark's cold runs use an empty one); keep it inside node_modules, where cached modules find their packages. */
const DIR = join(process.env.GENERATE_CACHE_DIR ?? join(REPO_ROOT, 'node_modules', '.cache', 'generate'), 'steps');
/** Entries kept; beyond this the older half goes (the generator's tests make many throw-away ones). */
const LIMIT = 400;

export interface StepKey {
  /** The step's input, as text (JSON for data). */
  input: string | Buffer;
  /** npm packages whose installed version shapes the result. */
  packages?: string[];
  /** Our source files (relative to the repository) whose code shapes the result. */
  sources?: string[];
}

const readOrMissing = (path: string) => (existsSync(path) ? readFileSync(path) : 'missing');

function keyHash(step: string, key: StepKey): string {
  const hash = createHash('sha256').update(step).update('\0').update(key.input).update('\0');
  for (const name of key.packages ?? []) hash.update(name).update('\0').update(readOrMissing(join(REPO_ROOT, 'node_modules', name, 'package.json'))).update('\0');
  for (const source of key.sources ?? []) hash.update(source).update('\0').update(readOrMissing(join(REPO_ROOT, source))).update('\0');
  return hash.digest('hex');
}

function entryFile(step: string, key: StepKey): string {
  return join(DIR, `${step}-${keyHash(step, key)}.json`);
}

/**
 * Several processes share the cache (test workers, checkouts sharing node_modules), and any of
 * them may prune an entry between another's look and its use: a file that is gone is a miss,
 * never an error.
 */
const gone = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Marks the entry used (pruning goes by age of last use); false when another process pruned it. */
function touch(file: string): boolean {
  try {
    utimesSync(file, new Date(), new Date());
    return true;
  } catch (error) {
    if (gone(error)) return false;
    throw error;
  }
}

/** Writes under a name of this writer alone, then renames: a reader sees the whole file or none. */
function writeWhole(file: string, content: string): void {
  mkdirSync(DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function read<T>(file: string): { value: T } | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    touch(file);
    return { value };
  } catch {
    return undefined; // a damaged or just pruned entry is made again
  }
}

function store<T>(file: string, value: T): T {
  writeWhole(file, JSON.stringify(value));
  prune();
  return value;
}

/** The entry's last use, or undefined when another process pruned it meanwhile. */
function lastUse(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
}

function prune(): void {
  const names = readdirSync(DIR).filter((name) => name.endsWith('.json') || name.endsWith('.cjs'));
  if (names.length <= LIMIT) return;
  const byAge = names.map((name) => ({ path: join(DIR, name), at: lastUse(join(DIR, name)) })).filter((entry): entry is { path: string; at: number } => entry.at !== undefined).sort((a, b) => a.at - b.at);
  for (const old of byAge.slice(0, names.length - LIMIT / 2)) rmSync(old.path, { force: true });
}

/** The step's JSON result for this key: from the cache, else made by `make` and kept. */
export async function cachedStep<T>(step: string, key: StepKey, make: () => T | Promise<T>): Promise<T> {
  const file = entryFile(step, key);
  const hit = read<T>(file);
  return hit ? hit.value : store(file, await make());
}

/**
 * A step whose result is a CommonJS module (ajv's standalone code): the path of the module file,
 * written first when missing, for `require` (a file loaded as a module: nothing is evaluated from a string).
 */
export function cachedModule(step: string, key: StepKey, makeCode: () => string): string {
  const file = entryFile(step, key).replace(/\.json$/, '.cjs');
  if (existsSync(file) && touch(file)) return file;
  writeWhole(file, makeCode());
  prune();
  return file;
}

/** cachedStep for a synchronous step; a result `keep` refuses is returned without being kept. */
export function cachedStepSync<T>(step: string, key: StepKey, make: () => T, keep: (value: T) => boolean = () => true): T {
  const file = entryFile(step, key);
  const hit = read<T>(file);
  if (hit) return hit.value;
  const value = make();
  return keep(value) ? store(file, value) : value;
}
