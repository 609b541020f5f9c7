/**
 * Every attribute contract a plugin instance has is filled and checked from its descriptor, not
 * only `attributeContract`. The kind: PingFederate's identity store provisioners, whose instances
 * also have a groupAttributeContract, in a copy of the product given the two provisioner types of
 * tests/fixtures/identity-store-provisioners (one group contract extends, one does not),
 * generated, and served by the copy's real server
 * (SQLite, or with TEST_STORE=postgres a fresh PostgreSQL database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate';
import { defaultOptions } from '../../generator/options';
import { copyProduct } from '../e2e/fixture-page/product-copy';
import { addIdentityStoreProvisioners } from '../fixtures/identity-store-provisioners/with-provisioners';
import { createTestDatabase, type TestDatabase } from './support/postgres';
import { API_BASE, DEMO_PASSWORD, XSRF } from './support/test-server';

const PROVISIONERS = '/identityStoreProvisioners';
const DIRECTORY = 'com.example.provisioner.DirectoryProvisioner';
const USER_ONLY = 'com.example.provisioner.UserOnlyProvisioner';

let out: string;
let server: ChildProcess | undefined;
let database: TestDatabase | undefined;
let baseUrl: string;

/** Starts the copy's server on a free port; resolves with its base URL once it listens. */
function startServer(root: string, databaseUrl: string | undefined): Promise<string> {
  const args = ['tsx', 'src/server/main.ts', '--port', '0', '--host', '127.0.0.1', '--data-dir', join(root, 'data'), '--demo', ...(databaseUrl ? ['--database-url', databaseUrl] : [])];
  const child = spawn('npx', args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve(listening[1]);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new Error(`the fixture server ended (${code}) before it listened:\n${output}`)));
  });
}

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}${API_BASE}${path}`, {
    method,
    headers: { ...XSRF, authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'isp-product-'));
  copyProduct(out);
  addIdentityStoreProvisioners(out);
  await generate(defaultOptions(out));
  // The API is what is tested: an empty console build is enough.
  mkdirSync(join(out, 'dist'), { recursive: true });
  writeFileSync(join(out, 'dist/index.html'), '<!doctype html><title>fixture</title>');
  database = process.env.TEST_STORE === 'postgres' ? await createTestDatabase() : undefined;
  baseUrl = await startServer(out, database?.url);
}, 240_000);

afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const ended = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await ended;
  }
  await database?.drop();
  if (out) rmSync(out, { recursive: true, force: true });
}, 60_000);

const instance = (id: string, type: string, more: Record<string, unknown> = {}) => ({
  id,
  name: id,
  pluginDescriptorRef: { id: type },
  configuration: { fields: type === DIRECTORY ? [{ name: 'Base DN', value: 'ou=people,dc=example,dc=com' }] : [], tables: [] },
  ...more,
});

describe('a plugin kind with two attribute contracts', () => {
  it('the descriptor is served with its kind-specific properties', async () => {
    const descriptor = await api('GET', `${PROVISIONERS}/descriptors/${DIRECTORY}`);
    expect(descriptor.status).toBe(200);
    expect(descriptor.body).toMatchObject({ groupAttributeContract: ['displayName', 'members'], supportsGroupExtendedContract: true });
  });

  it('both contracts get their core attributes from the descriptor, whatever the request lists, and keep their extended ones', async () => {
    const created = await api(
      'POST',
      PROVISIONERS,
      instance('directory', DIRECTORY, {
        attributeContract: { coreAttributes: [{ name: 'nickname' }], extendedAttributes: [{ name: 'title' }] },
        groupAttributeContract: { extendedAttributes: [{ name: 'description' }] },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attributeContract).toEqual({ coreAttributes: [{ name: 'userName' }, { name: 'mail' }], extendedAttributes: [{ name: 'title' }] });
    expect(created.body.groupAttributeContract).toEqual({ coreAttributes: [{ name: 'displayName' }, { name: 'members' }], extendedAttributes: [{ name: 'description' }] });
    // A core attribute cannot be removed: an update that leaves the group's out gets them back.
    const updated = await api('PUT', `${PROVISIONERS}/directory`, { ...created.body, groupAttributeContract: { coreAttributes: [], extendedAttributes: [] } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.groupAttributeContract).toEqual({ coreAttributes: [{ name: 'displayName' }, { name: 'members' }], extendedAttributes: [] });
    expect((await api('GET', `${PROVISIONERS}/directory`)).body.groupAttributeContract.coreAttributes).toEqual([{ name: 'displayName' }, { name: 'members' }]);
  });

  it('a group contract is filled even when the request has none', async () => {
    const created = await api('POST', PROVISIONERS, instance('users-bare', USER_ONLY));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attributeContract).toEqual({ coreAttributes: [{ name: 'userName' }] });
    expect(created.body.groupAttributeContract).toEqual({ coreAttributes: [{ name: 'displayName' }] });
  });

  it("an extended group attribute is refused where the type does not support extending its group contract, while its user contract extends", async () => {
    const refused = await api('POST', PROVISIONERS, instance('users', USER_ONLY, { attributeContract: { extendedAttributes: [{ name: 'title' }] }, groupAttributeContract: { extendedAttributes: [{ name: 'description' }] } }));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      expect.objectContaining({ fieldPath: 'groupAttributeContract.extendedAttributes', message: "'User Only Provisioner' does not support extending its group attribute contract." }),
    ]);
    expect((await api('GET', `${PROVISIONERS}/users`)).status).toBe(404);
    const accepted = await api('POST', PROVISIONERS, instance('users', USER_ONLY, { attributeContract: { extendedAttributes: [{ name: 'title' }] } }));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.attributeContract.extendedAttributes).toEqual([{ name: 'title' }]);
  });
});
