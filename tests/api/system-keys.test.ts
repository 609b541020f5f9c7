/**
 * PingFederate's System Keys (/serverSettings/systemKeys, .../rotate) over HTTP: a page made of
 * contract paths and a page schema only, served by the generic settings resource. A settings
 * document holding write-only secrets (each key's keyData: sealed at rest, answered only as its
 * encryptedKeyData, kept when left blank or sent back encrypted) and a Rotate action along a chain
 * of keys (page schema `rotates: keyData` with `shifts: [previous, current, pending]`), whose
 * first keys a new server makes at start. Real store of the run's backend, real configuration
 * keys, real history.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSchemas } from '../../generated/server-routes.gen';
import { documentSecretOwner } from '../../src/server/resources/secret-fields';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../src/server/services/keys/master-key';
import { expectValidAgainstReference } from './support/reference-schemas';
import { withRawDatabase } from './support/raw-database';
import { openStoreDump } from './support/store-dump';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const PATH = '/serverSettings/systemKeys';
const OWNER = documentSecretOwner(PATH);
const SLOTS = ['current', 'pending', 'previous'] as const;
/** The contract's keyData: 32 bytes, base64 (padded). */
const KEY_DATA = new RegExp(String((contractSchemas.components.schemas.SystemKey.properties as Record<string, { pattern: string }>).keyData.pattern));

type Key = { creationDate?: string; encryptedKeyData?: string; keyData?: string };
type SystemKeys = { current: Key; pending: Key; previous?: Key };

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const newKey = () => randomBytes(32).toString('base64');
const isJwe = (value: unknown) => typeof value === 'string' && value.split('.').length === 5;

async function read(client: ApiClient = admin): Promise<SystemKeys> {
  const answer = await client.api('GET', PATH);
  expect(answer.status).toBe(200);
  return answer.body as SystemKeys;
}

/** The keys in clear, as the configuration keys open the secrets store (by another handle on the store). */
async function plaintexts(): Promise<Map<string, string>> {
  const store = await server.openStore();
  try {
    return await new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir)).plaintextsOf(OWNER, store);
  } finally {
    await store.close();
  }
}

const secretRows = () => withRawDatabase(server, (db) => db.query('SELECT * FROM secrets WHERE owner = ? ORDER BY name', [OWNER]));

/** The rows of the configuration: settings documents, secrets and the history (sessions and tokens change with every call). */
async function configurationRows(): Promise<unknown> {
  const dump = await openStoreDump(server);
  try {
    const { settings, secrets, configuration_history: historyRows } = await dump.dump();
    return { settings, secrets, historyRows };
  } finally {
    await dump.close();
  }
}

async function storeText(): Promise<string> {
  const dump = await openStoreDump(server);
  try {
    return JSON.stringify(await dump.dump());
  } finally {
    await dump.close();
  }
}

