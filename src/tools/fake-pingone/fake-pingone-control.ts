/** A client of the fake PingOne's control endpoints (fake-pingone-server.ts), for tests. */
import type { CredentialMode } from './credential-modes';

export interface FakePingOneControl {
  /** How the fake answers this credential from now on. */
  setMode(credentialId: string, mode: CredentialMode): Promise<void>;
  /** Every credential back to the modes the fake started with. */
  reset(): Promise<void>;
  /** How many calls the fake holds open in `timeout` mode right now. */
  held(): Promise<number>;
}

async function control(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  if (response.status !== 204) throw new Error(`fake PingOne control ${init.method} ${url}: ${response.status}`);
}

export function fakePingOneControl(baseUrl: string): FakePingOneControl {
  return {
    setMode: (credentialId, mode) =>
      control(`${baseUrl}/__control/credentials/${encodeURIComponent(credentialId)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      }),
    reset: () => control(`${baseUrl}/__control`, { method: 'DELETE' }),
    held: async () => ((await (await fetch(`${baseUrl}/__control/held`)).json()) as { held: number }).held,
  };
}
