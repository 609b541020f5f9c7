/**
 * The fake PingOne as a separate process, killed (SIGKILL) while the server waits on it: the
 * server answers UNKNOWN and says PingOne is unavailable, and keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePingOneControl } from '../../src/tools/fake-pingone/fake-pingone-control';
import { spawnFakePingOne, type SpawnedFakePingOne } from '../../src/tools/fake-pingone/spawn-fake-pingone';
import { createConnection } from './support/pingone';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

// Far longer than the test: the answers below come from the killed connection, not from the timeout.
const TIMEOUT_MS = 120_000;

describe('the fake PingOne killed mid-run', () => {
  let fake: SpawnedFakePingOne;
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    fake = await spawnFakePingOne();
    server = await startTestServer({ demo: true, pingOne: { url: fake.url, timeoutMs: TIMEOUT_MS } });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  it('answers UNKNOWN for the calls in flight and after, and keeps serving', async () => {
    const { id, credentialId } = await createConnection(admin, 'Killed');
    const status = () => admin.api('GET', `/pingOneConnections/${id}/credentialStatus`);
    expect((await status()).body).toEqual({ pingOneCredentialStatus: 'VALID' });

    // Calls the fake holds open, then the fake dies under them.
    const control = fakePingOneControl(fake.url);
    await control.setMode(credentialId, 'timeout');
    const inFlight = [status(), admin.api('GET', `/pingOneConnections/${id}/environments`)];
    await expect.poll(() => control.held()).toBe(2);
    process.kill(fake.pid, 'SIGKILL');

    const [heldStatus, heldEnvironments] = await Promise.all(inFlight);
    expect(heldStatus.body).toEqual({ pingOneCredentialStatus: 'UNKNOWN' });
    expect(heldEnvironments.status).toBe(500);
    expect(heldEnvironments.body.message).toBe('PingOne is unavailable: the request for environments failed. Try again later.');

    expect((await status()).body).toEqual({ pingOneCredentialStatus: 'UNKNOWN' });
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).status).toBe(200);
    expect((await admin.api('GET', '/pingOneConnections')).status).toBe(200);
  });
});
