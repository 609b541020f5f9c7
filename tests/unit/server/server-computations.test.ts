// The registry of server computations (src/server/resources/server-computations.ts): each
// function, and that the registry has exactly the names the generator accepts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SERVER_COMPUTATIONS } from '../../../src/shared/server-computations';
import { serverComputations, type ComputationContext } from '../../../src/server/resources/server-computations';
import { ConfigurationKeys } from '../../../src/server/services/keys/configuration-keys';
import type { Store } from '../../../src/server/store/store';

/** Configuration keys under a master key of 32 bytes of `fill` (the fingerprint needs no store). */
const keysWith = (fill: number) => new ConfigurationKeys({} as Store, Buffer.alloc(32, fill));

const NOW = new Date('2024-05-01T10:00:00.000Z');
const context = (over: Partial<ComputationContext> = {}): ComputationContext => ({ object: {}, stored: undefined, storedValue: undefined, secret: undefined, now: NOW, keys: undefined, schema: {}, unchanged: false, ...over });

describe('server computations', () => {
  it('has a function for every name the generator accepts, and no other', () => {
    expect(Object.keys(serverComputations).sort()).toEqual(Object.keys(SERVER_COMPUTATIONS).sort());
  });

  it('creationDate: the clock on the first write, the stored value after it', () => {
    expect(serverComputations.creationDate(context())).toBe('2024-05-01T10:00:00.000Z');
    expect(serverComputations.creationDate(context({ stored: { creationDate: '2020-01-01T00:00:00.000Z' }, storedValue: '2020-01-01T00:00:00.000Z' }))).toBe('2020-01-01T00:00:00.000Z');
  });

  it("creationDate of a key (from its secret): new when the secret is typed or generated, kept while it is kept or sent back encrypted", () => {
    const stored = '2020-01-01T00:00:00.000Z';
    expect(serverComputations.creationDate(context({ storedValue: stored, secret: { plaintext: 'new-key', kept: false } }))).toBe('2024-05-01T10:00:00.000Z');
    expect(serverComputations.creationDate(context({ storedValue: stored, secret: { plaintext: 'moved-key', kept: false, sentEncrypted: true } }))).toBe(stored);
    expect(serverComputations.creationDate(context({ storedValue: stored, secret: { kept: true } }))).toBe(stored);
    expect(serverComputations.creationDate(context({ secret: { plaintext: 'moved-key', kept: false, sentEncrypted: true } }))).toBe('2024-05-01T10:00:00.000Z');
  });

  it('creationDate of a key without a secret: none, since there is no key (a system key never set, sent blank or left out)', () => {
    expect(serverComputations.creationDate(context({ secret: { kept: false } }))).toBeUndefined();
    expect(serverComputations.creationDate(context({ secret: { kept: true } }))).toBeUndefined();
    expect(serverComputations.creationDate(context({ storedValue: '2020-01-01T00:00:00.000Z', secret: { kept: false } }))).toBeUndefined();
  });

  it('lastModified: the clock on every write that changes something; a save of what was read keeps it', () => {
    expect(serverComputations.lastModified(context({ storedValue: '2020-01-01T00:00:00.000Z' }))).toBe('2024-05-01T10:00:00.000Z');
    expect(serverComputations.lastModified(context({ storedValue: '2020-01-01T00:00:00.000Z', unchanged: true }))).toBe('2020-01-01T00:00:00.000Z');
    expect(serverComputations.lastModified(context({ unchanged: true }))).toBe('2024-05-01T10:00:00.000Z');
  });

  it("secretFingerprint: an HMAC of the write's secret under the master key's fingerprint key; kept secret, kept fingerprint; no secret, none", () => {
    const keys = keysWith(1);
    const fingerprint = serverComputations.secretFingerprint(context({ secret: { plaintext: 's3cret-value', kept: false }, storedValue: 'old', keys })) as string;
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint).toBe(keys.fingerprint('s3cret-value'));
    // Not a bare hash a reader could test guesses against; the same on every node with the same master key, another under another.
    expect(fingerprint).not.toBe(createHash('sha256').update('s3cret-value').digest('hex'));
    expect(keysWith(1).fingerprint('s3cret-value')).toBe(fingerprint);
    expect(keysWith(2).fingerprint('s3cret-value')).not.toBe(fingerprint);
    expect(keys.fingerprint('other-value')).not.toBe(fingerprint);
    expect(serverComputations.secretFingerprint(context({ secret: { kept: true }, storedValue: 'old', keys }))).toBe('old');
    expect(serverComputations.secretFingerprint(context({ secret: { kept: false }, storedValue: 'old', keys }))).toBeUndefined();
  });

  it('generatedSecret: random base64url of the length the schema allows (43 characters, 32 bytes, by default)', () => {
    const one = serverComputations.generatedSecret(context()) as string;
    const two = serverComputations.generatedSecret(context()) as string;
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two).not.toBe(one);
    expect(serverComputations.generatedSecret(context({ schema: { maxLength: 20 } }))).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(serverComputations.generatedSecret(context({ schema: { minLength: 64, maxLength: 128 } }))).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });

  it('generatedSecret: with format byte, padded base64 of whole random bytes (32 unless the lengths ask another size)', () => {
    // PingFederate's SystemKey.keyData: 32 bytes, base64.
    const key = serverComputations.generatedSecret(context({ schema: { format: 'byte', maxLength: 44, pattern: '^(?:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)?$' } })) as string;
    expect(key).toMatch(/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(serverComputations.generatedSecret(context({ schema: { format: 'byte', maxLength: 44 } }))).not.toBe(key);
    expect(Buffer.from(serverComputations.generatedSecret(context({ schema: { format: 'byte', maxLength: 24 } })) as string, 'base64')).toHaveLength(18);
    expect(() => serverComputations.generatedSecret(context({ schema: { format: 'byte', maxLength: 3 } }))).toThrow(/No generated secret satisfies/);
  });
});