async function history(): Promise<{ id: number; operation: string; username: string; before?: SystemKeys; after?: SystemKeys }[]> {
  const answer = await admin.api('GET', `/internal/history?path=${encodeURIComponent(PATH)}`);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

describe('a new server', () => {
  it('answers a current and a pending key it made at first start, encrypted, in the shape of PingFederate 12.1', async () => {
    const keys = await read();
    expect(Object.keys(keys).sort()).toEqual(['current', 'pending']);
    for (const key of [keys.current, keys.pending]) {
      expect(Object.keys(key).sort()).toEqual(['creationDate', 'encryptedKeyData']);
      expect(isJwe(key.encryptedKeyData)).toBe(true);
      expect(Number.isNaN(Date.parse(key.creationDate!))).toBe(false);
    }
    expect(keys.current.encryptedKeyData).not.toBe(keys.pending.encryptedKeyData);
    expectValidAgainstReference('SystemKeys', keys);

    // Keys the contract takes: 32 random bytes each, base64; never the same twice.
    const clear = await plaintexts();
    expect([...clear.keys()].sort()).toEqual(['current.keyData', 'pending.keyData']);
    for (const value of clear.values()) {
      expect(value).toMatch(KEY_DATA);
      expect(Buffer.from(value, 'base64')).toHaveLength(32);
    }
    expect(clear.get('current.keyData')).not.toBe(clear.get('pending.keyData'));
    expect(await storeText()).not.toContain(clear.get('current.keyData'));

    // The server's own change, recorded once; the secrets masked.
    const entries = await history();
    expect(entries.map((e) => [e.operation, e.username])).toEqual([['CREATE', 'system']]);
    expect(entries[0].after).toEqual({ current: { creationDate: keys.current.creationDate, keyData: '********' }, pending: { creationDate: keys.pending.creationDate, keyData: '********' } });
    expect(JSON.stringify(entries)).not.toContain(clear.get('current.keyData'));
  });

  it('keeps them across a restart (made once, not on every start)', async () => {
    const before = await read();
    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect(await read()).toEqual(before);
    expect(await history()).toHaveLength(1);
  });
});

describe('keyData, a write-only secret', () => {
  it('typed, is stored encrypted and answered only as its new encryptedKeyData', async () => {
    const before = await read();
    const typed = newKey();
    const saved = await admin.api('PUT', PATH, { ...before, current: { keyData: typed } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.text).not.toContain(typed);
    expect(saved.body.current).not.toHaveProperty('keyData');
    expect(isJwe(saved.body.current.encryptedKeyData)).toBe(true);
    expect(saved.body.current.encryptedKeyData).not.toBe(before.current.encryptedKeyData);
    // The creation date is the server's: a key typed is a new key, made now; the key sent back keeps its date.
    expect(Date.parse(saved.body.current.creationDate)).toBeGreaterThan(Date.parse(before.current.creationDate!));
    expect(saved.body.pending).toEqual(before.pending);

    expect((await plaintexts()).get('current.keyData')).toBe(typed);
    expect(await storeText()).not.toContain(typed);
    const reads = [await admin.api('GET', PATH), await admin.api('GET', '/bulk/export')];
    for (const answer of reads) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(typed);
    }
    expect(reads[0].body.current.encryptedKeyData).toBe(saved.body.current.encryptedKeyData);
    // History: the key changed, at its place, never its value.
    const [entry] = await history();
    expect(entry.after?.current).toEqual({ creationDate: saved.body.current.creationDate, keyData: 'secret changed' });
    expect(entry.after?.pending).toEqual({ creationDate: before.pending.creationDate });
    expect(JSON.stringify(entry)).not.toContain(typed);
  });

  it('left blank or sent back as its unchanged encryptedKeyData, stays as it was', async () => {
    const before = await read();
    const rows = await secretRows();
    const entries = (await history()).length;

    const blank = await admin.api('PUT', PATH, { current: { keyData: '' }, pending: { keyData: '', encryptedKeyData: before.pending.encryptedKeyData } });
    expect(blank.status, blank.text).toBe(200);
    expect(blank.body).toEqual(before);
    const sentBack = await admin.api('PUT', PATH, { current: { encryptedKeyData: before.current.encryptedKeyData }, pending: { encryptedKeyData: before.pending.encryptedKeyData } });
    expect(sentBack.status, sentBack.text).toBe(200);
    expect(sentBack.body).toEqual(before);

    expect(await secretRows()).toEqual(rows);
    expect(await history()).toHaveLength(entries);
  });

  it('GET → PUT of the same body changes nothing: no secret row, no history entry', async () => {
    const before = await read();
    const rows = await secretRows();
    const stored = await configurationRows();
    const entries = (await history()).length;
    const again = await admin.api('PUT', PATH, before);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(before);
    expect(await secretRows()).toEqual(rows);
    expect(await configurationRows()).toEqual(stored);
    expect(await history()).toHaveLength(entries);
  });

  it('must be 32 bytes, base64: another value is refused on its field and nothing is stored', async () => {
    const before = await read();
    const rows = await secretRows();
    for (const wrong of ['c2hvcnQ=', randomBytes(33).toString('base64'), `${newKey().slice(0, -1)}!`]) {
      const refused = await admin.api('PUT', PATH, { ...before, pending: { keyData: wrong } });
      expect(refused.status, wrong).toBe(422);
      expect([...new Set(refused.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath))]).toEqual(['pending.keyData']);
      expect(refused.text).not.toContain(wrong);
    }
    expect(await secretRows()).toEqual(rows);
  });

  it('refuses an encryptedKeyData this server did not make', async () => {
    const before = await read();
    const forged = before.current.encryptedKeyData!.replace(/\.([^.]+)\.([^.]+)$/, '.AAAA.$2');
    const refused = await admin.api('PUT', PATH, { ...before, current: { encryptedKeyData: forged } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0].fieldPath).toBe('current.keyData');
  });
});

