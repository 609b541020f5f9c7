/**
 * A revert of an object changed after its entry asks first (issue 36): 412 with the object as it
 * is now and the change since (who, when), nothing changed, no entry recorded; `force` reverts
 * anyway; an object unchanged since reverts as before. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Entry = components['schemas']['HistoryEntry'];
const ISSUERS = '/oauth/issuers';

describe.each(['sqlite', 'postgres'] as const)('reverts of objects changed since, on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, backend });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  }, 120_000);
  afterAll(() => server?.stop());

  const entriesOf = async (path: string): Promise<Entry[]> => {
    const answer = await admin.api('GET', `/internal/history?path=${encodeURIComponent(path)}`);
    expect(answer.status).toBe(200);
    return answer.body.items as Entry[];
  };
  /** An issuer created and then changed once: the change's entry. */
  async function changedIssuer(id: string): Promise<Entry> {
    const created = await admin.api('POST', ISSUERS, { id, name: `Issuer ${id}`, host: `${id}.example.com` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.api('PUT', `${ISSUERS}/${id}`, { ...created.body, description: 'first' })).status).toBe(200);
    const [change] = await entriesOf(`${ISSUERS}/${id}`);
    expect(change).toMatchObject({ operation: 'UPDATE', after: { description: 'first' } });
    return change;
  }

  it('asks first when the object was changed after the entry, and changes nothing', async () => {
    const change = await changedIssuer('revert-since');
    const later = await admin.api('PUT', `${ISSUERS}/revert-since`, { ...(await admin.api('GET', `${ISSUERS}/revert-since`)).body, description: 'second' });
    expect(later.status).toBe(200);
    const [since] = await entriesOf(`${ISSUERS}/revert-since`);

    const refused = await admin.api('POST', `/internal/history/${change.id}/revert`);
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({
      resultId: 'version_conflict',
      objectName: 'Issuer revert-since',
      changedBy: 'Administrator',
      changeId: since.id,
      changedAt: since.timestamp,
      currentVersion: later.headers.get('etag')!.slice(1, -1),
      current: { id: 'revert-since', description: 'second' },
    });
    expect(refused.body.message).toContain("'Issuer revert-since' was changed after this change (by Administrator at ");
    expect(refused.headers.get('etag')).toBe(later.headers.get('etag'));
    expect((await admin.api('GET', `${ISSUERS}/revert-since`)).body.description).toBe('second');
    expect((await entriesOf(`${ISSUERS}/revert-since`)).map((entry) => entry.id)[0]).toBe(since.id);

    const forced = await admin.api('POST', `/internal/history/${change.id}/revert?force=true`);
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body).toMatchObject({ operation: 'UPDATE', revertOf: change.id });
    expect((await admin.api('GET', `${ISSUERS}/revert-since`)).body.description).toBeUndefined();
  });

  it('reverts an object unchanged since without asking', async () => {
    const change = await changedIssuer('revert-unchanged');
    const reverted = await admin.api('POST', `/internal/history/${change.id}/revert`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await admin.api('GET', `${ISSUERS}/revert-unchanged`)).body.description).toBeUndefined();
  });

  it('asks first when the object was deleted since, and re-creates it only with force', async () => {
    const change = await changedIssuer('revert-deleted');
    expect((await admin.api('DELETE', `${ISSUERS}/revert-deleted`)).status).toBe(204);
    const refused = await admin.api('POST', `/internal/history/${change.id}/revert`);
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ resultId: 'version_conflict', changedBy: 'Administrator' });
    expect(refused.body.current).toBeUndefined();
    expect((await admin.api('GET', `${ISSUERS}/revert-deleted`)).status).toBe(404);
    expect((await admin.api('POST', `/internal/history/${change.id}/revert?force=true`)).status).toBe(200);
    const back = await admin.api('GET', `${ISSUERS}/revert-deleted`);
    expect(back.status).toBe(200);
    expect(back.body.description).toBeUndefined();
  });

  it('asks first for a settings document changed since', async () => {
    const read = await admin.api('GET', '/redirectValidation');
    const local = read.body.redirectValidationLocalSettings ?? {};
    const withLocal = (change: Record<string, unknown>) => ({ ...read.body, redirectValidationLocalSettings: { ...local, ...change } });
    expect((await admin.api('PUT', '/redirectValidation', withLocal({ enableInErrorResourceValidation: !local.enableInErrorResourceValidation }))).status).toBe(200);
    const [change] = await entriesOf('/redirectValidation');
    const later = withLocal({ enableInErrorResourceValidation: !local.enableInErrorResourceValidation, enableTargetResourceValidationForSLO: !local.enableTargetResourceValidationForSLO });
    expect((await admin.api('PUT', '/redirectValidation', later)).status).toBe(200);
    expect((await admin.api('POST', `/internal/history/${change.id}/revert`)).status).toBe(412);
    expect((await admin.api('POST', `/internal/history/${change.id}/revert?force=true`)).status).toBe(200);
    expect((await admin.api('GET', '/redirectValidation')).body.redirectValidationLocalSettings?.enableInErrorResourceValidation).toBe(local.enableInErrorResourceValidation);
  });
});
