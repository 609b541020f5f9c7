/**
 * The license file: UTF-8 JSON
 *
 *   { "format": "federation-license/1", "keyId": "...", "license": { ...terms }, "signature": "..." }
 *
 * `signature` is Ed25519 (base64) over the canonical JSON of {format, keyId, license}, made with
 * the private key whose public key has id `keyId`. Reading a file answers either its terms or the
 * reasons it cannot be trusted; it never answers terms from a file that fails any check.
 */
import { sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from '../../services/canonical-json';
import { licenseTermProblems, type LicenseTerms } from './license-terms';
import { keyIdOf, type TrustedKeys } from '../../services/trusted-signers/signing-keys';
import { MAX_LICENSE_FILE_BYTES } from '../../../shared/license-limits';

export const LICENSE_FORMAT = 'federation-license/1';
export { MAX_LICENSE_FILE_BYTES };
export const LICENSE_TOO_LARGE_MESSAGE =
  'The selected file cannot be processed due to reaching the 50 KB maximum size limit. Please try again.';

export interface LicenseFileDocument {
  format: typeof LICENSE_FORMAT;
  keyId: string;
  license: LicenseTerms;
  signature: string;
}

/** Why a file is not a trustworthy license: `kind` for callers, `message` for people. */
export class LicenseFileError extends Error {
  constructor(
    readonly kind: 'too-large' | 'malformed' | 'untrusted-key' | 'bad-signature',
    message: string,
  ) {
    super(message);
    this.name = 'LicenseFileError';
  }
}

/** The bytes the signature covers. */
export function signedBytes(keyId: string, license: unknown): Buffer {
  return Buffer.from(canonicalJson({ format: LICENSE_FORMAT, keyId, license }), 'utf8');
}

/** Signs `license` with an Ed25519 private key; answers the file text. */
export function issueLicenseFile(license: LicenseTerms, privateKey: KeyObject): string {
  const keyId = keyIdOf(privateKey);
  const signature = sign(null, signedBytes(keyId, license), privateKey).toString('base64');
  const document: LicenseFileDocument = { format: LICENSE_FORMAT, keyId, license, signature };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const malformed = (detail: string) => new LicenseFileError('malformed', `The license file is malformed: ${detail}.`);

/** Parses and checks the structure only (no signature check). Throws LicenseFileError. */
export function parseLicenseFile(bytes: Buffer): LicenseFileDocument {
  if (bytes.length > MAX_LICENSE_FILE_BYTES) throw new LicenseFileError('too-large', LICENSE_TOO_LARGE_MESSAGE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformed('it is not UTF-8 text');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed('it is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw malformed('it is not a JSON object');
  const document = parsed as Record<string, unknown>;
  if (document.format !== LICENSE_FORMAT) throw malformed(`the format is not ${LICENSE_FORMAT}`);
  if (typeof document.keyId !== 'string' || document.keyId === '') throw malformed('the key id is missing');
  if (typeof document.signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(document.signature)) {
    throw malformed('the signature is missing');
  }
  const problems = licenseTermProblems(document.license);
  if (problems.length > 0) throw malformed(problems.join('; '));
  return document as unknown as LicenseFileDocument;
}

/** Parses the file and verifies its signature against the trusted keys; answers its terms. */
export function readLicenseFile(bytes: Buffer, trusted: TrustedKeys): LicenseTerms {
  const document = parseLicenseFile(bytes);
  const publicKey = trusted.get(document.keyId);
  if (!publicKey) throw new LicenseFileError('untrusted-key', 'The license is not signed by a trusted key.');
  const signature = Buffer.from(document.signature, 'base64');
  if (!verify(null, signedBytes(document.keyId, document.license), publicKey, signature)) {
    throw new LicenseFileError('bad-signature', 'The license signature is invalid: the file was changed after it was signed.');
  }
  return document.license;
}
