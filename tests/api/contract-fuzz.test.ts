/**
 * Fuzzing every write operation of the contract with requests it refuses (tests/api/support/
 * bad-requests.ts): each must answer a 4xx ApiResult, never 5xx or 2xx, and leave every table of
 * the store as it was. FUZZ_CASES sets the cases per operation (default 20), FUZZ_SEED the seed
 * ('random' for a fresh one); a failure prints the seed and the case so it can be replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeBindings } from '../../generated/server-routes.gen';
import type { ApiResult } from '../../src/server/core/api-error';
import { badRequestKinds, type BadRequest } from './support/bad-requests';
import { contractAjv, minimalValue } from './support/contract-values';
import { fuzzSeed, seededRandom } from './support/seeded-random';
import { openStoreDump } from './support/store-dump';
import { DEMO_PASSWORD, startTestServer, XSRF, type ApiClient, type TestServer } from './support/test-server';

const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 20);
const SEED = fuzzSeed();
const writeOperations = routeBindings.filter((b) => b.method !== 'GET');
const isApiResult = contractAjv.compile({ $ref: 'contract#/components/schemas/ApiResult' });

describe(`contract fuzz (seed ${SEED}, ${CASES_PER_OPERATION} cases per operation; replay with FUZZ_SEED=${SEED})`, () => {
  let server: TestServer;
  let admin: ApiClient;
  let store: Awaited<ReturnType<typeof openStoreDump>>;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    // The demo Administrator holds every role, so refusals come from the request, not from access.
    admin = await server.login('Administrator', DEMO_PASSWORD);
    store = await openStoreDump(server);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  async function send(binding: (typeof writeOperations)[number], request: BadRequest) {
    const headers: Record<string, string> = { ...XSRF };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    const response = await admin.raw(request.url, { method: binding.method, headers, body: request.body });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }

  it('has write operations to fuzz', () => {
    expect(writeOperations.length).toBeGreaterThan(20);
  });

  it.each(writeOperations.map((b) => [`${b.method} ${b.url}`, b] as const))('%s', async (_, binding) => {
    // One stream per operation, so a failing operation replays alone with the same seed.
    const random = seededRandom(SEED ^ hash(binding.operationId));
    // The cases break one thing of a body the contract accepts; check that the starting body is one.
    if (binding.schema.body) expect(contractAjv.compile(binding.schema.body)(minimalValue(binding.schema.body)), 'minimal body').toBe(true);
    const kinds = Object.entries(badRequestKinds(binding));
    for (let i = 0; i < CASES_PER_OPERATION; i++) {
      // Every kind once before any repeats, then at random.
      const [, make] = i < kinds.length ? kinds[i] : random.pick(kinds);
      const request = make(random);
      const before = await store.dump();
      const { status, body } = await send(binding, request);
      const label = `seed ${SEED}, case ${i} ${request.kind}: ${request.detail} → ${status} ${JSON.stringify(body).slice(0, 300)}`;
      expect(status, label).toBeGreaterThanOrEqual(400);
      expect(status, label).toBeLessThan(500);
      // The caller holds every role and a live session: a refusal must be about the request.
      expect([401, 403], label).not.toContain(status);
      if (request.expect.status !== 'any4xx') expect(status, label).toBe(request.expect.status);
      const errorId = 'errorId' in request.expect ? request.expect.errorId : undefined;
      if (errorId) expect((body as ApiResult).validationErrors?.map((e) => e.errorId), label).toContain(errorId);
      expect(isApiResult(body) && typeof (body as { message?: unknown }).message === 'string', label).toBe(true);
      expect(await store.dump(), label).toEqual(before);
    }
  });
});

/** A stable 32-bit hash of a name (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
