/**
 * License files as the browser sends them (SPEC 5, 9): at most 51,200 bytes, uploaded as the
 * base64 of their bytes. The same rule holds for a chosen file and for pasted license text.
 */
import { MAX_LICENSE_FILE_BYTES } from '../../../shared/license-limits';

export const LICENSE_FILE_MAX_BYTES = MAX_LICENSE_FILE_BYTES;

export function isOversizeLicense(byteLength: number): boolean {
  return byteLength > LICENSE_FILE_MAX_BYTES;
}

export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Standard base64 of raw bytes (btoa needs a binary string; chunks keep the argument list short). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

export type ReadLicenseFile = { ok: true; bytes: Uint8Array; text: string } | { ok: false; reason: 'oversize' | 'unreadable' };

/** Reads a chosen file unless it is over the limit: an oversize file is never read nor sent. */
export async function readLicenseFile(file: Blob): Promise<ReadLicenseFile> {
  if (isOversizeLicense(file.size)) return { ok: false, reason: 'oversize' };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { ok: true, bytes, text: new TextDecoder().decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
