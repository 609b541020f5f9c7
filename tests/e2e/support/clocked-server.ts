// A server started inside the test process, whose clock the test moves: session and token expiry
// are checked without waiting for real time to pass (see docs/architecture.md, Testing).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type ServerOptions } from '../../../src/server/compose/app';

export interface ClockedServer {
  url: string;
  /** Moves the server's clock forward; real time keeps running under it. */
  advance(ms: number): void;
  dispose(): Promise<void>;
}

export async function startClockedServer(options: Omit<ServerOptions, 'dataDir' | 'now'> = {}): Promise<ClockedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-e2e-clock-'));
  let offsetMs = 0;
  const app = await buildServer({
    // The console build the rest of the run uses (see playwright.config.ts).
    staticDir: process.env.E2E_STATIC_DIR,
    ...options,
    dataDir,
    now: () => Date.now() + offsetMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    advance: (ms) => {
      offsetMs += ms;
    },
    dispose: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
