/** The license file format and the credential token format, without a server. */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/server/services/canonical-json';
import { LicenseFileError, parseLicenseFile, readLicenseFile, signedBytes } from '../../src/server/features/license/license-file';
import { licenseValidityProblems } from '../../src/server/features/license/license-validity';
import { DEVELOPMENT_CREDENTIAL_PUBLIC_KEY, DEVELOPMENT_LICENSE_PUBLIC_KEY, keyIdOf, TrustedKeys } from '../../src/server/services/trusted-signers/signing-keys';
import { CredentialError, readCredential } from '../../src/server/features/pingone/credential-token';
import { credentialFixtures, VALID_CREDENTIAL_INFO } from '../fixtures/licenses/credential-fixtures';
import { developmentLicenseKey, licenseFixtures, signLicense, VALID_LICENSE_TERMS } from '../fixtures/licenses/license-fixtures';

const trusted = TrustedKeys.fromFiles([DEVELOPMENT_LICENSE_PUBLIC_KEY]);
const files = licenseFixtures();

function failure(read: () => unknown): LicenseFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof LicenseFileError) return error;
    throw error;
  }
  throw new Error('expected a LicenseFileError');
}

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps array order and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: true }, null], é: 'é' })).toBe('{"a":[{"c":true,"d":"x"},null],"b":1,"é":"é"}');
  });
  it('leaves out undefined properties and refuses what JSON cannot hold', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: () => 1 })).toThrow();
  });
});

describe('license files', () => {
  it('reads a genuine file back to the terms it was issued with', () => {
    expect(readLicenseFile(files.valid, trusted)).toEqual(VALID_LICENSE_TERMS);
  });

  it('names the signing key by the fingerprint of its public key', () => {
    const document = JSON.parse(files.valid.toString('utf8'));
    expect(document.keyId).toBe(keyIdOf(developmentLicenseKey()));
    expect(trusted.keyIds).toEqual([document.keyId]);
  });

  it('signs the canonical form, so reformatting the file keeps it valid', () => {
    const document = JSON.parse(files.valid.toString('utf8'));
    const reordered = { signature: document.signature, license: Object.fromEntries(Object.entries(document.license).reverse()), keyId: document.keyId, format: document.format };
    expect(readLicenseFile(Buffer.from(JSON.stringify(reordered)), trusted)).toEqual(VALID_LICENSE_TERMS);
    expect(signedBytes(document.keyId, reordered.license).equals(signedBytes(document.keyId, document.license))).toBe(true);
  });

  it('refuses a file changed after signing', () => {
    expect(failure(() => readLicenseFile(files.tampered, trusted)).kind).toBe('bad-signature');
    // The key id is covered by the signature too.
    const document = JSON.parse(files.valid.toString('utf8'));
    const otherTrusted = new TrustedKeys([generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' })]);
    const relabelled = Buffer.from(JSON.stringify({ ...document, keyId: otherTrusted.keyIds[0] }));
    expect(failure(() => readLicenseFile(relabelled, otherTrusted)).kind).toBe('bad-signature');
  });

  it('refuses a file signed by a key it does not trust', () => {
    expect(failure(() => readLicenseFile(files.wrongKey, trusted)).kind).toBe('untrusted-key');
    const onlyCredentialKey = TrustedKeys.fromFiles([DEVELOPMENT_CREDENTIAL_PUBLIC_KEY]);
    expect(failure(() => readLicenseFile(files.valid, onlyCredentialKey)).kind).toBe('untrusted-key');
  });

  it('refuses malformed and oversize files before looking at signatures', () => {
    expect(failure(() => parseLicenseFile(files.malformed)).message).toBe('The license file is malformed: it is not JSON.');
    expect(failure(() => parseLicenseFile(Buffer.from([0xff, 0xfe, 0x00]))).message).toMatch(/not UTF-8/);
    expect(failure(() => parseLicenseFile(Buffer.from('[1]'))).message).toMatch(/not a JSON object/);
    expect(failure(() => parseLicenseFile(files.oversize)).kind).toBe('too-large');
    const missingTier = JSON.parse(files.valid.toString('utf8'));
    delete missingTier.license.tier;
    missingTier.license.issueDate = 'yesterday';
    const error = failure(() => parseLicenseFile(Buffer.from(JSON.stringify(missingTier))));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/tier must be one of FREE, PERPETUAL, SUBSCRIPTION; issueDate must be an ISO 8601 date-time/);
  });

  it('knows when a genuine license applies', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(licenseValidityProblems(VALID_LICENSE_TERMS, now)).toEqual([]);
    expect(licenseValidityProblems(readLicenseFile(files.expired, trusted), now)).toEqual(['The license expired on 2020-12-31T23:59:59Z.']);
    expect(licenseValidityProblems(readLicenseFile(files.notYetValid, trusted), now)).toEqual(['The license is not valid until 2098-01-01T00:00:00Z.']);
    // The grace period extends the expiration date.
    const graced = { ...VALID_LICENSE_TERMS, expirationDate: '2026-05-25T00:00:00Z', gracePeriod: 10 };
    expect(licenseValidityProblems(graced, now)).toEqual([]);
    expect(licenseValidityProblems({ ...graced, gracePeriod: 5 }, now)).toHaveLength(1);
    expect(licenseValidityProblems({ ...VALID_LICENSE_TERMS, expirationDate: undefined }, now)).toEqual([]);
    // Version: the major must match; the minor only with enforcement bit 4.
    expect(licenseValidityProblems({ ...VALID_LICENSE_TERMS, version: '11.3' }, now)).toEqual(['The license is for version 11.3; this server is version 12.1.0.']);
    expect(licenseValidityProblems({ ...VALID_LICENSE_TERMS, version: '12.0' }, now)).toEqual([]);
    expect(licenseValidityProblems({ ...VALID_LICENSE_TERMS, version: '12.0', enforcementType: '7' }, now)).toHaveLength(1);
    expect(licenseValidityProblems({ ...VALID_LICENSE_TERMS, product: 'PingAccess' }, now)).toEqual(['The license is for PingAccess, not PingFederate.']);
  });

  it('issues files the fixtures and the command line share', () => {
    const file = signLicense({ ...VALID_LICENSE_TERMS, id: 'X' });
    expect(readLicenseFile(file, trusted).id).toBe('X');
  });
});

describe('PingOne credential tokens', () => {
  const credentialKeys = TrustedKeys.fromFiles([DEVELOPMENT_CREDENTIAL_PUBLIC_KEY]);
  const tokens = credentialFixtures();
  const reason = (token: string, keys = credentialKeys) => {
    try {
      readCredential(token, keys);
    } catch (error) {
      if (error instanceof CredentialError) return error.reason;
      throw error;
    }
    return 'accepted';
  };

  it('reads a genuine token', () => {
    expect(readCredential(tokens.valid, credentialKeys)).toEqual(VALID_CREDENTIAL_INFO);
    expect(readCredential(`  ${tokens.valid}\n`, credentialKeys)).toEqual(VALID_CREDENTIAL_INFO);
  });

  it('refuses tampered, malformed and foreign tokens', () => {
    expect(reason(tokens.tampered)).toBe('the signature does not match');
    expect(reason(tokens.malformed)).toBe('it is not header.body.signature');
    expect(reason(tokens.wrongKey)).toBe('it is not signed by a trusted key');
    expect(reason(tokens.valid, trusted)).toBe('it is not signed by a trusted key');
    expect(reason('e30.e30.AAAA')).toBe('the header is not {alg: EdDSA, kid}');
  });
});
