import { describe, expect, it } from 'vitest';
import { isAccountsOnlyUser, showsCryptoWarning, visibleTiles } from '../../../src/console/screens/landing/landing-rules';
import { landingAreaOf, landingTiles } from '../../../src/console/screens/landing/landing-tiles';

const admin = { auditor: false, roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };
const auditor = { auditor: true, roles: [] };
const crypto = { auditor: false, roles: ['CRYPTO_ADMINISTRATOR'] };
const userAdmin = { auditor: false, roles: ['USER_ADMINISTRATOR'] };
const cryptoAndUser = { auditor: false, roles: ['CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR'] };
const plainAdmin = { auditor: false, roles: ['ADMINISTRATOR'] };
const expression = { auditor: false, roles: ['EXPRESSION_ADMINISTRATOR'] };
const ids = (tiles: { navId: string }[]) => tiles.map((tile) => tile.navId);
const CRYPTO_TILES = ['signingAndDecryptionKeys', 'trustedCAs', 'sslServerCertificates', 'partnerMetadataUrls'];
const ALL_SYSTEM = ids(landingTiles.system);

describe('landing tiles', () => {
  it('has the tiles of SPEC 2.7 in order', () => {
    expect(landingTiles.authentication).toHaveLength(8);
    expect(landingTiles.applications).toHaveLength(6);
    expect(ids(landingTiles.security)).toEqual([...CRYPTO_TILES, 'redirectValidation']);
    expect(landingTiles.system).toHaveLength(8);
  });

  it('knows the area of a landing route', () => {
    expect(landingAreaOf('/security')).toBe('security');
    expect(landingAreaOf('/system/')).toBe('system');
    expect(landingAreaOf('/elsewhere')).toBeUndefined();
  });
});

describe('Security landing', () => {
  it('shows everything to auditors and to administrators with the crypto role', () => {
    expect(ids(visibleTiles('security', auditor, false))).toEqual([...CRYPTO_TILES, 'redirectValidation']);
    expect(ids(visibleTiles('security', admin, true))).toEqual([...CRYPTO_TILES, 'redirectValidation']);
    expect(showsCryptoWarning('security', auditor)).toBe(false);
  });

  it('shows a crypto administrator the crypto tiles but not Redirect Validation', () => {
    expect(ids(visibleTiles('security', crypto, true))).toEqual(CRYPTO_TILES);
    expect(showsCryptoWarning('security', crypto)).toBe(false);
  });

  it('shows an administrator without the crypto role only Redirect Validation, with the warning', () => {
    expect(ids(visibleTiles('security', plainAdmin, true))).toEqual(['redirectValidation']);
    expect(showsCryptoWarning('security', plainAdmin)).toBe(true);
  });

  it('shows a user administrator nothing but the warning', () => {
    expect(visibleTiles('security', userAdmin, true)).toEqual([]);
    expect(showsCryptoWarning('security', userAdmin)).toBe(true);
    expect(showsCryptoWarning('system', userAdmin)).toBe(false);
  });
});

describe('System landing', () => {
  it('shows only Administrative Accounts to crypto-only, user-admin-only and crypto+user admins', () => {
    for (const user of [crypto, userAdmin, cryptoAndUser]) {
      expect(isAccountsOnlyUser(user)).toBe(true);
      expect(ids(visibleTiles('system', user, true))).toEqual(['administrativeAccounts']);
    }
  });

  it('shows them nothing when account management is not visible', () => {
    expect(visibleTiles('system', crypto, false)).toEqual([]);
  });

  it('shows all system tiles to everyone else', () => {
    for (const user of [admin, auditor, plainAdmin, expression, { auditor: true, roles: ['CRYPTO_ADMINISTRATOR'] }, { auditor: false, roles: [] }]) {
      expect(isAccountsOnlyUser(user)).toBe(false);
      expect(ids(visibleTiles('system', user, false))).toEqual(ALL_SYSTEM);
    }
  });

  it('does not filter the other areas', () => {
    expect(visibleTiles('authentication', crypto, false)).toEqual(landingTiles.authentication);
    expect(visibleTiles('applications', userAdmin, false)).toEqual(landingTiles.applications);
  });
});
