/**
 * The one merged map of hand-written handlers (kernel/handler-map.ts): every area's handlers fit
 * together on the real contract, and a duplicate operation, an unknown one, or an undeclared
 * replacement of a generic resource fails with the area named.
 */
import { describe, expect, it } from 'vitest';
import { pageNavigation } from '../../../generated/navigation.gen';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import { AREAS, areaHandlers } from '../../../src/server/features/areas';
import type { Area, AreaSetup } from '../../../src/server/kernel/area';
import { mergeAreaHandlers } from '../../../src/server/kernel/handler-map';
import type { Handler } from '../../../src/server/kernel/handler-types';
import { genericHandler } from '../../../src/server/resources/resource-handlers';
import { buildNavTree } from '../../../src/server/services/navigation/index';
import { PingOneEnterpriseService } from '../../../src/server/services/pingone-enterprise-service';
import { PingOneService } from '../../../src/server/services/pingone-service';

const navTree = buildNavTree(pageNavigation, () => {});
const setup: AreaSetup = { navTree, definitions: resourceDefinitions, pingOne: new PingOneService(), pingOneEnterprise: new PingOneEnterpriseService(), notifications: [], history: [], bulk: [], searchable: [] };
const served = (binding: (typeof routeBindings)[number]) => genericHandler(binding, resourceDefinitions) !== undefined;
const session: Handler<'getSession'> = async () => ({ status: 200, body: { auditor: false, initialSetupComplete: true, roles: [] } });
const clients: Handler<'getOauthClients'> = async () => ({ status: 200, body: { items: [] } });
const merge = (areas: Area[]) => () => mergeAreaHandlers(areas, setup, routeBindings, served);

describe('the areas’ handlers', () => {
  it('fit together: each operation has one owner, and every replaced generic resource is declared', () => {
    const handlers = areaHandlers(navTree, resourceDefinitions);
    expect(handlers.size).toBeGreaterThan(100);
    const replaced = AREAS.flatMap((area) => Object.keys(area.replaces ?? {}));
    expect(replaced).toHaveLength(45);
    for (const area of AREAS) for (const reason of Object.values(area.replaces ?? {})) expect(reason?.length).toBeGreaterThan(20);
  });

  it('refuses an operation answered by two areas', () => {
    const twice: Area[] = [
      { name: 'one', uses: [], handlers: () => ({ getSession: session }) },
      { name: 'two', uses: [], handlers: () => ({ getSession: session }) },
    ];
    expect(merge(twice)).toThrow('getSession is answered by both one and two');
  });

  it('refuses an operation the contract does not have', () => {
    const unknown = { name: 'odd', uses: [], handlers: () => ({ noSuchOperation: session }) } as unknown as Area;
    expect(merge([unknown])).toThrow('odd answers noSuchOperation, which the contract does not have');
  });

  it('refuses a hand-written handler of a generic resource unless the area declares it replaces it', () => {
    const silent: Area = { name: 'quiet', uses: [], handlers: () => ({ getOauthClients: clients }) };
    expect(merge([silent])).toThrow("quiet answers getOauthClients, which a page schema serves generically: declare it in the area's replaces");
    const declared: Area = { ...silent, replaces: { getOauthClients: 'a reason given for the test' } };
    expect(merge([declared])().owners.get('getOauthClients')).toBe('quiet');
  });

  it('refuses a replacement declared without a handler, or of an operation that is not generic', () => {
    expect(merge([{ name: 'empty', uses: [], replaces: { getOauthClients: 'no handler' } }])).toThrow('empty declares that it replaces getOauthClients but has no handler of it');
    expect(merge([{ name: 'needless', uses: [], handlers: () => ({ getSession: session }), replaces: { getSession: 'not generic' } }])).toThrow(
      'needless declares that it replaces getSession, which no page schema serves generically',
    );
  });
});
