/**
 * The header search covers every area, the ones added for PingFederate 12.1 included, without a list
 * to keep: on a demo server, an object of every searchable collection that holds one is found by its
 * name, in its own group, with its page's location.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMessages } from '../../generated/messages.gen';
import { pageNavigation } from '../../generated/navigation.gen';
import { resourceDefinitions } from '../../generated/resources.gen';
import { routeBindings } from '../../generated/server-routes.gen';
import { areaDeclarations } from '../../src/server/features/areas';
import { searchableCollections } from '../../src/server/features/search/searchable-collections';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await server.login('Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const screens = areaDeclarations().searchable.flatMap(({ store, screen }) => (screen ? [{ ...screen, store }] : []));
const collections = searchableCollections({ definitions: resourceDefinitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages, screens });

describe('GET /internal/search over every area', () => {
  it('finds a demo object of each collection that has one, by its name', async () => {
    const found: string[] = [];
    for (const collection of collections) {
      const url = collection.list.url.replace('/pf-admin-api/v1', '');
      if (url.includes(':')) continue; // a list under a parent object (a connection's certificates): found under its parent
      const list = await admin.api('GET', url);
      expect(list.status, url).toBe(200);
      const items = (Array.isArray(list.body) ? list.body : list.body.items ?? []) as Record<string, unknown>[];
      // A hand-written screen's objects are found by their name.
      const label = (resourceDefinitions[collection.type]?.label ?? 'name') as string;
      const first = items.find((item) => typeof item[label] === 'string' && (item[label] as string).length > 0);
      if (!first) continue;
      const name = first[label] as string;
      const answer = await admin.api('GET', `/internal/search?q=${encodeURIComponent(name.slice(0, 100))}&limit=20`);
      expect(answer.status, name).toBe(200);
      const group = (answer.body.groups as { type: string; items: { name: string; location: string }[] }[]).find((g) => g.type === collection.type);
      expect(group?.items.map((item) => item.name), `${collection.type}: ${name}`).toContain(name);
      expect(group?.items.find((item) => item.name === name)?.location.startsWith(collection.route), collection.type).toBe(true);
      found.push(collection.type);
    }
    // The demo holds objects in most areas; the new ones among them (a floor, so a lost area shows).
    expect(found).toEqual(expect.arrayContaining(['token-processors', 'token-generators', 'secret-managers', 'captcha-providers.providers', 'identity-store-provisioners', 'notification-publishers.instances', 'out-of-band-authenticators', 'ciba-request-policies.policies', 'pingone-connections', 'token-signing-key-sets']));
    expect(found.length).toBeGreaterThanOrEqual(45);
  }, 120_000);
});
