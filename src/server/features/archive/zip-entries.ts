/**
 * A zip file's entries, read with yauzl: it reads the central directory (never scanning for local
 * headers), checks every offset and size against the file's bytes, and stops an entry that
 * inflates past the size its directory declares. What yauzl leaves to its caller is here: the end
 * record's entry count is bounded before any entry is read (a bomb claims millions in a hundred
 * bytes; ZIP64 lets it claim billions), names come raw (archive-read.ts judges them, with its own
 * words), encrypted entries and unknown methods are refused, and the checksum is verified.
 */
import * as zlib from 'node:zlib';
import yauzl from 'yauzl';
import { ApiError, apiResult, badRequest } from '../../core/api-error';

export interface ZipEntry {
  name: string;
  /** The inflated size the directory declares. */
  size: number;
  entry: yauzl.Entry;
}

export const NOT_A_ZIP = 'The file is not a zip archive. Choose a configuration archive (data.zip) exported by a server.';
const STORED = 0;
const DEFLATED = 8;

/** 413 for an entry declared larger than its limit. */
export const entryTooLarge = (message: string) => new ApiError(413, apiResult('request_too_large', message));

/** The zip and its entries, at most `maxEntries` of them (400 beyond, before any is read). */
export async function readZipEntries(bytes: Uint8Array, maxEntries: number): Promise<{ zip: yauzl.ZipFile; entries: ZipEntry[] }> {
  let zip: yauzl.ZipFile;
  try {
    // Raw names (decodeStrings: false): yauzl would otherwise rewrite backslashes and refuse names in its own words.
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    throw refusal(error, NOT_A_ZIP);
  }
  if (zip.entryCount > maxEntries) throw badRequest(`The archive claims ${zip.entryCount} entries; a configuration archive has at most ${maxEntries}.`);
  const entries: ZipEntry[] = [];
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    const name = new TextDecoder().decode(entry.fileName as unknown as Buffer);
    if (entry.isEncrypted()) throw badRequest(`${name} in the archive is encrypted; export the archive again without a password.`);
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
      throw badRequest(`${name} in the archive is compressed with method ${entry.compressionMethod}; this server reads stored and deflated entries only.`);
    }
    entries.push({ name, size: entry.uncompressedSize, entry });
  }
  return { zip, entries };
}

/** The entry's inflated bytes: never more than it declares; another size or checksum is refused (400). */
export async function entryBytes(zip: yauzl.ZipFile, { name, size, entry }: ZipEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw refusal(error, `${name} in the archive is damaged (its data does not inflate).`, name);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length !== size) throw badRequest(sizeLie(name));
  // zlib.crc32 is Node 20.15 and later: on an older Node the size checks above still hold.
  if (typeof zlib.crc32 === 'function' && zlib.crc32(bytes) >>> 0 !== entry.crc32) throw badRequest(`${name} in the archive is damaged (its checksum does not match).`);
  return bytes;
}

/** yauzl finds a stored entry's lie in the directory, before it names the entry. */
export const STORED_SIZE_LIE = 'An entry of the archive is stored uncompressed yet declares another size than its bytes have.';
const sizeLie = (name: string) => `${name} in the archive does not inflate to the size the archive declares for it.`;

/** yauzl's errors in our words: a size that lies, a multi-disk zip, else `fallback`. */
function refusal(error: unknown, fallback: string, name?: string): ApiError {
  const message = error instanceof Error ? error.message : '';
  if (name && /too many bytes|not enough bytes/.test(message)) return badRequest(sizeLie(name));
  if (/multi-disk/.test(message)) return badRequest('The archive spans several files (a multi-disk zip); export it again as one file.');
  if (name === undefined && !/signature not found/.test(message)) return badRequest(`The archive is malformed: ${message}.`);
  return badRequest(fallback);
}

/** The next entry of the central directory, or undefined at its end; a malformed one is refused (400). */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry).off('error', onError).off('end', onEnd);
    };
    const onEntry = (entry: yauzl.Entry) => (done(), resolve(entry));
    const onEnd = () => (done(), resolve(undefined));
    const onError = (error: Error) => (done(), reject(/size mismatch/.test(error.message) ? badRequest(STORED_SIZE_LIE) : badRequest(`The archive is malformed: ${error.message}.`)));
    zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
    zip.readEntry();
  });
}
