/**
 * --demo's PingOne: the real server process (src/server/main.ts --demo) starts the fake PingOne
 * itself, seeds a healthy connection used by a PingOne MFA adapter and one whose credential the
 * fake rejects, and stops the fake when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_HEALTHY_CONNECTION_ID,
  DEMO_PINGONE_ADAPTER_ID,
  DEMO_REJECTED_CONNECTION_ID,
  demoPingOneConnectionsOf,
} from './support/demo-ids';

const demoPingOneConnections = demoPingOneConnectionsOf();
import { API_BASE, DEMO_PASSWORD, XSRF } from './support/test-server';

interface DemoProcess {
  child: ChildProcess;
  baseUrl: string;
  pingOneUrl: string;
}

/** The server as `npm start -- --demo` runs it; resolves once it listens, with the fake's URL it printed. */
async function startDemoProcess(dataDir: string): Promise<DemoProcess> {
  // One process (node --import tsx), not the tsx command: tsx would run the server as its child, and
  // killing tsx would leave the server and its fake PingOne running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo', '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<DemoProcess>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const baseUrl = /Federation console listening on (http:\/\/\S+)/.exec(out)?.[1];
      const pingOneUrl = /Demo PingOne \(fake\) at (http:\/\/\S+)/.exec(out)?.[1];
      if (baseUrl && pingOneUrl) resolve({ child, baseUrl, pingOneUrl });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)));
  });
}

describe('--demo PingOne', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pingone-demo-'));
  let demo: DemoProcess;
  const get = async (path: string) => {
    const response = await fetch(`${demo.baseUrl}${API_BASE}${path}`, {
      headers: { ...XSRF, Authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}` },
    });
    return { status: response.status, body: await response.json() };
  };
  beforeAll(async () => {
    demo = await startDemoProcess(dataDir);
  }, 60_000);
  afterAll(async () => {
    // SIGTERM, as the last test does: the server stops its fake PingOne before it exits.
    if (demo && demo.child.exitCode === null && demo.child.signalCode === null) {
      const exited = new Promise((resolve) => demo.child.once('exit', resolve));
      demo.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a healthy connection and one whose credential the fake PingOne rejects', async () => {
    expect((await get(`/pingOneConnections/${DEMO_HEALTHY_CONNECTION_ID}/credentialStatus`)).body).toEqual({ pingOneCredentialStatus: 'VALID' });
    expect((await get(`/pingOneConnections/${DEMO_REJECTED_CONNECTION_ID}/credentialStatus`)).body).toEqual({ pingOneCredentialStatus: 'INVALID' });
    const environments = await get(`/pingOneConnections/${DEMO_HEALTHY_CONNECTION_ID}/environments`);
    expect(environments.body.items).toContainEqual({ id: demoPingOneConnections[0].credential.environmentId, name: 'Administrators', type: 'PRODUCTION' });
    expect((await get(`/pingOneConnections/${DEMO_REJECTED_CONNECTION_ID}/environments`)).status).toBe(500);
  });

  it('has a PingOne MFA adapter using the healthy connection', async () => {
    expect((await get(`/pingOneConnections/${DEMO_HEALTHY_CONNECTION_ID}/usage`)).body.items).toEqual([
      { id: DEMO_PINGONE_ADAPTER_ID, name: 'PingOne MFA', categoryId: 'IDP_ADAPTER', type: 'PingOne MFA IdP Adapter', ref: { id: DEMO_PINGONE_ADAPTER_ID } },
    ]);
    expect((await get(`/pingOneConnections/${DEMO_REJECTED_CONNECTION_ID}/usage`)).body.items).toEqual([]);
    const associations = (await get(`/pingOneConnections/${DEMO_HEALTHY_CONNECTION_ID}/serviceAssociations`)).body.items;
    expect(associations).toContainEqual({ componentName: 'PingOne MFA IdP Adapter', serviceNames: ['PingOne MFA', 'PingOne SSO'], configured: true });
  });

  it("connects to PingOne for Enterprise with a key from the same fake's admin portal page", async () => {
    expect((await get('/pingOneForEnterprise')).body.resultId).toBe('not_connected');
    const page = await (await fetch(`${demo.pingOneUrl}/web-portal/activate`)).text();
    expect(page).toContain('This is a single-use activation key. A new key will be generated for each session.');
    const activationKey = /<code id="activation-key">([^<]+)<\/code>/.exec(page)![1];
    const connected = await fetch(`${demo.baseUrl}${API_BASE}/internal/pingOneForEnterprise/connect`, {
      method: 'POST',
      headers: { ...XSRF, 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}` },
      body: JSON.stringify({ activationKey }),
    });
    expect(connected.status).toBe(200);
    expect((await get('/pingOneForEnterprise')).body).toMatchObject({ connectedToPingOneForEnterprise: true, identityRepositoryUpdateRequired: false });
  });

  it('stops the fake PingOne when the server stops', async () => {
    expect((await fetch(`${demo.pingOneUrl}/__control/held`)).status).toBe(200);
    const exited = new Promise((resolve) => demo.child.once('exit', resolve));
    demo.child.kill('SIGTERM');
    await exited;
    await expect(fetch(`${demo.pingOneUrl}/__control/held`)).rejects.toThrow();
  });
});
