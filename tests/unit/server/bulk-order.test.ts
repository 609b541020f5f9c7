/**
 * The order of a bulk export (and of an import's saves): every resource type after the types its
 * objects name, so the export imports into a server that has none of them. A plugin instance names
 * objects in its configuration too: the fields whose choices are a collection's objects.
 */
import { describe, expect, it } from 'vitest';
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import { bulkCatalog } from '../../../src/server/features/bulk/bulk-catalog';

const order = bulkCatalog(routeBindings, resourceDefinitions, [], pluginDescriptorSets).map((type) => type.resourceType);
const before = (first: string, then: string) => {
  expect(order, `${first} and ${then} are both exported`).toEqual(expect.arrayContaining([first, then]));
  expect(order.indexOf(first), `${first} before ${then}`).toBeLessThan(order.indexOf(then));
};

describe('the bulk order', () => {
  it('puts the collections a plugin type chooses from before its instances', () => {
    // The HTML Form adapter's Password Credential Validator Instance; a bearer token processor's Access Token Manager.
    before('/passwordCredentialValidators', '/idp/adapters');
    before('/oauth/accessTokenManagers', '/idp/tokenProcessors');
    before('/keyPairs/signing', '/oauth/accessTokenManagers');
    let pairs = 0;
    for (const [id, set] of Object.entries(pluginDescriptorSets)) {
      const instances = Object.values(resourceDefinitions).find((definition) => definition.plugin?.descriptorSet === id);
      const path = routeBindings.find((binding) => binding.method === 'GET' && binding.resource?.pageId === instances?.pageId && !binding.url.includes('/:'))?.url.replace(/^\/pf-admin-api\/v1/, '');
      if (!path || !order.includes(path)) continue;
      for (const source of set.optionSources) {
        if (source.store === path || !order.includes(source.store)) continue;
        before(source.store, path);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(4);
  });

  it('without the descriptor sets, still orders every type after the types its page\'s references name', () => {
    const byReferences = bulkCatalog(routeBindings, resourceDefinitions).map((type) => type.resourceType);
    const exported = (store: string) => byReferences.indexOf(`/${store.replace(/^\//, '')}`);
    // Two types that name each other (a client and its token manager) keep their order: a cycle.
    const namesBack = (store: string, named: string) => Object.values(resourceDefinitions).some((d) => d.store === store && (d.references ?? []).some((r) => r.store === named));
    let pairs = 0;
    for (const definition of Object.values(resourceDefinitions)) {
      const own = exported(definition.store);
      if (own < 0) continue;
      for (const reference of definition.references ?? []) {
        const named = exported(reference.store);
        if (named < 0 || reference.store === definition.store || namesBack(reference.store, definition.store)) continue;
        expect(named, `${reference.store} before ${definition.store}`).toBeLessThan(own);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(20);
  });
});
