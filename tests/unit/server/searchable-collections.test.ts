import { describe, expect, it } from 'vitest';
import { pageMessages } from '../../../generated/messages.gen';
import { pageNavigation } from '../../../generated/navigation.gen';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { pageRoutes } from '../../../generated/routes.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import { areaDeclarations } from '../../../src/server/features/areas';
import { objectLocation, searchableCollections } from '../../../src/server/features/search/searchable-collections';

describe('searchable collections (from the generated model)', () => {
  const collections = searchableCollections({ definitions: resourceDefinitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages });

  it('are every generated collection with a key, a label and a list operation, each on a console route', () => {
    const expected = Object.values(resourceDefinitions).filter((d) => d.kind === 'collection' && d.key && d.label).map((d) => d.pageId).sort();
    expect(collections.map((c) => c.type).sort()).toEqual(expected);
    const routes = new Set(pageRoutes.map((r) => r.route));
    for (const collection of collections) expect(routes.has(collection.route), collection.type).toBe(true);
    expect(collections.length).toBeGreaterThanOrEqual(25);
  });

  it('open an object at its tab and edit form, or its page when it has no get operation', () => {
    const byType = Object.fromEntries(collections.map((c) => [c.type, c]));
    expect(objectLocation(byType['scope-management.exclusive-scopes'], 'a b&c')).toBe('/system/oauth-settings/scope-management/a%20b%26c?tab=exclusive-scopes');
    expect(objectLocation(byType['oauth-clients'], 'web')).toBe('/applications/oauth/clients/web');
    expect(byType['trusted-cas'].editable).toBe(false);
    expect(objectLocation(byType['trusted-cas'], 'ca1')).toBe(byType['trusted-cas'].route);
    expect(byType['oauth-clients'].label).toBe('OAuth Clients');
    expect(byType['partner-metadata-urls'].list.roles).toEqual(['CRYPTO_ADMINISTRATOR']);
  });

  it("name a tab's group by its page, with the tab where the page has several: no two groups share a label", () => {
    const byType = Object.fromEntries(collections.map((c) => [c.type, c]));
    expect(byType['policies.policies'].label).toBe('Policies');
    expect(byType['openid-connect-policies.policies'].label).toBe('OpenID Connect Policy Management');
    expect(byType['scope-management.common-scopes'].label).toBe('Scope Management: Common Scopes');
    expect(byType['notification-publishers.instances'].label).toBe(pageNavigation.find((p) => p.pageId === 'notification-publishers')!.label);
    const labels = collections.map((c) => c.label);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
  });

  it("take the areas' hand-written screens, bound to their list and get operations", () => {
    const screens = areaDeclarations().searchable.flatMap(({ store, screen }) => (screen ? [{ ...screen, store }] : []));
    expect(screens.map((s) => s.type).sort()).toEqual(['pingone-connections', 'token-signing-key-sets']);
    const all = searchableCollections({ definitions: resourceDefinitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages, screens });
    const keySets = all.find((c) => c.type === 'token-signing-key-sets')!;
    expect(keySets.list.operationId).toBe('getKeySets');
    expect(keySets.list.roles).toEqual(['CRYPTO_ADMINISTRATOR']);
    expect(objectLocation(keySets, 'k1')).toBe('/security/certificate-and-key-management/token-signing-keys/k1');
    expect(() => searchableCollections({ definitions: {}, bindings: routeBindings, navigation: [], messages: {}, screens: [{ ...screens[0], list: 'noSuchOperation' as never }] })).toThrow(/noSuchOperation/);
  });
});
