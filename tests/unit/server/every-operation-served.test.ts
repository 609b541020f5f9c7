// Every operation of the contract has a handler: a domain handler by operationId or a generic one (a
// page's resource, a plugin descriptor set). bind-routes answers 501 not_implemented for the rest, so this list must stay empty.
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { pageNavigation } from '../../../generated/navigation.gen';
import { contractSchemas, routeBindings } from '../../../generated/server-routes.gen';
import type { RouteBinding } from '../../../src/shared/route-binding';
import { areaHandlers } from '../../../src/server/features/areas';
import { buildNavTree } from '../../../src/server/services/navigation/nav-tree';
import { genericHandler } from '../../../src/server/resources/resource-handlers';

const REF = 'contract#/components/schemas/';

/** Whether a schema (through its $refs) holds a secret: writeOnly with x-encrypted-as. */
function holdsSecret(value: unknown, seen = new Set<string>()): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsSecret(item, seen));
  if (typeof value !== 'object' || value === null) return false;
  const schema = value as Record<string, unknown>;
  if (schema.writeOnly === true && typeof schema['x-encrypted-as'] === 'string') return true;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(REF.length);
    if (seen.has(name)) return false;
    seen.add(name);
    return holdsSecret(contractSchemas.components.schemas[name], seen);
  }
  return Object.values(schema).some((inner) => holdsSecret(inner, seen));
}

const carriesSecret = (binding: RouteBinding) => holdsSecret(binding.schema.body) || Object.entries(binding.schema.response).some(([status, schema]) => status.startsWith('2') && holdsSecret(schema));

describe('the contract', () => {
  it('has a handler for every operation, so none answers 501', () => {
    const domainHandlers = areaHandlers(buildNavTree(pageNavigation, () => {}), resourceDefinitions);
    const unserved = routeBindings
      .filter((binding) => !domainHandlers.has(binding.operationId) && !genericHandler(binding, resourceDefinitions))
      .map((binding) => `${binding.method} ${binding.url} (${binding.operationId})`);
    expect(unserved).toEqual([]);
    expect(routeBindings.length).toBeGreaterThan(100);
  });

  // A hand-written handler replaces the generic resource (which keeps secrets) or serves a secret of
  // its own: the contract must say it keeps them (x-keeps-secrets), so the generator knows, and
  // every operation so marked must have that handler.
  it('has every secret kept: a hand-written handler of a schema with secrets is marked x-keeps-secrets, and has a handler', () => {
    const domainHandlers = areaHandlers(buildNavTree(pageNavigation, () => {}), resourceDefinitions);
    const replaced = routeBindings
      .filter((binding) => domainHandlers.has(binding.operationId) && !binding.secrets)
      .filter((binding) => binding.resource && resourceDefinitions[binding.resource.pageId]?.secrets?.length && carriesSecret(binding))
      .map((binding) => binding.operationId);
    expect(replaced).toEqual([]);
    const unhandled = routeBindings.filter((binding) => binding.secrets && !domainHandlers.has(binding.operationId)).map((binding) => binding.operationId);
    expect(unhandled).toEqual([]);
    expect(routeBindings.filter((binding) => binding.secrets).length).toBeGreaterThan(0);
  });
});
