/**
 * Zip files written byte by byte, to make the archives no zip library would write: duplicate or
 * unsafe names, sizes that lie, ZIP64 claims and end records that claim more entries than exist.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: string;
  data: Uint8Array;
  /** Deflated (the default) or stored. */
  stored?: boolean;
  /** The inflated size the headers declare instead of the true one. */
  declaredSize?: number;
  /** Sizes as ZIP64 sentinels (0xFFFFFFFF) with a ZIP64 extra field declaring these bytes. */
  zip64Size?: bigint;
}

const u16 = (value: number) => Buffer.from([value & 0xff, (value >>> 8) & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
};

/** A zip of `entries`; `claimedEntries` replaces the entry count of its end record. */
export function rawZip(entries: RawEntry[], { claimedEntries }: { claimedEntries?: number } = {}): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const zip64 = entry.zip64Size !== undefined;
    const extra = zip64 ? Buffer.concat([u16(1), u16(16), u64(entry.zip64Size!), u64(BigInt(body.length))]) : Buffer.alloc(0);
    const size = zip64 ? 0xffffffff : (entry.declaredSize ?? entry.data.length);
    const compressed = zip64 ? 0xffffffff : body.length;
    const common = Buffer.concat([u16(zip64 ? 45 : 20), u16(0x0800), u16(entry.stored ? 0 : 8), u16(0), u16(0x21), u32(crc32(entry.data)), u32(compressed), u32(size), u16(name.length), u16(extra.length)]);
    const local = Buffer.concat([u32(0x04034b50), common, name, extra, body]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name, extra]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = claimedEntries ?? entries.length;
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(directory.length), u32(offset), u16(0)]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * The ~100-byte ZIP64 bomb: a ZIP64 end record claiming `entries` entries (its field holds up to
 * 2^64), its locator and the classic end record pointing to it, and no entry at all.
 */
export function zip64EndRecordClaiming(entries: bigint): Uint8Array {
  const record = Buffer.concat([u32(0x06064b50), u64(44n), u16(45), u16(45), u32(0), u32(0), u64(entries), u64(entries), u64(0n), u64(0n)]);
  const locator = Buffer.concat([u32(0x07064b50), u32(0), u64(0n), u32(1)]);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(0xffff), u16(0xffff), u32(0xffffffff), u32(0xffffffff), u16(0)]);
  return new Uint8Array(Buffer.concat([record, locator, end]));
}