describe('Rotate (POST /serverSettings/systemKeys/rotate)', () => {
  it('shifts the chain: previous ← current ← pending ← a new key, each keeping its encryption and creation date', async () => {
    const before = await read();
    const clearBefore = await plaintexts();
    const entries = (await history()).length;
    const startedAt = Date.now();

    const rotated = await admin.api('POST', `${PATH}/rotate`);
    expect(rotated.status, rotated.text).toBe(200);
    const after = rotated.body as SystemKeys;
    expectValidAgainstReference('SystemKeys', after);
    expect(after.previous).toEqual(before.current);
    expect(after.current).toEqual(before.pending);
    expect(isJwe(after.pending.encryptedKeyData)).toBe(true);
    expect([before.current.encryptedKeyData, before.pending.encryptedKeyData]).not.toContain(after.pending.encryptedKeyData);
    expect(Date.parse(after.pending.creationDate!)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(after.pending).not.toHaveProperty('keyData');
    expect(await read()).toEqual(after);

    const clear = await plaintexts();
    expect(clear.get('previous.keyData')).toBe(clearBefore.get('current.keyData'));
    expect(clear.get('current.keyData')).toBe(clearBefore.get('pending.keyData'));
    const made = clear.get('pending.keyData')!;
    expect(made).toMatch(KEY_DATA);
    expect([...clearBefore.values()]).not.toContain(made);
    expect(rotated.text).not.toContain(made);
    expect(await storeText()).not.toContain(made);

    // One change, the administrator's; the keys changed at every place, shown masked.
    const recorded = await history();
    expect(recorded).toHaveLength(entries + 1);
    expect(recorded[0]).toMatchObject({ operation: 'UPDATE', username: 'Administrator' });
    for (const slot of SLOTS) expect(recorded[0].after?.[slot]?.keyData).toBe('secret changed');
    expect(JSON.stringify(recorded[0])).not.toContain(made);
  });

  it('again: the oldest key is dropped and every key moves on', async () => {
    const before = await read();
    const clearBefore = await plaintexts();
    const rotated = await admin.api('POST', `${PATH}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.previous).toEqual(before.current);
    expect(rotated.body.current).toEqual(before.pending);
    const clear = await plaintexts();
    expect([...clear.keys()].sort()).toEqual(['current.keyData', 'pending.keyData', 'previous.keyData']);
    expect([...clear.values()]).not.toContain(clearBefore.get('previous.keyData'));
  });
});

describe('roles (as /serverSettings/logSettings: any account reads, administrators change)', () => {
  it('a crypto administrator reads the keys but may not save or rotate them', async () => {
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    const keys = await read(crypto);
    expect(keys).toEqual(await read());
    expect((await crypto.api('PUT', PATH, keys)).status).toBe(403);
    expect((await crypto.api('POST', `${PATH}/rotate`)).status).toBe(403);
    expect(await read()).toEqual(keys);
  });
});

describe('an auditor', () => {
  it('reads the keys (never in clear) but may not save or rotate them', async () => {
    const keys = await read(auditor);
    expect(keys).toEqual(await read());
    const rows = await secretRows();
    const entries = (await history()).length;
    const put = await auditor.api('PUT', PATH, { ...keys, current: { keyData: newKey() } });
    expect(put.status).toBe(403);
    const rotate = await auditor.api('POST', `${PATH}/rotate`);
    expect(rotate.status).toBe(403);
    expect(await read()).toEqual(keys);
    expect(await secretRows()).toEqual(rows);
    expect(await history()).toHaveLength(entries);
  });
});