describe('kerberosKeySets: the key sets of a realm that retains previous keys', () => {
  const keys = keysWith(3);
  const realm = { kerberosRealmName: 'corp.example.com', kerberosUsername: 'svc', retainPreviousKeysOnPasswordChange: true };
  const settings = { keySetRetentionPeriodMins: 610 };
  const opened = async (set: { encryptedKeySet: string }) => JSON.parse((await keys.openEncryptedValue(set.encryptedKeySet)) as string);
  type Sets = { encryptedKeySet: string; deactivatedAt?: string }[];

  it('none while the realm does not retain them, whatever was stored', () => {
    const stored = [{ encryptedKeySet: 'x' }];
    expect(serverComputations.kerberosKeySets(context({ object: { ...realm, retainPreviousKeysOnPasswordChange: false }, storedValue: stored, secret: { plaintext: 'pw-1', kept: false }, keys, document: settings }))).toBeUndefined();
  });

  it("one active set of the password's AES keys, sealed, on the first write", async () => {
    const sets = serverComputations.kerberosKeySets(context({ object: realm, secret: { plaintext: 'pw-1', kept: false }, keys, document: settings })) as Sets;
    expect(sets).toHaveLength(1);
    expect(sets[0].deactivatedAt).toBeUndefined();
    expect(sets[0].encryptedKeySet).not.toContain('pw-1');
    const content = await opened(sets[0]);
    expect(content).toMatchObject({ realm: 'CORP.EXAMPLE.COM', principal: 'svc' });
    expect(content.keys.map((k: { etype: number }) => k.etype)).toEqual([18, 17]);
  });

  it('a new password dates the active set and adds its own; the same password sent back keeps the sets as they are', async () => {
    const first = serverComputations.kerberosKeySets(context({ object: realm, secret: { plaintext: 'pw-1', kept: false }, keys, document: settings })) as Sets;
    const kept = serverComputations.kerberosKeySets(context({ object: realm, stored: realm, storedValue: first, secret: { plaintext: 'pw-1', kept: false, sentEncrypted: true }, keys, document: settings }));
    expect(kept).toEqual(first);
    const changed = serverComputations.kerberosKeySets(context({ object: realm, stored: realm, storedValue: first, secret: { plaintext: 'pw-2', kept: false }, keys, document: settings })) as Sets;
    expect(changed).toHaveLength(2);
    expect(changed[0]).toEqual({ ...first[0], deactivatedAt: NOW.toISOString() });
    expect(changed[1].deactivatedAt).toBeUndefined();
    expect((await opened(changed[1])).keys[0].key).not.toBe((await opened(first[0])).keys[0].key);
  });

  it("drops a set deactivated longer ago than the settings' retention period (610 minutes by default)", () => {
    const active = { encryptedKeySet: keys.sealForTransport('active') };
    const recent = { encryptedKeySet: 'recent', deactivatedAt: new Date(NOW.getTime() - 600 * 60_000).toISOString() };
    const expired = { encryptedKeySet: 'expired', deactivatedAt: new Date(NOW.getTime() - 611 * 60_000).toISOString() };
    const write = (document?: JsonDocumentLike) =>
      serverComputations.kerberosKeySets(context({ object: realm, stored: realm, storedValue: [expired, recent, active], secret: { plaintext: 'pw-1', kept: false, sentEncrypted: true }, keys, document })) as Sets;
    expect(write(settings)).toEqual([recent, active]);
    expect(write(undefined)).toEqual([recent, active]);
    expect(write({ keySetRetentionPeriodMins: 0 })).toEqual([active]);
    expect(write({ keySetRetentionPeriodMins: 700 })).toEqual([expired, recent, active]);
  });
});

type JsonDocumentLike = Record<string, number>;
