/**
 * PingFederate's plugin actions (/{type}/{id}/actions of IdP and SP adapters, data stores,
 * notification publishers and secret managers): one implementation that answers the actions an
 * instance's type declares in its descriptor, in PingFederate 12.1's shapes, and refuses with the
 * reason an action this server cannot carry out (the OpenToken adapter's agent-config.txt
 * download), never answering it as done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const OPEN_TOKEN = '/sp/adapters/portalOpenToken/actions';

describe('plugin actions', () => {
  it("answer the actions the instance's type declares: the OpenToken adapter's Download", async () => {
    const list = await admin.api('GET', OPEN_TOKEN);
    expect(list.status).toBe(200);
    expectValidAgainstReference('Actions', list.body);
    expect(list.body.items).toEqual([expect.objectContaining({ id: 'Download', name: 'Download', download: true, invocationRef: { id: 'Download' }, parameters: [] })]);
    const one = await admin.api('GET', `${OPEN_TOKEN}/Download`);
    expect(one.status).toBe(200);
    expectValidAgainstReference('Action', one.body);
    expect(one.body).toEqual(list.body.items[0]);
  });

  it('answer an empty list for types that declare none, and 404 for an instance or an action that does not exist', async () => {
    for (const path of ['/idp/adapters/HTMLFormAdapter', '/dataStores/customerDatabase', '/notificationPublishers/corporateSmtp', '/secretManagers/corporateVault', '/oauth/outOfBandAuthPlugins/cibaEmailApproval']) {
      const list = await admin.api('GET', `${path}/actions`);
      expect(list.status, path).toBe(200);
      expect(list.body, path).toEqual({ items: [] });
    }
    expect((await admin.api('GET', '/sp/adapters/ghost/actions')).status).toBe(404);
    expect((await admin.api('GET', '/oauth/outOfBandAuthPlugins/ghost/actions')).status).toBe(404);
    expect((await admin.api('GET', `${OPEN_TOKEN}/Export`)).status).toBe(404);
    expect((await admin.api('POST', '/secretManagers/corporateVault/actions/Generate/invokeAction', { parameters: [] })).status).toBe(404);
  });

  it('refuse, with the reason, an action this server cannot carry out, and a parameter the action does not have', async () => {
    const refused = await admin.api('POST', `${OPEN_TOKEN}/Download/invokeAction`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toBe("The action 'Download' of OpenToken SP Adapter cannot be run by this reference server: it does not implement this plugin type's download. Nothing was done.");
    const unknown = await admin.api('POST', `${OPEN_TOKEN}/Download/invokeAction`, { parameters: [{ name: 'Format', value: 'txt' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'parameters[0].name', message: "'Format' is not a parameter of the action 'Download'." })]);
  });

  it('let any account read the actions and only administrators invoke them', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', OPEN_TOKEN)).status).toBe(200);
    expect((await auditor.api('POST', `${OPEN_TOKEN}/Download/invokeAction`)).status).toBe(403);
  });
});
