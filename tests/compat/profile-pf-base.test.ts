/**
 * A published real client: the Postman collection a Ping Identity solutions architect runs with
 * newman against a new PingFederate container to build the "PF - Base" server profile (see
 * fixtures/profile-pf-base.SOURCE.md). It runs here against a new data directory in the state
 * that container starts in (the license agreement accepted and a license installed, no
 * administrative account: the collection creates its own with its own Basic credentials), every
 * request held to how PingFederate 12.1 answers it, every accepted write read back.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/support/test-server';
import { checkOwnTests, checkReadBacks, checkStatuses, type Expected, type ReadBackRule } from './support/compat-check';
import { collectionItems, loadCollection, runCollection, type RunResult } from './support/postman-run';

const COLLECTION = 'tests/compat/fixtures/profile-pf-base.postman_collection.json';
const LICENSE = readFileSync('keys/development/demo-license.lic');

/** The environment, as the profile's postman_vars.sample names it, pointed at the test server. */
const environment = (server: TestServer) => ({
  pfAdminURL: server.baseUrl,
  pfAdmin: 'api-admin',
  pfAdminPwd: '2FederateM0re',
  // The runtime's base URL: only written into the server settings here (the runtime tests are left out).
  pfBaseURL: 'https://localhost:9031',
  // Set by the left-out PingDirectory request from PingDirectory's first public base DN.
  userBaseDN: 'dc=example,dc=com',
  // The PingID properties file of a PingID account (base64-encoded by the PingID adapter's pre-request script).
  pingId: 'use_base64_key=true',
  cors_host: 'localhost',
  oauthSecret: 'Introspect-Secret-1',
});

/** Left out of the run: not requests to the admin API. */
const SKIPPED: Record<string, string> = {
  '00-Start-API-Calls': 'a GET of https://postman-echo.com that only marks the start of the run (outside the admin API, on the internet)',
  'Get BaseDN from PD': 'PingDirectory’s REST API (reads its base DN into userBaseDN, given in the environment instead)',
  'Test SAML Connection (Basic)': 'the runtime engine (/idp/startSSO.ping on port 9031), not the admin API',
  'Test OIDC Token request': 'the runtime engine (/as/authorization.oauth2), not the admin API',
  'Swap Code for Tokens': 'the runtime engine (/as/token.oauth2), not the admin API',
};

const DROPPED_PREREQUEST = {
  'Check if Server is up': 'it waits 30 seconds for the container to start before every try; the test server is up',
};

const NOT_A_PLUGIN_TYPE = (type: string) => ({
  resultId: 'validation_error',
  validationErrors: [{ fieldPath: 'pluginDescriptorRef.id', message: `'${type}' is not a plugin type of this server.` }],
});

const EXPECTED: Record<string, Expected> = {
  'Create Adapter - PingID': {
    knownDifference: {
      status: 422,
      answer: NOT_A_PLUGIN_TYPE('com.pingidentity.adapters.pingid.PingIDAdapter'),
      why: 'the profile deploys the PingID integration kit (pf-pingid-idp-adapter-2.5.1.jar in server/default/deploy), so its PingFederate has the PingID adapter type; we offer no PingID adapter',
    },
  },


  'Add PingID Override': {
    knownDifference: {
      status: 422,
      answer: { validationErrors: [{ errorId: 'invalid_reference', fieldPath: 'authenticationSource.sourceRef.id' }] },
      why: 'follows from the PingID adapter difference: the session policy names that adapter, which PingFederate made',
    },
  },
  'Create Default Policy': {
    knownDifference: {
      status: 422,
      // Among the refusals of the nodes naming what the earlier differences left out.
      answer: { validationErrors: expect.arrayContaining([expect.objectContaining({ errorId: 'invalid_reference', fieldPath: 'authnSelectionTrees[0].rootNode.children[1].children[1].action.authenticationSource.sourceRef.id' })]) },
      why: 'follows from the PingID adapter difference: a node of the tree names that adapter, which PingFederate made',
    },
  },
  'Delete ac_oic_client Client': {
    pingFederate: { status: 404, why: 'the client belongs to Ping’s getting-started baseline profile, which this server (like a new PingFederate) does not hold' },
  },
  'Delete OAuth client': {
    pingFederate: {
      status: 405,
      why: 'the end of the collection’s delete loop: the client list is empty, so it sends DELETE /oauth/clients/ (no id), a method its /oauth/clients resource does not have',
    },
  },

};

/** The collection's own tests that fail against PingFederate as well, with why. */
const FAILING_ON_PINGFEDERATE_TOO: Record<string, { error: string; why: string }> = {
  'Get existing OAuth clients': {
    error: "Cannot read properties of undefined (reading 'clientId')",
    why: 'the script reads the first client of the list to delete it; a server without the baseline profile’s clients answers an empty list (200, as PingFederate does)',
  },
};

/** Read-backs that are not the body as sent. */
const READ_BACK: Record<string, ReadBackRule> = {
  'Add Signing Cert': {
    // The body describes the key to generate; the key pair read back names it by its certificate.
    ignored: {
      commonName: 'answered inside subjectDN',
      organization: 'answered inside subjectDN',
      country: 'answered inside subjectDN',
      validDays: 'answered as validFrom and expires',
    },
    expect: (read) => {
      expect(read.subjectDN).toContain('CN=pingfederate');
      expect(read.subjectDN).toContain('O=Ping Identity');
      expect(read.subjectDN).toContain('C=US');
      expect(Date.parse(read.expires) - Date.parse(read.validFrom)).toBe(1825 * 86_400_000);
    },
  },
};

let server: TestServer;
let run: RunResult;
let runMs: number;

beforeAll(async () => {
  // PingFederate's Docker image starts with the license agreement accepted and the license installed; no account exists.
  // Default password rules: PingFederate's own, which take the collection's "2FederateM0re".
  server = await startTestServer();
  expect((await server.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
  expect((await server.anonymous.api('PUT', '/license', { fileData: LICENSE.toString('base64') })).status).toBe(200);
  const started = Date.now();
  run = await runCollection({ collectionFile: COLLECTION, environment: environment(server), skip: SKIPPED, dropPrerequest: DROPPED_PREREQUEST });
  runMs = Date.now() - started;
}, 120_000);
afterAll(() => server?.stop());

describe('the PF - Base profile’s Postman collection (newman)', () => {
  it('sends every admin API request of the collection, the left-out ones aside', () => {
    const all = collectionItems(loadCollection(COLLECTION)).map((item) => item.name as string);
    const sent = new Set(run.requests.map((request) => request.name));
    expect(all.filter((name) => !sent.has(name))).toEqual(Object.keys(SKIPPED));
    expect(run.requests.every((request) => request.path.startsWith('/pf-admin-api/'))).toBe(true);
    console.info(`profile-pf-base: ${run.requests.length} requests sent in ${runMs} ms, ${run.requests.filter((r) => r.status >= 200 && r.status < 300).length} accepted`);
  });

  it('gets the answer PingFederate gives to each request (a 2xx unless listed)', () => {
    checkStatuses(run.requests, EXPECTED);
  });

  it('passes the collection’s own tests of every request PingFederate accepts', () => {
    checkOwnTests(run.assertions, EXPECTED, FAILING_ON_PINGFEDERATE_TOO);
  });

  it('reads back every accepted write as it was sent', async () => {
    const admin = server.basic('api-admin', '2FederateM0re');
    const { compared } = await checkReadBacks(run.requests, (path) => admin.api('GET', path), READ_BACK);
    expect(compared).toBeGreaterThan(20);
  });
});
