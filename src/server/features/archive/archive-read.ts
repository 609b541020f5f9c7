/**
 * Reading a configuration archive's two entries within the bounds of archive-limits.ts, checked
 * in this order so that nothing is inflated before the directory's claims hold: the entry count,
 * every entry's name (safe, not twice) and declared size, the total; then data.json and
 * archive.json are inflated (never past their declared size), parsed and walked (nesting,
 * members, values, U+0000). Runs in the archive worker thread (archive-read-worker.ts): refusals
 * are ApiErrors (400, or 413 for sizes).
 */
import { badRequest } from '../../core/api-error';
import { jsonBodyProblem, jsonProblemMessage, type JsonLimits } from '../../core/json-nesting';
import { MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_JSON_VALUES, MAX_DATA_BYTES, MAX_ENTRY_BYTES, MAX_MANIFEST_BYTES, MAX_TOTAL_INFLATED_BYTES } from './archive-limits';
import { DATA_ENTRY, MANIFEST_ENTRY } from './archive-zip';
import { entryBytes, entryTooLarge, readZipEntries, type ZipEntry } from './zip-entries';
import type yauzl from 'yauzl';

export interface ArchiveContents {
  data: unknown;
  manifest: unknown;
}

const ENTRY_LIMITS: Record<string, number> = { [DATA_ENTRY]: MAX_DATA_BYTES, [MANIFEST_ENTRY]: MAX_MANIFEST_BYTES };
const JSON_LIMITS: Record<string, JsonLimits> = { [DATA_ENTRY]: { maxValues: MAX_ARCHIVE_JSON_VALUES }, [MANIFEST_ENTRY]: {} };

/** Absolute paths, drive letters, `..` segments, backslashes, NUL, or no name at all. */
export function isUnsafeEntryName(name: string): boolean {
  return name === '' || name.includes('\u0000') || name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');
}

export async function readArchive(bytes: Uint8Array): Promise<ArchiveContents> {
  const { zip, entries } = await readZipEntries(bytes, MAX_ARCHIVE_ENTRIES);
  try {
    return await readEntries(zip, entries);
  } finally {
    zip.close();
  }
}

async function readEntries(zip: yauzl.ZipFile, entries: ZipEntry[]): Promise<ArchiveContents> {
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (isUnsafeEntryName(entry.name)) {
      throw badRequest(`The archive has an entry with an unsafe name (${JSON.stringify(entry.name)}): entry names are relative paths without '..', backslashes or NUL.`);
    }
    // Case-insensitively: Data.json and data.json are one file wherever the archive is unpacked.
    const key = entry.name.toLowerCase();
    if (seen.has(key)) throw badRequest(`The archive has more than one entry named ${JSON.stringify(entry.name)}.`);
    seen.add(key);
    const limit = ENTRY_LIMITS[entry.name] ?? MAX_ENTRY_BYTES;
    if (entry.size > limit) throw entryTooLarge(`${entry.name} in the archive is larger than ${limit} bytes once inflated.`);
    total += entry.size;
    if (total > MAX_TOTAL_INFLATED_BYTES) throw entryTooLarge(`The archive's entries are larger than ${MAX_TOTAL_INFLATED_BYTES} bytes together once inflated.`);
  }
  const wanted = (name: string) => entries.find((entry) => entry.name === name);
  const data = wanted(DATA_ENTRY);
  const manifest = wanted(MANIFEST_ENTRY);
  const missing = [data ? undefined : DATA_ENTRY, manifest ? undefined : MANIFEST_ENTRY].filter((name) => name !== undefined);
  if (missing.length > 0) throw badRequest(`The archive has no ${missing.join(' and no ')}: it is not a configuration archive.`);
  return { manifest: await parsedEntry(zip, manifest!), data: await parsedEntry(zip, data!) };
}

async function parsedEntry(zip: yauzl.ZipFile, entry: ZipEntry): Promise<unknown> {
  const bytes = await entryBytes(zip, entry);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest(`${entry.name} in the archive is not valid JSON.`);
  }
  // The limits of a JSON request body (json-nesting.ts), and a bound on all of data.json's values.
  const limits = JSON_LIMITS[entry.name];
  const problem = jsonBodyProblem(value, limits);
  if (problem) throw badRequest(jsonProblemMessage(problem, `${entry.name} in the archive`, limits));
  return value;
}
