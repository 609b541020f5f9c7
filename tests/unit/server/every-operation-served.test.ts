// Every operation of the contract has a handler: a domain handler by operationId or a generic one (a
// page's resource, a plugin descriptor set). bind-routes answers 501 not_implemented for the rest, so this list must stay empty.
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { pageNavigation } from '../../../generated/navigation.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import { createDomainHandlers } from '../../../src/server/domain/domain-handlers';
import { buildNavTree } from '../../../src/server/domain/navigation/nav-tree';
import { genericHandler } from '../../../src/server/resources/resource-handlers';

describe('the contract', () => {
  it('has a handler for every operation, so none answers 501', () => {
    const domainHandlers = createDomainHandlers(buildNavTree(pageNavigation, () => {}), resourceDefinitions);
    const unserved = routeBindings
      .filter((binding) => !domainHandlers.has(binding.operationId) && !genericHandler(binding, resourceDefinitions))
      .map((binding) => `${binding.method} ${binding.url} (${binding.operationId})`);
    expect(unserved).toEqual([]);
    expect(routeBindings.length).toBeGreaterThan(100);
  });
});
