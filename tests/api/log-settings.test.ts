/** GET/PUT /serverSettings/logSettings: the real categories; a category left out of a PUT is disabled. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const PATH = '/serverSettings/logSettings';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = server.basic('Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const enabledIds = (body: { logCategories: { id: string; enabled: boolean }[] }) =>
  body.logCategories.filter((c) => c.enabled).map((c) => c.id);

describe('log settings', () => {
  it('has the real categories, names and descriptions; the demo enables core and requestheaders', async () => {
    const response = await admin.api('GET', PATH);
    expect(response.status).toBe(200);
    expect(response.body.logCategories.map((c: { id: string }) => c.id)).toEqual([
      'core', 'protocolrequestresponse', 'policytree', 'dsresponsetime', 'trustedcas', 'xmlsig', 'requestheaders', 'requestparams', 'restdatastore',
    ]);
    expect(response.body.logCategories[0]).toEqual({ id: 'core', name: 'Core', description: 'Debug logging for core components.', enabled: true });
    expect(response.body.logCategories[8]).toEqual({
      id: 'restdatastore',
      name: 'REST Data Store Requests and Responses',
      description: 'REST data store request and response logging.',
      enabled: false,
    });
    expect(enabledIds(response.body)).toEqual(['core', 'requestheaders']);
  });

  it('PUT: a category left out is disabled, name and description are ignored', async () => {
    const put = await admin.api('PUT', PATH, {
      logCategories: [
        { id: 'xmlsig', enabled: true, name: 'Renamed', description: 'Changed' },
        { id: 'policytree', enabled: true },
        { id: 'trustedcas' },
        { id: 'requestparams', enabled: false },
      ],
    });
    expect(put.status).toBe(200);
    expect(enabledIds(put.body)).toEqual(['policytree', 'xmlsig']);
    const xmlsig = put.body.logCategories.find((c: { id: string }) => c.id === 'xmlsig');
    expect(xmlsig).toEqual({ id: 'xmlsig', name: 'XML Signatures', description: 'Debug logging for XML signature processing.', enabled: true });
    expect(enabledIds((await admin.api('GET', PATH)).body)).toEqual(['policytree', 'xmlsig']);
    expect(enabledIds((await admin.api('PUT', PATH, {})).body)).toEqual([]);
  });

  it('PUT: an unknown category id is a 422 on logCategories[i].id, and nothing changes', async () => {
    await admin.api('PUT', PATH, { logCategories: [{ id: 'core', enabled: true }] });
    const response = await admin.api('PUT', PATH, { logCategories: [{ id: 'xmlsig', enabled: true }, { id: 'nosuch', enabled: true }] });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toEqual([
      { errorId: 'invalid_field', fieldPath: 'logCategories[1].id', message: "'nosuch' is not a valid log category." },
    ]);
    expect(enabledIds((await admin.api('GET', PATH)).body)).toEqual(['core']);
    const missingId = await admin.api('PUT', PATH, { logCategories: [{ enabled: true }] });
    expect(missingId.status).toBe(422);
    expect(missingId.body.validationErrors[0].fieldPath).toBe('logCategories[0].id');
  });

  it('auditors and crypto administrators read but cannot change', async () => {
    for (const username of ['auditor', 'crypto']) {
      const client = server.basic(username, DEMO_PASSWORD);
      expect((await client.api('GET', PATH)).status).toBe(200);
      expect((await client.api('PUT', PATH, { logCategories: [] })).status).toBe(403);
    }
  });

  it('a server without --demo starts with every category disabled and keeps a PUT across a restart', async () => {
    const plain = await startTestServer({});
    try {
      // Nothing is set up yet: accept the agreement, create the first account, then use it.
      expect((await plain.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
      const account = await plain.anonymous.api('POST', '/administrativeAccounts', {
        username: 'first', password: 'F1rst-Passw0rd', roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR'],
      });
      expect(account.status).toBe(200);
      const first = plain.basic('first', 'F1rst-Passw0rd');
      expect(enabledIds((await first.api('GET', PATH)).body)).toEqual([]);
      expect((await first.api('PUT', PATH, { logCategories: [{ id: 'dsresponsetime', enabled: true }] })).status).toBe(200);
      const restarted = await plain.restart();
      expect(enabledIds((await restarted.basic('first', 'F1rst-Passw0rd').api('GET', PATH)).body)).toEqual(['dsresponsetime']);
      await restarted.stop();
    } catch (error) {
      await plain.stop();
      throw error;
    }
  });
});

describe('the log configuration file', () => {
  it('a new data directory gets the current log4j2.xml, so no migration warning', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    expect((await session.api('GET', '/internal/uiSettings')).body.isLog4j2Upgraded).toBe(true);
  });

  it('a customized file migrated from an earlier install makes uiSettings say it is not upgraded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'log4j2-'));
    writeFileSync(join(dataDir, 'log4j2.xml'), '<Configuration status="WARN"><!-- customized in 11.3 --></Configuration>\n');
    const migrated = await startTestServer({ demo: true, dataDir });
    try {
      const session = await migrated.login('Administrator', DEMO_PASSWORD);
      expect((await session.api('GET', '/internal/uiSettings')).body.isLog4j2Upgraded).toBe(false);
      expect(readFileSync(join(dataDir, 'log4j2.xml'), 'utf8')).toContain('customized in 11.3');
    } finally {
      await migrated.stop();
    }
  });
});
