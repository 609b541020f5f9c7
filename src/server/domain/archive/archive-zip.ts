/**
 * The zip of a configuration archive: data.json (a bulk export) and archive.json (its manifest),
 * with fflate. Reading takes those two entries only, and refuses (400) a file that is not a zip,
 * lacks either, holds one larger than ENTRY_LIMIT_BYTES once inflated, or JSON that does not parse.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { badRequest } from '../../http/api-error';
import { jsonBodyProblem, MAX_JSON_NESTING } from '../../http/json-nesting';

export const DATA_ENTRY = 'data.json';
export const MANIFEST_ENTRY = 'archive.json';
export const ARCHIVE_FILE_NAME = 'data.zip';
/** The largest entry an import inflates (a zip bomb stops here, by its declared size). */
const ENTRY_LIMIT_BYTES = 256 * 1024 * 1024;

export function packArchive(data: unknown, manifest: unknown): Buffer {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  return Buffer.from(zipSync({ [MANIFEST_ENTRY]: json(manifest), [DATA_ENTRY]: json(data) }, { level: 6 }));
}

/** The parsed JSON of data.json and archive.json. */
export function unpackArchive(zip: Uint8Array): { data: unknown; manifest: unknown } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (entry) => {
        const wanted = entry.name === DATA_ENTRY || entry.name === MANIFEST_ENTRY;
        if (wanted && entry.originalSize > ENTRY_LIMIT_BYTES) throw new EntryTooLarge(entry.name);
        return wanted;
      },
    });
  } catch (error) {
    if (error instanceof EntryTooLarge) throw badRequest(`${error.entry} in the archive is larger than ${ENTRY_LIMIT_BYTES} bytes.`);
    throw badRequest('The file is not a zip archive. Choose a configuration archive (data.zip) exported by a server.');
  }
  const missing = [DATA_ENTRY, MANIFEST_ENTRY].filter((name) => entries[name] === undefined);
  if (missing.length > 0) throw badRequest(`The archive has no ${missing.join(' and no ')}: it is not a configuration archive.`);
  return { data: parsedEntry(entries, DATA_ENTRY), manifest: parsedEntry(entries, MANIFEST_ENTRY) };
}

class EntryTooLarge extends Error {
  constructor(readonly entry: string) {
    super(entry);
  }
}

function parsedEntry(entries: Record<string, Uint8Array>, name: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(strFromU8(entries[name]));
  } catch {
    throw badRequest(`${name} in the archive is not valid JSON.`);
  }
  // The same limits as a JSON request body (json-nesting.ts).
  const problem = jsonBodyProblem(value);
  if (problem === 'tooDeep') throw badRequest(`${name} in the archive is nested deeper than ${MAX_JSON_NESTING} levels.`);
  if (problem === 'nul') throw badRequest(`${name} in the archive must not contain the NUL character (U+0000).`);
  return value;
}
