/**
 * A zip file's directory read with every claim checked against the file's bytes before it is
 * believed: the end record's entry count (a bomb claims millions in a hundred bytes), where the
 * central directory and each entry's data lie, and each entry's sizes. ZIP64, multi-disk and
 * encrypted zips are refused: a configuration archive is two small entries. Entries are then
 * inflated one by one (`entryBytes`), never past the size they declare.
 */
import * as zlib from 'node:zlib';
import { ApiError, apiResult, badRequest } from '../../http/api-error';

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  /** The inflated size the directory declares. */
  size: number;
  localOffset: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** Where the central directory starts: every entry's data lies before it. */
  directoryOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
/** The end record's comment is at most 65,535 bytes: the record lies within the file's last 65,557. */
const END_SEARCH = END_LENGTH + 0xffff;
const STORED = 0;
const DEFLATED = 8;

export const NOT_A_ZIP = 'The file is not a zip archive. Choose a configuration archive (data.zip) exported by a server.';
export const ZIP64_REFUSED = 'The archive uses ZIP64 (made for more than 65,535 entries or 4 GB); a configuration archive never needs it.';
const malformed = (what: string) => badRequest(`The archive is malformed: ${what}.`);

/** The directory of `zip`, holding at most `maxEntries` entries (400 beyond, before any is read). */
export function readZipDirectory(zip: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndRecord(view);
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE) throw badRequest(ZIP64_REFUSED);
  const count = view.getUint16(end + 10, true);
  if (count > maxEntries) throw badRequest(`The archive claims ${count} entries; a configuration archive has at most ${maxEntries}.`);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw badRequest(ZIP64_REFUSED);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0 || view.getUint16(end + 8, true) !== count) {
    throw badRequest('The archive spans several files (a multi-disk zip); export it again as one file.');
  }
  if (directoryOffset + directorySize > end || count * CENTRAL_LENGTH > directorySize) throw malformed('its central directory lies outside the file');

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = directoryOffset;
  const directoryEnd = directoryOffset + directorySize;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_LENGTH > directoryEnd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw malformed(`entry ${i + 1} of its central directory is missing`);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + CENTRAL_LENGTH + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > directoryEnd) throw malformed(`entry ${i + 1} of its central directory runs past it`);
    const entry: ZipEntry = {
      name: decoder.decode(zip.subarray(at + CENTRAL_LENGTH, at + CENTRAL_LENGTH + nameLength)),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff) throw badRequest(ZIP64_REFUSED);
    if ((view.getUint16(at + 8, true) & 1) !== 0) throw badRequest(`${entry.name} in the archive is encrypted; export the archive again without a password.`);
    entries.push(entry);
    at = next;
  }
  return { entries, directoryOffset };
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - END_LENGTH;
  for (let at = last; at >= 0 && at >= view.byteLength - END_SEARCH; at--) {
    if (view.getUint32(at, true) === END_SIGNATURE) return at;
  }
  throw badRequest(NOT_A_ZIP);
}

/**
 * The entry's inflated bytes: inflating stops as soon as it passes the declared size, and an
 * entry that inflates to another size than declared, or whose checksum differs, is refused (400).
 */
export function entryBytes(zip: Uint8Array, directory: ZipDirectory, entry: ZipEntry): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localOffset;
  if (at + LOCAL_LENGTH > directory.directoryOffset || view.getUint32(at, true) !== LOCAL_SIGNATURE) throw malformed(`${entry.name} has no local header`);
  const start = at + LOCAL_LENGTH + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > directory.directoryOffset) throw malformed(`${entry.name}'s data runs past the end of the entries`);
  const compressed = zip.subarray(start, start + entry.compressedSize);
  const lies = badRequest(`${entry.name} in the archive does not inflate to the size the archive declares for it.`);
  let bytes: Uint8Array;
  if (entry.method === STORED) {
    bytes = compressed;
  } else if (entry.method === DEFLATED) {
    try {
      bytes = zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw lies;
      throw badRequest(`${entry.name} in the archive is damaged (its compressed data does not inflate).`);
    }
  } else {
    throw badRequest(`${entry.name} in the archive is compressed with method ${entry.method}; this server reads stored and deflated entries only.`);
  }
  if (bytes.length !== entry.size) throw lies;
  // zlib.crc32 is Node 20.15 and later: on an older Node the size checks above still hold.
  if (typeof zlib.crc32 === 'function' && zlib.crc32(bytes) >>> 0 !== entry.crc) throw badRequest(`${entry.name} in the archive is damaged (its checksum does not match).`);
  return bytes;
}

/** 413 for an entry declared larger than its limit. */
export const entryTooLarge = (message: string) => new ApiError(413, apiResult('request_too_large', message));
