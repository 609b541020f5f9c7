/**
 * A settings document's contract defaults, server-computed values and a Rotate action, on the
 * generator's settings-secret fixture (tests/generator/fixtures/settings-secret: a page no product
 * area has yet), against the real store of the run's backend (SQLite, or TEST_STORE=postgres), the
 * real configuration keys and the real history recording; the resource is the one the generator
 * makes of the fixture's contract and page schema.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { resourceDefinition, resourcePages } from '../../generator/emit/resources';
import { recordingHistory } from '../../src/server/features/history/index';
import type { RouteHandler, ServerContext } from '../../src/server/kernel/handler-types';
import { resourceHandler } from '../../src/server/resources/resource-handlers';
import { documentSecretOwner } from '../../src/server/resources/secret-fields';
import { getSettingsDocument, putSettingsDocument } from '../../src/server/resources/settings-resource';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../src/server/services/keys/master-key';
import type { JsonDocument, Store } from '../../src/server/store/store';
import type { ResourceDefinition, RouteBinding } from '../../src/shared/route-binding';
import { fixtureOptions } from '../generator/helpers';
import { startTestServer, type TestServer } from './support/test-server';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The fingerprint the server's own keys make of a secret (an HMAC keyed from the master key). */
const fingerprintOf = (text: string) => keys.fingerprint(text);
const KEY = 'k'.repeat(43);
const OTHER_KEY = 'o'.repeat(43);

let server: TestServer;
let store: Store;
let keys: ConfigurationKeys;
let definition: ResourceDefinition;
let owner: string;

beforeAll(async () => {
  const { model } = await produce(fixtureOptions('settings-secret'));
  const page = resourcePages(model).find((p) => p.definition.id === 'signing-key')!;
  definition = resourceDefinition(model, page);
  owner = documentSecretOwner(definition.store);
  server = await startTestServer();
  const raw = await server.openStore();
  keys = new ConfigurationKeys(raw, loadOrCreateMasterKey(server.dataDir));
  await keys.ensureKey();
  store = recordingHistory(raw, {
    nameOf: () => 'Signing Key',
    now: () => Date.now(),
    retentionMs: 24 * 60 * 60 * 1000,
    secrets: { plaintextsOf: (reader, of) => keys.plaintextsOf(of, reader), objectOf: (of) => (of === owner ? { kind: 'settings', namespace: definition.store, id: definition.store } : undefined) },
  });
});

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

const save = (body: JsonDocument) => putSettingsDocument(store, definition, body, undefined, keys);
const read = () => getSettingsDocument(store, definition, keys);
const storedSecret = () => keys.getSecret(owner, 'keyData', store);
const history = async () => (await store.queryHistory({ namespaces: [definition.store], offset: 0, limit: 50 })).entries;

describe('a settings save fills the contract defaults', () => {
  it('of top-level and nested properties the save leaves out', async () => {
    const saved = await save({ issuer: 'https://a.example', rotation: {} });
    expect(saved).toMatchObject({ issuer: 'https://a.example', lifetimeSeconds: 600, rotation: { automatic: false, intervalDays: 90 } });
    expect(await read()).toMatchObject({ lifetimeSeconds: 600, rotation: { automatic: false, intervalDays: 90 } });
  });

  it('keeps what the save sends, and leaves a left-out object out', async () => {
    const saved = await save({ issuer: 'https://a.example', lifetimeSeconds: 30 });
    expect(saved.lifetimeSeconds).toBe(30);
    expect(saved).not.toHaveProperty('rotation');
  });
});

