/**
 * A published real client: the "PingFed Admin API" Postman collection that builds a new
 * PingFederate through the admin API alone, from the license agreement on (see
 * fixtures/pingfed-admin-api-new-install.SOURCE.md). Its URLs are https://{{pingfed}}:{{admin}},
 * so the test server serves TLS (a throwaway self-signed certificate; newman runs --insecure, as
 * the collection's README runs it). It starts from a new data directory with nothing done: the
 * collection accepts the agreement, installs the license and creates the first administrator with
 * that administrator's own Basic credentials (its collection-level auth).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/support/test-server';
import { checkOwnTests, checkReadBacks, checkStatuses, type Expected } from './support/compat-check';
import { collectionItems, loadCollection, runCollection, type RunResult } from './support/postman-run';

const COLLECTION = 'tests/compat/fixtures/pingfed-admin-api-new-install.postman_collection.json';
/** The collection-level Basic credentials: the first administrator the collection creates. */
const ADMIN = { username: 'Administrator', password: 'P@ssword99' };

/** Every request of this collection is an admin API request: none is left out. */
const SKIPPED: Record<string, string> = {};

const EXPECTED: Record<string, Expected> = {
  'Import PingFed license': {
    knownDifference: {
      status: 422,
      answer: { validationErrors: [{ errorId: 'invalid_license', message: 'The license file data is not valid base64.' }] },
      why: 'the collection’s pre-request script sends fileData in the URL-safe base64 alphabet without padding (- and _ for + and /, no =) and expects 200; we take standard base64 only',
    },
  },
  'Add Password Credential Validator (LDAP - PD)': {
    pingFederate: {
      status: 422,
      why: 'its LDAP Datastore field names LDAP-0B747677F85D41C7D9C773685CCAF91E6F57E0C2, the id the author’s PingFederate generated for its data store; a new server generates another id, and PingFederate refuses a value that is not one of the field’s data stores',
    },
  },
  'Add HTML Form Adapter': {
    pingFederate: {
      status: 422,
      why: 'it names the PCV PDPCV, which the request before could not create',
    },
  },
  'Enable IdP AuthN Policies': {
    pingFederate: {
      status: 405,
      why: 'a POST of /authenticationPolicies/settings: PingFederate 12.1 has that path with GET and PUT only',
    },
  },
  'Create Default AuthN Policy': {
    pingFederate: {
      status: 422,
      why: 'the tree names the HTMLForm adapter, which the requests before could not create',
    },
  },
};

/** The collection's own tests that fail against PingFederate as well, with why. */
const FAILING_ON_PINGFEDERATE_TOO: Record<string, { error: string; why: string }> = {
  'Add Initial Admin Account': {
    error: 'expected response to have status code 201 but got 200',
    why: 'PingFederate answers the first account with 200: Ping’s Docker images’ start-up hook fails unless it gets 200 for the same request',
  },
  'Add Datastore - PD': {
    error: 'expected response to have status code 200 but got 201',
    why: 'PingFederate answers a created data store with 201 (the PF - Base profile’s collection expects "Created" for the same request)',
  },
};

/** A call over the test server's TLS, trusting its certificate, with the administrator's Basic credentials. */
function httpsCall(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      new URL(path.startsWith('/pf-admin-api/') ? path : `/pf-admin-api/v1${path}`, baseUrl),
      {
        method,
        ca: readFileSync(join(tlsDir, 'cert.pem')),
        headers: {
          'X-XSRF-Header': 'PingFederate',
          Authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: any;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const tlsDir = mkdtempSync(join(tmpdir(), 'compat-tls-'));
let server: TestServer;
let baseUrl: string;
let run: RunResult;
let runMs: number;

beforeAll(async () => {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(tlsDir, 'key.pem'), '-out', join(tlsDir, 'cert.pem'),
  ], { stdio: 'ignore' });
  // The interactive reference is a file of the console build (dist/), which API tests do not build: a stand-in, as in tests/api/api-docs.test.ts.
  writeFileSync(join(tlsDir, 'api-docs.html'), '<!doctype html><title>Admin API Reference</title>');
  server = await startTestServer({ staticDir: tlsDir, tls: { cert: readFileSync(join(tlsDir, 'cert.pem')), key: readFileSync(join(tlsDir, 'key.pem')) } });
  baseUrl = server.baseUrl.replace(/^http:/, 'https:');
  const started = Date.now();
  run = await runCollection({
    collectionFile: COLLECTION,
    environment: {
      pingfed: '127.0.0.1',
      admin: new URL(baseUrl).port,
      runtime: '9031',
      pingdir: 'pingdirectory',
      // The license file's text: the collection's pre-request script base64-encodes it.
      license: readFileSync('keys/development/demo-license.lic', 'utf8'),
    },
    skip: SKIPPED,
    insecure: true,
  });
  runMs = Date.now() - started;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(tlsDir, { recursive: true, force: true });
});

describe('the "PingFed Admin API" new-install Postman collection (newman)', () => {
  it('sends every admin API request of the collection, the left-out ones aside', () => {
    const all = collectionItems(loadCollection(COLLECTION)).map((item) => item.name as string);
    const sent = new Set(run.requests.map((request) => request.name));
    expect(all.filter((name) => !sent.has(name))).toEqual(Object.keys(SKIPPED));
    console.info(`new-install: ${run.requests.length} requests sent in ${runMs} ms, ${run.requests.filter((r) => r.status >= 200 && r.status < 300).length} accepted`);
  });

  it('gets the answer PingFederate gives to each request (a 2xx unless listed)', () => {
    checkStatuses(run.requests, EXPECTED);
  });

  it('passes the collection’s own tests of every request PingFederate accepts', () => {
    checkOwnTests(run.assertions, EXPECTED, FAILING_ON_PINGFEDERATE_TOO);
  });

  it('reads back every accepted write as it was sent', async () => {
    await checkReadBacks(run.requests, (path) => httpsCall('GET', path), {});
  });
});

describe('a ResourceLink’s location', () => {
  it('is taken and left out, as PingFederate takes it (it answers it in every ResourceLink, read-only)', async () => {
    // The collection's adapter sends pluginDescriptorRef.location, as any client that saves what it
    // read from PingFederate does. Its PCV made here on the data store the run created, the same
    // body is taken with its location.
    const dataStore = run.requests.find((request) => request.name === 'Add Datastore - PD')!.answer as { id: string };
    const items = collectionItems(loadCollection(COLLECTION));
    const pcv = JSON.parse(items.find((item) => item.name === 'Add Password Credential Validator (LDAP - PD)').request.body.raw);
    pcv.configuration.fields.find((field: any) => field.name === 'LDAP Datastore').value = dataStore.id;
    expect((await httpsCall('POST', '/passwordCredentialValidators', pcv)).status).toBe(201);
    const adapter = JSON.parse(items.find((item) => item.name === 'Add HTML Form Adapter').request.body.raw.replaceAll('{{pingfed}}', '127.0.0.1'));
    expect(typeof adapter.pluginDescriptorRef.location).toBe('string');
    const created = await httpsCall('POST', '/idp/adapters', adapter);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { location: _location, ...descriptor } = adapter.pluginDescriptorRef;
    expect((await httpsCall('GET', `/idp/adapters/${encodeURIComponent(adapter.id)}`)).body.pluginDescriptorRef).toEqual(descriptor);
  });
});
