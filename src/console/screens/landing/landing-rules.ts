/**
 * Which landing tiles a user sees (SPEC 6). The server enforces the same roles on the pages
 * themselves; these rules only keep the landing pages from offering what the user cannot open.
 */
import type { LandingArea, LandingTile } from './landing-tiles';
import { landingTiles } from './landing-tiles';

export interface LandingUser {
  auditor: boolean;
  roles: readonly string[];
}

const CRYPTO_ADMINISTRATOR = 'CRYPTO_ADMINISTRATOR';
const USER_ADMINISTRATOR = 'USER_ADMINISTRATOR';
const ADMINISTRATOR = 'ADMINISTRATOR';
const ACCOUNTS_TILE = 'administrativeAccounts';
const REDIRECT_TILE = 'redirectValidation';

/** Certificate and key tiles: auditors (to view) and crypto administrators. */
export function seesCryptoTiles(user: LandingUser): boolean {
  return user.auditor || user.roles.includes(CRYPTO_ADMINISTRATOR);
}

export function seesRedirectValidation(user: LandingUser): boolean {
  return user.auditor || user.roles.includes(ADMINISTRATOR);
}

/** A non-auditor whose roles are only crypto admin, user admin or both sees only account management. */
export function isAccountsOnlyUser(user: LandingUser): boolean {
  if (user.auditor || user.roles.length === 0) return false;
  return user.roles.every((role) => role === CRYPTO_ADMINISTRATOR || role === USER_ADMINISTRATOR);
}

/** The tiles of an area this user sees, in the page's order. */
export function visibleTiles(area: LandingArea, user: LandingUser, accountManagementVisible: boolean): LandingTile[] {
  const tiles = landingTiles[area];
  if (area === 'security') {
    return tiles.filter((tile) => (tile.crypto ? seesCryptoTiles(user) : tile.navId !== REDIRECT_TILE || seesRedirectValidation(user)));
  }
  if (area === 'system' && isAccountsOnlyUser(user)) {
    return accountManagementVisible ? tiles.filter((tile) => tile.navId === ACCOUNTS_TILE) : [];
  }
  return tiles;
}

/** The Security page warns a user who gets no certificate and key tiles. */
export function showsCryptoWarning(area: LandingArea, user: LandingUser): boolean {
  return area === 'security' && !seesCryptoTiles(user);
}
