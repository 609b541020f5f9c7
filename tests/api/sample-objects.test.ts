// The walkers of every page (history coverage, contract secrets) take a demo object, or make one
// from the contract where a page has none: on a server without demo data, that sample is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../generated/resources.gen';
import { KEY_SETS } from './support/signing-keys';
import { listedOrSample, sampleBody } from './support/sample-objects';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

describe('a sample object from the contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });
  afterAll(() => server?.stop());

  it('is made where the collection has no object, and is the one listed after', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const definition = resourceDefinitions['virtual-issuers'];
    // The demo's key sets name its issuers: they go first.
    for (const set of (await admin.api('GET', KEY_SETS)).body.items) expect((await admin.api('DELETE', `${KEY_SETS}/${set.id}`)).status).toBe(204);
    for (const issuer of (await admin.api('GET', '/oauth/issuers')).body.items) expect((await admin.api('DELETE', `/oauth/issuers/${issuer.id}`)).status).toBe(204);
    const [made] = await listedOrSample(admin, definition, '/oauth/issuers');
    expect(made.name).toMatch(/^Sample /);
    expect((await admin.api('GET', '/oauth/issuers')).body.items.map((issuer: { id: string }) => issuer.id)).toEqual([made.id]);
    expect(await listedOrSample(admin, definition, '/oauth/issuers')).toHaveLength(1);
  });

  it('holds what the page requires and no key where the server makes one', () => {
    const body = sampleBody(resourceDefinitions['virtual-issuers']);
    expect(body).not.toHaveProperty('id');
    expect(body).toEqual(expect.objectContaining({ name: expect.stringMatching(/^Sample /), host: expect.any(String) }));
  });
});
