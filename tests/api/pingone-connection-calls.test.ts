/**
 * Calls to PingOne over real HTTP (the fake PingOne on a real port): credential status and
 * environments in every state the fake can be told to be in, and with nothing listening.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConnection, startFakeForTest, type FakeForTest } from './support/pingone';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const TIMEOUT_MS = 300;

describe('PingOne calls: credential status and environments', () => {
  let fake: FakeForTest;
  let server: TestServer;
  let admin: ApiClient;
  let connection: Awaited<ReturnType<typeof createConnection>>;
  const status = async (id = connection.id) => (await admin.api('GET', `/pingOneConnections/${id}/credentialStatus`)).body;
  const environments = (query = '', id = connection.id) => admin.api('GET', `/pingOneConnections/${id}/environments${query}`);

  beforeAll(async () => {
    fake = await startFakeForTest();
    server = await startTestServer({ demo: true, pingOne: { url: fake.url, timeoutMs: TIMEOUT_MS } });
    admin = server.basic('Administrator', DEMO_PASSWORD);
    connection = await createConnection(admin, 'Calls');
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('answers VALID while PingOne accepts the credential, INVALID on 401, UNKNOWN on 500 and on a timeout', async () => {
    expect(await status()).toEqual({ pingOneCredentialStatus: 'VALID' });
    await fake.setMode(connection.credentialId, 'unauthorized');
    expect(await status()).toEqual({ pingOneCredentialStatus: 'INVALID' });
    await fake.setMode(connection.credentialId, 'error');
    expect(await status()).toEqual({ pingOneCredentialStatus: 'UNKNOWN' });
    await fake.setMode(connection.credentialId, 'timeout');
    expect(await status()).toEqual({ pingOneCredentialStatus: 'UNKNOWN' });
    await fake.reset();
    expect(await status()).toEqual({ pingOneCredentialStatus: 'VALID' });
  });

  it("lists the environments the credential reaches, PingOne's filter and pages passed through", async () => {
    const all = await environments();
    expect(all.status).toBe(200);
    expect(all.body.items).toEqual([
      { id: connection.environmentId, name: 'Administrators', type: 'PRODUCTION' },
      { id: expect.any(String), name: 'Calls Org Production', type: 'PRODUCTION' },
      { id: expect.any(String), name: 'Calls Org Sandbox', type: 'SANDBOX' },
    ]);
    expect((await environments('?filter=SANDBOX')).body.items.map((e: { name: string }) => e.name)).toEqual(['Calls Org Sandbox']);
    expect((await environments('?page=2&numberPerPage=2')).body.items.map((e: { name: string }) => e.name)).toEqual(['Calls Org Sandbox']);
  });

  it('says why the environments failed, as a 500 ApiResult the console shows as written', async () => {
    const cases: [Parameters<FakeForTest['setMode']>[1], string][] = [
      ['unauthorized', 'PingOne rejected the credential of this connection. Paste a new credential on the connection to reconnect.'],
      ['error', 'PingOne is unavailable: the request for environments failed. Try again later.'],
      ['timeout', `PingOne did not answer within ${TIMEOUT_MS} ms. Try again later.`],
    ];
    for (const [mode, message] of cases) {
      await fake.setMode(connection.credentialId, mode);
      const failed = await environments();
      expect(failed.status, mode).toBe(500);
      expect(failed.body, mode).toEqual({ resultId: 'pingone_connection_error', message, validationErrors: [] });
    }
  });

  it('asks PingOne with each connection\'s own credential', async () => {
    const other = await createConnection(admin, 'Other');
    await fake.setMode(connection.credentialId, 'unauthorized');
    expect(await status(other.id)).toEqual({ pingOneCredentialStatus: 'VALID' });
    expect((await environments('', other.id)).body.items[1].name).toBe('Other Org Production');
    expect(await status()).toEqual({ pingOneCredentialStatus: 'INVALID' });
  });

  it('answers 404 for a connection that does not exist', async () => {
    expect((await admin.api('GET', '/pingOneConnections/missing/credentialStatus')).status).toBe(404);
    expect((await environments('', 'missing')).status).toBe(404);
  });
});

describe('PingOne out of reach', () => {
  it('answers UNKNOWN and says PingOne is unavailable when nothing listens at the URL', async () => {
    const port = await closedPort();
    const server = await startTestServer({ demo: true, pingOne: { url: `http://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS } });
    try {
      const admin = server.basic('Administrator', DEMO_PASSWORD);
      const { id } = await createConnection(admin, 'Nowhere');
      expect((await admin.api('GET', `/pingOneConnections/${id}/credentialStatus`)).body).toEqual({ pingOneCredentialStatus: 'UNKNOWN' });
      const failed = await admin.api('GET', `/pingOneConnections/${id}/environments`);
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('PingOne is unavailable: the request for environments failed. Try again later.');
    } finally {
      await server.stop();
    }
  });

  it('says so when the server has no PingOne URL', async () => {
    const server = await startTestServer({ demo: true });
    try {
      const admin = server.basic('Administrator', DEMO_PASSWORD);
      const { id } = await createConnection(admin, 'Unconfigured');
      expect((await admin.api('GET', `/pingOneConnections/${id}/credentialStatus`)).body).toEqual({ pingOneCredentialStatus: 'UNKNOWN' });
      const failed = await admin.api('GET', `/pingOneConnections/${id}/environments`);
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('This server has no PingOne service to connect to (start it with --pingone-url).');
    } finally {
      await server.stop();
    }
  });
});

/** A port nothing listens on: the kernel hands it out, the probe closes it again. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
