/**
 * The zip of a configuration archive: data.json (a bulk export) and archive.json (its manifest),
 * written with fflate. Reading one is archive-read.ts's, within the bounds of archive-limits.ts.
 */
import { strToU8, zipSync } from 'fflate';

export const DATA_ENTRY = 'data.json';
export const MANIFEST_ENTRY = 'archive.json';
export const ARCHIVE_FILE_NAME = 'data.zip';

export function packArchive(data: unknown, manifest: unknown): Buffer {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  return Buffer.from(zipSync({ [MANIFEST_ENTRY]: json(manifest), [DATA_ENTRY]: json(data) }, { level: 6 }));
}
