import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_PATTERN_MESSAGE } from '../../src/shared/ids';
import { API_BASE, DEMO_PASSWORD, startTestServer, XSRF, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = server.basic('Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const VALIDATION_MESSAGE = 'Validation error(s) occurred. Please review the error(s) and address accordingly.';

function expectNoStackTrace(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toMatch(/node_modules|\/src\/server|stack/i);
}

describe('422 validation errors', () => {
  it('names a missing required property by itself', async () => {
    const response = await admin.api('POST', '/oauth/issuers', { host: 'h.example.com' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ resultId: 'validation_error', message: VALIDATION_MESSAGE });
    expect(response.body.validationErrors).toEqual([
      { errorId: expect.any(String), fieldPath: 'name', message: expect.stringContaining('required') },
    ]);
  });

  it('rejects a blank required name', async () => {
    const response = await admin.api('POST', '/oauth/issuers', { name: '   ', host: 'h.example.com' });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors[0].fieldPath).toBe('name');
  });

  it('rejects an id outside the id pattern', async () => {
    const response = await admin.api('POST', '/oauth/issuers', { id: 'bad id!', name: 'Bad Id', host: 'h.example.com' });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors[0].fieldPath).toBe('id');
    expect(response.body.validationErrors[0].message).toBe(ID_PATTERN_MESSAGE);
  });

  it('rejects unknown fields', async () => {
    const response = await admin.api('POST', '/oauth/issuers', { name: 'Unknown', host: 'h.example.com', colour: 'red' });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'colour' })]);
  });

  it('reports every error at once', async () => {
    const response = await admin.api('POST', '/oauth/issuers', { colour: 'red' });
    expect(response.status).toBe(422);
    const paths = response.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath).sort();
    expect(paths).toEqual(['colour', 'host', 'name']);
  });

  it('indexes a blank host name in virtualHostNames and leaves the settings unchanged', async () => {
    const before = await admin.api('GET', '/virtualHostNames');
    const response = await admin.api('PUT', '/virtualHostNames', { virtualHostNames: ['ok.example.com', '  '] });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toEqual([
      expect.objectContaining({ fieldPath: 'virtualHostNames[1]', message: 'Host Domain Name is required.' }),
    ]);
    expect((await admin.api('GET', '/virtualHostNames')).body).toEqual(before.body);
  });

  it('reports a duplicate host name on the later index', async () => {
    const response = await admin.api('PUT', '/virtualHostNames', { virtualHostNames: ['a.example.com', 'b.example.com', 'A.example.com'] });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'virtualHostNames[2]' })]);
  });

  it('indexes type errors inside lists', async () => {
    const response = await admin.api('PUT', '/virtualHostNames', { virtualHostNames: ['a.example.com', 'b.example.com', 7] });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'virtualHostNames[2]' })]);
  });
});

describe('malformed requests', () => {
  it('answers 400 to broken JSON', async () => {
    const response = await admin.api('POST', '/oauth/issuers', '{"name": "broken",');
    expect(response.status).toBe(400);
    expect(response.body.resultId).toBeTruthy();
    expect(response.body.message).toBeTruthy();
    expectNoStackTrace(response.text);
  });

  it('answers 413 to an oversize body', async () => {
    const response = await admin.api('POST', '/oauth/issuers', { name: 'Big', host: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.status).toBe(413);
    expect(response.body.resultId).toBeTruthy();
    expectNoStackTrace(response.text);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await admin.api('POST', '/oauth/issuers', 'name=x&host=y', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(response.body.resultId).toBeTruthy();
    const plain = await admin.api('PUT', '/virtualHostNames', 'a.example.com', { 'Content-Type': 'text/plain' });
    expect(plain.status).toBe(415);
  });

  it('answers 404 ApiResult to unknown API paths', async () => {
    const response = await admin.api('GET', '/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.resultId).toBeTruthy();
    const unversioned = await server.anonymous.raw('/pf-admin-api/nothing', { headers: XSRF });
    expect(unversioned.status).toBe(404);
  });

  it('answers a malformed URL with an ApiResult', async () => {
    const response = await admin.api('GET', '/oauth/issuers/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ resultId: 'bad_request', message: 'The request is malformed.' });
  });

  it('refuses prototype pollution in JSON bodies', async () => {
    const response = await admin.api('POST', '/oauth/issuers', '{"name":"p","host":"h","__proto__":{"polluted":true}}');
    expect(response.status).toBe(400);
  });

  it('leaks no stack trace in any error body', async () => {
    const responses = await Promise.all([
      admin.api('POST', '/oauth/issuers', '{'),
      admin.api('POST', '/oauth/issuers', { name: 1 }),
      admin.api('GET', '/oauth/issuers/%E0%A4%A'),
      server.anonymous.api('GET', '/oauth/issuers'),
      server.anonymous.raw(`${API_BASE}/oauth/issuers`),
      admin.api('DELETE', '/oauth/issuers/does-not-exist'),
    ]);
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      const text = response instanceof Response ? await response.text() : response.text;
      expectNoStackTrace(text);
    }
  });
});
