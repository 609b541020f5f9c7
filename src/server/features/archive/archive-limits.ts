/**
 * The bounds of reading a configuration archive, in one place (README's Security section quotes
 * them). A configuration archive holds two entries, data.json and archive.json; a large
 * PingFederate export is a few MB of JSON, so 32 MB leaves ample room while a zip bomb stops at
 * its declared sizes, before anything is inflated.
 */

/** Entries in the zip's central directory (other tools may add folders or metadata: allowed, ignored). */
export const MAX_ARCHIVE_ENTRIES = 64;
/** data.json once inflated. */
export const MAX_DATA_BYTES = 32 * 1024 * 1024;
/** archive.json once inflated (a manifest is a few hundred bytes). */
export const MAX_MANIFEST_BYTES = 64 * 1024;
/** Any other entry, as declared (never inflated), and all entries' declared sizes together. */
export const MAX_ENTRY_BYTES = MAX_DATA_BYTES;
export const MAX_TOTAL_INFLATED_BYTES = 64 * 1024 * 1024;
/** Values (objects, arrays, strings, numbers...) in data.json. */
export const MAX_ARCHIVE_JSON_VALUES = 4_000_000;

/** How long reading one archive (inflating, parsing, checking) may take in its worker thread. */
export const ARCHIVE_READ_TIME_LIMIT_MS = 10_000;
/** The worker's memory: data.json at its limit parses to a few hundred MB at most. */
export const ARCHIVE_WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } as const;
/** Archives read at once; an import beyond them is answered 503 (try again). */
export const MAX_CONCURRENT_ARCHIVE_READS = 2;
