import { describe, expect, it } from 'vitest';
import { draftOf, keySetOf, newDraft } from '../../../src/console/screens/token-signing-keys/key-set-draft';
import { availableIssuers, certificateChoices, draftErrors, formFieldPath, idErrors, nameInUse } from '../../../src/console/screens/token-signing-keys/key-set-rules';
import type { KeySet } from '../../../src/console/screens/token-signing-keys/key-set-types';
import { EC_CURVE_SIZES, KEY_SET_ID_MAX_LENGTH, MIN_RSA_KEY_SIZE } from '../../../src/shared/signing-keys';

describe('signing key rules (SPEC 5, 9)', () => {
  it('keeps the SPEC 9 constants', () => {
    expect([KEY_SET_ID_MAX_LENGTH, MIN_RSA_KEY_SIZE, [...EC_CURVE_SIZES]]).toEqual([33, 2048, [256, 384, 521]]);
  });

  it('offers RSA from 2048 bits, EC only on its own curve, and nothing under rotation', () => {
    const pairs = [
      { id: 'rsa2047', keyAlgorithm: 'RSA', keySize: 2047 },
      { id: 'rsa2048', keyAlgorithm: 'RSA', keySize: 2048 },
      { id: 'rsaRotating', keyAlgorithm: 'RSA', keySize: 4096, rotationSettings: { creationBufferDays: 1, activationBufferDays: 1 } },
      { id: 'ec384', keyAlgorithm: 'EC', keySize: 384 },
      { id: 'ec2048', keyAlgorithm: 'EC', keySize: 2048 },
      { id: 'rsa256', keyAlgorithm: 'RSA', keySize: 256 },
    ];
    const ids = (slot: Parameters<typeof certificateChoices>[1]) => certificateChoices(pairs, slot).map((pair) => pair.id);
    expect(ids('rsa')).toEqual(['rsa2048']);
    expect(ids('p256')).toEqual([]);
    expect(ids('p384')).toEqual(['ec384']);
    expect(ids('p521')).toEqual([]);
  });

  it('keeps a chosen certificate among the choices even when it no longer fits', () => {
    const pairs = [{ id: 'small', keyAlgorithm: 'RSA', keySize: 1024 }, { id: 'big', keyAlgorithm: 'RSA', keySize: 2048 }];
    expect(certificateChoices(pairs, 'rsa').map((pair) => pair.id)).toEqual(['big']);
    expect(certificateChoices(pairs, 'rsa', 'small').map((pair) => pair.id)).toEqual(['small', 'big']);
  });
});

const setA: KeySet = {
  id: 'a',
  name: 'Set A',
  issuers: [{ id: 'i1' }],
  signingKeys: { rsaActiveCertRef: { id: 'r' }, rsaAlgorithmActiveKeyIds: [{ rsaAlgType: 'RS256', keyId: 'k256' }] },
};

describe('key set form rules', () => {
  it('names in use, ignoring case as the server does, except the set itself; blank is not "in use"', () => {
    expect(nameInUse('Set A', [setA])).toBe(true);
    expect(nameInUse(' set a ', [setA])).toBe(true);
    expect(nameInUse('Set A', [setA], 'a')).toBe(false);
    expect(nameInUse('SET A', [setA], 'a')).toBe(false);
    expect(nameInUse('Set B', [setA])).toBe(false);
    expect(nameInUse('', [setA])).toBe(false);
  });

  it('checks the ID: length, pattern, uniqueness; blank is allowed', () => {
    expect(idErrors('', [setA])).toEqual([]);
    expect(idErrors('x'.repeat(33), [setA])).toEqual([]);
    expect(idErrors('x'.repeat(34), [setA])).toEqual(['The ID can be at most 33 characters.']);
    expect(idErrors('a b', [setA])).toEqual(['The ID can only contain alphanumeric characters, dash, dot and underscore.']);
    expect(idErrors('a', [setA])).toEqual(['ID is already in-use.']);
  });

  it('offers issuers no other key set uses', () => {
    const issuers = [{ id: 'i1', name: 'One', host: 'h' }, { id: 'i2', name: 'Two', host: 'h' }];
    expect(availableIssuers(issuers, [setA]).map((issuer) => issuer.id)).toEqual(['i2']);
    expect(availableIssuers(issuers, [setA], 'a').map((issuer) => issuer.id)).toEqual(['i1', 'i2']);
  });

  it('requires a name, an issuer and an RSA active certificate; the ID is checked only on create', () => {
    const draft = newDraft({ id: 'a', name: '', description: '' });
    expect(Object.keys(draftErrors(draft, [setA]))).toEqual(['name', 'id', 'issuers', 'signingKeys.rsaActiveCertRef']);
    expect(draftErrors(draftOf(setA), [setA], setA)).toEqual({});
  });

  it('sends certificates with their key IDs, leaves blanks out and keeps the per-algorithm RSA key IDs', () => {
    const draft = draftOf(setA);
    draft.description = '  ';
    draft.slots.p256 = { activeCertId: '', activeKeyId: 'stale', previousCertId: 'e', previousKeyId: ' kp ', publishX5c: true };
    expect(keySetOf(draft, setA)).toEqual({
      id: 'a',
      name: 'Set A',
      issuers: [{ id: 'i1' }],
      signingKeys: {
        rsaAlgorithmActiveKeyIds: [{ rsaAlgType: 'RS256', keyId: 'k256' }],
        rsaActiveCertRef: { id: 'r' },
        rsaPublishX5cParameter: false,
        p256PreviousCertRef: { id: 'e' },
        p256PreviousKeyId: 'kp',
      },
    });
  });

  it("reads the server's field paths in the form's terms", () => {
    expect(formFieldPath('signingKeys.rsaActiveCertRef.id')).toBe('signingKeys.rsaActiveCertRef');
    expect(formFieldPath('signingKeys.rsaActiveKeyId')).toBe('signingKeys.rsaActiveKeyId');
    expect(formFieldPath('issuers[1].id')).toBe('issuers');
    expect(formFieldPath('name')).toBe('name');
  });
});