describe('server-computed values', () => {
  it("are present after every save, and a client's value is ignored", async () => {
    const before = Date.now();
    const saved = await save({ issuer: 'https://a.example', keyData: KEY, keyFingerprint: 'mine', creationDate: '1999-01-01T00:00:00.000Z', lastModified: '1999-01-01T00:00:00.000Z' });
    expect(saved.keyFingerprint).toBe(fingerprintOf(KEY));
    // Keyed: a reader of the fingerprint cannot test a guessed secret with a bare hash.
    expect(saved.keyFingerprint).not.toBe(sha256(KEY));
    expect(saved.creationDate).not.toBe('1999-01-01T00:00:00.000Z');
    expect(Date.parse(String(saved.lastModified))).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(saved)).not.toContain(KEY);
  });

  it('keep the creation date, follow the secret: same when kept blank, new when typed', async () => {
    const first = await read();
    const kept = await save({ issuer: 'https://b.example', keyData: '' });
    expect(kept.creationDate).toBe(first.creationDate);
    expect(kept.keyFingerprint).toBe(fingerprintOf(KEY));
    const roundTrip = await save(await read());
    expect(roundTrip.keyFingerprint).toBe(fingerprintOf(KEY));
    const changed = await save({ ...(await read()), keyData: OTHER_KEY });
    expect(changed.keyFingerprint).toBe(fingerprintOf(OTHER_KEY));
    expect(changed.creationDate).toBe(first.creationDate);
    const removed = await save({ issuer: 'https://b.example' });
    expect(removed).not.toHaveProperty('keyFingerprint');
  });

  it('a save of what was read keeps lastModified and records nothing; one that drops the secret or changes a value is a change', async () => {
    await save({ issuer: 'https://d.example', keyData: KEY });
    const read1 = await read();
    const entries = (await history()).length;
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Sent back whole (the secret as its encrypted value), and again with the secret left blank.
    expect((await save(await read())).lastModified).toBe(read1.lastModified);
    expect((await save({ ...(await read()), encryptedKeyData: undefined, keyData: '' })).lastModified).toBe(read1.lastModified);
    expect(await read()).toEqual(read1);
    expect((await history()).length).toBe(entries);
    const { encryptedKeyData: _sealed, ...withoutSecret } = await read();
    const dropped = await save(withoutSecret);
    expect(dropped.lastModified).not.toBe(read1.lastModified);
    expect(dropped).not.toHaveProperty('encryptedKeyData');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await save({ ...(await read()), issuer: 'https://e.example' });
    expect(changed.lastModified).not.toBe(dropped.lastModified);
  });
});

describe('the Rotate action (rotates: keyData)', () => {
  const binding = { operationId: 'rotateSigningKey', resource: { pageId: 'signing-key', kind: 'settings', action: 'update', pageAction: 'rotate' } } as RouteBinding;
  const rotate = async () => {
    const handler = resourceHandler(binding, { 'signing-key': definition }) as RouteHandler;
    expect(handler).toBeTypeOf('function');
    return (await handler({ server: { store, keys } as unknown as ServerContext, binding, caller: undefined, params: {}, query: {}, body: undefined } as never)) as { status: number; body: JsonDocument };
  };

  it('gives the secret a new generated value, kept encrypted, never answered, recorded as a secret change', async () => {
    await save({ issuer: 'https://c.example', keyData: KEY });
    const before = await read();
    const storedBefore = await store.listSecretsOf(owner);
    const historyBefore = (await history()).length;

    const answer = await rotate();
    expect(answer.status).toBe(200);
    const plaintext = (await storedSecret())!;
    expect(plaintext).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(plaintext).not.toBe(KEY);
    // Encrypted anew at rest, answered only as its encrypted value, which changed.
    const storedAfter = await store.listSecretsOf(owner);
    expect(JSON.stringify(storedAfter)).not.toContain(plaintext);
    expect(JSON.stringify(storedAfter)).not.toBe(JSON.stringify(storedBefore));
    expect(answer.body.encryptedKeyData).toBeTypeOf('string');
    expect(answer.body.encryptedKeyData).not.toBe(before.encryptedKeyData);
    expect(answer.body).not.toHaveProperty('keyData');
    expect(JSON.stringify(answer.body)).not.toContain(plaintext);
    expect(JSON.stringify(await read())).not.toContain(plaintext);
    // The computations ran: the fingerprint follows the new secret; the rest of the document stays.
    expect(answer.body.keyFingerprint).toBe(fingerprintOf(plaintext));
    expect(answer.body.issuer).toBe('https://c.example');
    expect(answer.body.creationDate).toBe(before.creationDate);

    const entries = await history();
    expect(entries.length).toBe(historyBefore + 1);
    expect(entries[0].after?.keyData).toBe('secret changed');
    expect(JSON.stringify(entries[0])).not.toContain(plaintext);
  });

  it('makes a different secret each time', async () => {
    await rotate();
    const one = await storedSecret();
    await rotate();
    expect(await storedSecret()).not.toBe(one);
  });
});
