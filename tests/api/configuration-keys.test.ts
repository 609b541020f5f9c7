/**
 * Configuration encryption keys: real AES-256-GCM data keys wrapped with <dataDir>/master.key;
 * rotation re-encrypts every secret in one transaction.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey, masterKeyPath } from '../../src/server/services/keys/master-key';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import type { Store } from '../../src/server/store/store';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const KEYS = '/configurationEncryptionKeys';

describe('/configurationEncryptionKeys over HTTP', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('creates a 32-byte master key with mode 0600 on first start', () => {
    const path = masterKeyPath(server.dataDir);
    expect(readFileSync(path)).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('lists the keys newest first (the demo rotated twice after the first key)', async () => {
    const list = await admin.api('GET', KEYS);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    for (const key of list.body.items) {
      expect(Object.keys(key).sort()).toEqual(['creationDate', 'keyId']);
      expect(Number.isNaN(Date.parse(key.creationDate))).toBe(false);
    }
    const dates = list.body.items.map((k: { creationDate: string }) => Date.parse(k.creationDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('rotates: 201 with the new list, the new key first, and secrets move to it', async () => {
    const before = (await admin.api('GET', KEYS)).body.items;
    const secretBefore = await clientSecret(admin);
    const rotated = await admin.api('POST', KEYS + '/rotate');
    expect(rotated.status).toBe(201);
    expect(rotated.body.items).toHaveLength(before.length + 1);
    expect(rotated.body.items.slice(1)).toEqual(before);
    const current = rotated.body.items[0].keyId;
    expect(before.map((k: { keyId: string }) => k.keyId)).not.toContain(current);
    expect((await admin.api('GET', KEYS)).body).toEqual(rotated.body);
    const secretAfter = await clientSecret(admin);
    expect(jweKid(secretBefore)).toBe(before[0].keyId);
    expect(jweKid(secretAfter)).toBe(current);
    expect(secretAfter).not.toBe(secretBefore);
  });

  it('lets crypto administrators rotate; refuses auditors and user administrators', async () => {
    expect((await server.basic('crypto', DEMO_PASSWORD).api('POST', KEYS + '/rotate')).status).toBe(201);
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', KEYS)).status).toBe(200);
    expect((await auditor.api('POST', KEYS + '/rotate')).status).toBe(403);
    expect((await server.basic('useradmin', DEMO_PASSWORD).api('POST', KEYS + '/rotate')).status).toBe(403);
  });

  it('keeps keys, the master key and readable secrets across a restart', async () => {
    const before = (await admin.api('GET', KEYS)).body;
    const master = readFileSync(masterKeyPath(server.dataDir));
    const secret = await clientSecret(admin);
    server = await server.restart();
    admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', KEYS)).body).toEqual(before);
    expect(readFileSync(masterKeyPath(server.dataDir))).toEqual(master);
    expect(await clientSecret(admin)).toBe(secret);
    // The data keys still unwrap after the restart: a rotation re-encrypts every secret.
    const rotated = await admin.api('POST', KEYS + '/rotate');
    expect(rotated.status).toBe(201);
    expect(jweKid(await clientSecret(admin))).toBe(rotated.body.items[0].keyId);
  });
});

async function clientSecret(client: ApiClient): Promise<string> {
  const processor = (await client.api('GET', '/oauth/authorizationDetailProcessors/paymentProcessor')).body;
  return processor.configuration.fields.find((f: { name: string }) => f.name === 'Client Secret').encryptedValue;
}

function jweKid(jwe: string): string {
  return JSON.parse(Buffer.from(jwe.split('.')[0], 'base64url').toString('utf8')).kid;
}

describe('configuration keys through the store', () => {
  let dataDir: string;
  let store: Store;
  let keys: ConfigurationKeys;
  const SECRETS = Array.from({ length: 6 }, (_, i) => ({ owner: `/plugins/p${i % 3}`, name: `secret${i}`, value: `value-${i}-${'x'.repeat(i * 7)}` }));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-keys-test-'));
    store = await openSqliteStore(dataDir);
    keys = new ConfigurationKeys(store, loadOrCreateMasterKey(dataDir));
    await keys.ensureKey();
    await keys.ensureKey(); // idempotent
    await store.transaction(async (tx) => {
      for (const s of SECRETS) await keys.putSecret(tx, s.owner, s.name, s.value);
    });
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function expectAllReadable(keyId: string) {
    for (const s of SECRETS) {
      expect(await keys.getSecret(s.owner, s.name)).toBe(s.value);
      expect((await store.getSecret(s.owner, s.name))?.keyId).toBe(keyId);
    }
  }

  it('stores secrets encrypted with the current key, never in clear', async () => {
    const [current] = await keys.list();
    await expectAllReadable(current.keyId);
    const stored = await store.listSecrets();
    expect(stored).toHaveLength(SECRETS.length);
    for (const s of stored) expect(Buffer.from(s.ciphertext, 'base64').toString('utf8')).not.toContain('value-');
    const db = readFileSync(join(dataDir, 'console.db'));
    expect(db.includes('value-1-')).toBe(false);
    const wal = (() => { try { return readFileSync(join(dataDir, 'console.db-wal')); } catch { return Buffer.alloc(0); } })();
    expect(wal.includes('value-1-')).toBe(false);
  });

  it('a rotation that fails part-way changes nothing: same keys, every secret still under the old key', async () => {
    const before = await keys.list();
    await expect(
      keys.rotate({
        afterReencrypt: (count) => {
          if (count === 3) throw new Error('injected fault');
        },
      }),
    ).rejects.toThrow('injected fault');
    expect(await keys.list()).toEqual(before);
    await expectAllReadable(before[0].keyId);
  });

  it('a successful rotation re-encrypts every secret with the new key', async () => {
    const before = await keys.list();
    const after = await keys.rotate();
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(1)).toEqual(before);
    await expectAllReadable(after[0].keyId);
  });

  it('a process killed mid-rotation loses nothing', async () => {
    const before = await keys.list();
    await store.close();
    const script = fileURLToPath(new URL('./support/rotation-crash.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, dataDir, '3'], { encoding: 'utf8', timeout: 60_000 });
    expect(child.signal).toBe('SIGKILL');
    expect(child.stdout).not.toContain('rotation finished');

    store = await openSqliteStore(dataDir);
    keys = new ConfigurationKeys(store, loadOrCreateMasterKey(dataDir));
    expect(await keys.list()).toEqual(before);
    await expectAllReadable(before[0].keyId);
  });

  it('a wrong master key cannot read the data keys', async () => {
    const wrong = new ConfigurationKeys(store, Buffer.alloc(32, 7));
    await expect(wrong.getSecret(SECRETS[0].owner, SECRETS[0].name)).rejects.toThrow();
  });
});
