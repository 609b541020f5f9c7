// A settings document's chain of keys (src/server/resources/key-chains.ts): what a rotation makes
// of the document, and a new server's first keys.
import { describe, expect, it } from 'vitest';
import { firstKeys, shiftedKeys } from '../../../src/server/resources/key-chains';
import type { SettingsRotation } from '../../../src/shared/route-binding';

const SHIFTS = ['previous', 'current', 'pending'];
const rotation: SettingsRotation = { action: 'rotate', secret: 'keyData', shifts: SHIFTS, schema: {} };

describe('shiftedKeys', () => {
  it('moves each key, whole, into the one before it: the oldest is gone, the newest left out', () => {
    const doc = { other: 1, previous: { id: 'p', creationDate: 'p0' }, current: { id: 'c', creationDate: 'c0' }, pending: { id: 'n', creationDate: 'n0' } };
    expect(shiftedKeys(doc, SHIFTS)).toEqual({ other: 1, previous: { id: 'c', creationDate: 'c0' }, current: { id: 'n', creationDate: 'n0' } });
    // The input is left as it was.
    expect(doc.previous.id).toBe('p');
  });

  it('leaves out a key whose next one is missing, and reaches dotted keys', () => {
    expect(shiftedKeys({ current: { id: 'c' } }, SHIFTS)).toEqual({ previous: { id: 'c' } });
    expect(shiftedKeys({ keys: { old: { id: 'o' }, active: { id: 'a' } } }, ['keys.old', 'keys.active'])).toEqual({ keys: { old: { id: 'a' } } });
  });
});

describe('firstKeys', () => {
  it('gives each key the default holds a new secret, and makes no key the default leaves out', () => {
    let n = 0;
    const made = firstKeys({ current: {}, pending: { note: 'x' }, other: true }, rotation, () => `secret-${++n}`);
    expect(made).toEqual({ current: { keyData: 'secret-1' }, pending: { note: 'x', keyData: 'secret-2' }, other: true });
  });
});
