import { describe, expect, it } from 'vitest';
import { formatLicenseDate } from '../../../src/console/screens/license/license-dates';
import { connectionLimit, licenseDetailRows, restrictedVersion } from '../../../src/console/screens/license/license-details';
import { licenseErrorMessages } from '../../../src/console/screens/license/license-errors';
import { bytesToBase64, isOversizeLicense, LICENSE_FILE_MAX_BYTES, readLicenseFile, utf8Bytes } from '../../../src/console/screens/license/license-file';

describe('license dates', () => {
  it("reads 'DD MMM YYYY, HH:mm UTC' in UTC whatever the offset of the value", () => {
    expect(formatLicenseDate('2026-03-04T05:06:07Z')).toBe('04 Mar 2026, 05:06 UTC');
    expect(formatLicenseDate('2026-03-04T23:30:00-02:00')).toBe('05 Mar 2026, 01:30 UTC');
  });

  it('has no text for an absent or broken date', () => {
    expect(formatLicenseDate(undefined)).toBeUndefined();
    expect(formatLicenseDate('not a date')).toBeUndefined();
  });
});

describe('license details', () => {
  it('restricts to the major version unless minor versions are enforced (4 and above)', () => {
    expect(restrictedVersion('12.1', '3')).toBe('12');
    expect(restrictedVersion('12.1', undefined)).toBe('12');
    expect(restrictedVersion('12.1', '4')).toBe('12.1');
    expect(restrictedVersion('12.1', '7')).toBe('12.1');
    expect(restrictedVersion(undefined, '7')).toBeUndefined();
  });

  it("shows 'Unlimited' with the count in use when there is no maximum", () => {
    expect(connectionLimit(undefined, 3)).toBe('Unlimited (3 in use)');
    expect(connectionLimit(undefined, undefined)).toBe('Unlimited');
    expect(connectionLimit(10, 3)).toBe('10 (3 in use)');
    expect(connectionLimit(0, 0)).toBe('0 (0 in use)');
  });

  it('labels every row as SPEC 3 names it, in order', () => {
    const rows = licenseDetailRows(
      {
        id: 'L-1',
        name: 'Pat Admin',
        version: '12.1',
        enforcementType: '3',
        organization: 'Example Corp',
        issueDate: '2025-01-02T03:04:00Z',
        tier: 'SUBSCRIPTION',
        oauthEnabled: true,
        wsTrustEnabled: false,
        provisioningEnabled: true,
        nodeLimit: 4,
        usedConnections: 2,
      },
      '12.1.0',
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['License ID', 'L-1'],
      ['Licensed to', 'Pat Admin'],
      ['Product Version', '12.1.0'],
      ['Restricted to Product Version', '12'],
      ['Organization', 'Example Corp'],
      ['Issued', '02 Jan 2025, 03:04 UTC'],
      ['Expiration', 'Never'],
      ['Connection Partner Limit', 'Unlimited (2 in use)'],
      ['Node Limit', '4'],
      ['Outbound Provisioning', 'Enabled'],
      ['WS-Trust STS', 'Disabled'],
      ['OAuth', 'Enabled'],
      ['Tier', 'SUBSCRIPTION'],
    ]);
  });
});

describe('license files', () => {
  it('allows exactly 51,200 bytes and refuses one more', () => {
    expect(isOversizeLicense(LICENSE_FILE_MAX_BYTES)).toBe(false);
    expect(isOversizeLicense(LICENSE_FILE_MAX_BYTES + 1)).toBe(true);
  });

  it('encodes the bytes as standard base64, also past one chunk', () => {
    expect(bytesToBase64(utf8Bytes('Zürich'))).toBe(Buffer.from('Zürich').toString('base64'));
    const large = new Uint8Array(70_000).map((_, index) => index % 251);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });

  it('never reads an oversize file and reads a small one with its text', async () => {
    expect(await readLicenseFile(new Blob([new Uint8Array(LICENSE_FILE_MAX_BYTES + 1)]))).toEqual({ ok: false, reason: 'oversize' });
    const read = await readLicenseFile(new Blob(['id=L-1\n']));
    expect(read.ok && read.text).toBe('id=L-1\n');
  });
});

describe('license errors', () => {
  it("shows each of the server's validation messages, else its message, else the fallback", () => {
    expect(licenseErrorMessages({ message: 'Validation error(s) occurred.', validationErrors: [{ message: 'Bad signature.' }, { message: 'Expired.' }] }, 'x')).toEqual(['Bad signature.', 'Expired.']);
    expect(licenseErrorMessages({ message: 'Refused.' }, 'x')).toEqual(['Refused.']);
    expect(licenseErrorMessages(undefined, 'Fallback.')).toEqual(['Fallback.']);
  });
});
