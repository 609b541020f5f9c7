import { describe, expect, it } from 'vitest';
import { connectionGroupStatus } from '../../../src/console/screens/license/connection-group-status';
import type { LicenseView } from '../../../src/console/screens/license/license-types';
import { licenseWarnings } from '../../../src/console/screens/license/license-warnings';

const current: LicenseView = {
  id: 'current',
  oauthEnabled: true,
  wsTrustEnabled: true,
  provisioningEnabled: true,
  expirationDate: '2030-01-01T00:00:00Z',
  maxConnections: 100,
  nodeLimit: 8,
};

const codes = (next: LicenseView, base: LicenseView | undefined = current) => licenseWarnings(base, next).map((warning) => warning.code);

describe('licenseWarnings', () => {
  it('has nothing to say when the new license keeps or widens everything', () => {
    expect(codes({ ...current, id: 'next' })).toEqual([]);
    expect(codes({ ...current, expirationDate: '2031-01-01T00:00:00Z', maxConnections: 200, nodeLimit: 16 })).toEqual([]);
    expect(codes({ ...current, expirationDate: undefined, maxConnections: undefined, nodeLimit: undefined })).toEqual([]);
  });

  it('has nothing to compare with when no license is installed', () => {
    expect(licenseWarnings(undefined, { oauthEnabled: false, maxConnections: 1 })).toEqual([]);
  });

  it('warns for each feature the new license disables', () => {
    expect(codes({ ...current, oauthEnabled: false })).toEqual(['disablesOauth']);
    expect(codes({ ...current, wsTrustEnabled: false })).toEqual(['disablesWsTrust']);
    expect(codes({ ...current, provisioningEnabled: undefined })).toEqual(['disablesProvisioning']);
  });

  it('does not warn about a feature the current license does not have either', () => {
    expect(codes({ ...current, oauthEnabled: false }, { ...current, oauthEnabled: false })).toEqual([]);
  });

  it('warns about an earlier expiration, also when the current license never expires', () => {
    expect(licenseWarnings(current, { ...current, expirationDate: '2029-12-31T23:59:00Z' })).toEqual([
      { code: 'earlierExpiration', current: '2030-01-01T00:00:00Z', next: '2029-12-31T23:59:00Z' },
    ]);
    expect(codes({ ...current, expirationDate: '2040-01-01T00:00:00Z' }, { ...current, expirationDate: undefined })).toEqual(['earlierExpiration']);
  });

  it('warns about lower connection and node limits, also below unlimited', () => {
    expect(licenseWarnings(current, { ...current, maxConnections: 99 })).toEqual([{ code: 'lowerConnectionLimit', current: 100, next: 99 }]);
    expect(licenseWarnings(current, { ...current, nodeLimit: 2 })).toEqual([{ code: 'lowerNodeLimit', current: 8, next: 2 }]);
    expect(codes({ ...current, maxConnections: 5000, nodeLimit: 50 }, { ...current, maxConnections: undefined, nodeLimit: undefined })).toEqual([
      'lowerConnectionLimit',
      'lowerNodeLimit',
    ]);
  });

  it('warns when the new license changes to connection groups', () => {
    const grouped = { ...current, licenseGroups: [{ name: 'SaaS', connectionCount: 5 }] };
    expect(codes(grouped)).toEqual(['connectionGroupModel']);
    expect(codes(grouped, grouped)).toEqual([]);
  });

  it('lists every case at once, in the order SPEC 2.9 names them', () => {
    expect(
      codes({ oauthEnabled: false, wsTrustEnabled: false, provisioningEnabled: false, expirationDate: '2026-01-01T00:00:00Z', maxConnections: 1, nodeLimit: 1, licenseGroups: [{ name: 'g' }] }),
    ).toEqual(['disablesOauth', 'disablesWsTrust', 'disablesProvisioning', 'earlierExpiration', 'lowerConnectionLimit', 'lowerNodeLimit', 'connectionGroupModel']);
  });
});

describe('connectionGroupStatus', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('is Not Yet In Effect before its start date', () => {
    expect(connectionGroupStatus({ startDate: '2026-06-15T12:00:01Z', endDate: '2027-01-01T00:00:00Z' }, now)).toBe('notYetInEffect');
  });

  it('is Expired after its end date', () => {
    expect(connectionGroupStatus({ startDate: '2025-01-01T00:00:00Z', endDate: '2026-06-15T11:59:59Z' }, now)).toBe('expired');
  });

  it('is OK between the dates, on either edge, and without dates', () => {
    expect(connectionGroupStatus({ startDate: '2026-06-15T12:00:00Z', endDate: '2026-06-15T12:00:00Z' }, now)).toBe('ok');
    expect(connectionGroupStatus({}, now)).toBe('ok');
    expect(connectionGroupStatus({ startDate: 'garbage' }, now)).toBe('ok');
  });
});
