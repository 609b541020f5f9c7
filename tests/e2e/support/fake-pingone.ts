// The fake PingOne service (src/tools/fake-pingone) as a separate process on the given port, and its
// control endpoints: e2e specs point a server of their own at it (--pingone-url) and make a
// credential fail (401, 500, timeout) before the screen asks.
import { spawnFakePingOne } from '../../../src/tools/fake-pingone/spawn-fake-pingone';
import type { CredentialMode } from '../../../src/tools/fake-pingone/credential-modes';

export type { CredentialMode };

export interface FakePingOneProcess {
  url: string;
  setMode(credentialId: string, mode: CredentialMode): Promise<void>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

async function control(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  if (response.status !== 204) throw new Error(`fake PingOne control ${init.method} ${url}: ${response.status}`);
}

export async function startFakePingOne(port: number): Promise<FakePingOneProcess> {
  const fake = await spawnFakePingOne({ port });
  return {
    url: fake.url,
    setMode: (credentialId, mode) =>
      control(`${fake.url}/__control/credentials/${encodeURIComponent(credentialId)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      }),
    reset: () => control(`${fake.url}/__control`, { method: 'DELETE' }),
    stop: () => fake.stop(),
  };
}
