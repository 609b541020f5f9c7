// The fake PingOne service (src/tools/fake-pingone) as a separate process on the given port, and its
// control endpoints: e2e specs point a server of their own at it (--pingone-url) and make a
// credential fail (401, 500, timeout) before the screen asks.
import type { CredentialMode } from '../../../src/tools/fake-pingone/credential-modes';
import { fakePingOneControl, type FakePingOneControl } from '../../../src/tools/fake-pingone/fake-pingone-control';
import { spawnFakePingOne } from '../../../src/tools/fake-pingone/spawn-fake-pingone';

export type { CredentialMode };

export interface FakePingOneProcess extends FakePingOneControl {
  url: string;
  stop(): Promise<void>;
}

export async function startFakePingOne(port: number): Promise<FakePingOneProcess> {
  const fake = await spawnFakePingOne({ port });
  return { url: fake.url, ...fakePingOneControl(fake.url), stop: () => fake.stop() };
}
