/**
 * The one map from operation to hand-written handler, merged from every area's contribution.
 * Start-up fails (and so does tests/unit/server/handler-map.test.ts) when two areas answer the
 * same operation, when an area answers an operation the contract does not have, and when an area
 * answers an operation a page schema serves with the generic resource without declaring that it
 * replaces it (`Area.replaces`, with the reason).
 */
import type { RouteBinding } from '../../shared/route-binding';
import type { Area, AreaSetup } from './area';
import type { RouteHandler } from './handler-types';

export interface HandlerMap {
  /** The area's handler of an operation, if one answers it. */
  handlers: Map<string, RouteHandler>;
  /** Which area answers each operation of `handlers`. */
  owners: Map<string, string>;
}

/** `served`: whether the generic engine has a handler of the binding (a page's resource, a descriptor set). */
export function mergeAreaHandlers(
  areas: readonly Area[],
  setup: AreaSetup,
  bindings: readonly RouteBinding[],
  served: (binding: RouteBinding) => boolean,
): HandlerMap {
  const byOperation = new Map(bindings.map((binding) => [binding.operationId, binding]));
  const handlers = new Map<string, RouteHandler>();
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const area of areas) {
    const own = area.handlers?.(setup) ?? {};
    for (const [operationId, handler] of Object.entries(own)) {
      const binding = byOperation.get(operationId);
      const owner = owners.get(operationId);
      if (!binding) problems.push(`${area.name} answers ${operationId}, which the contract does not have`);
      else if (owner) problems.push(`${operationId} is answered by both ${owner} and ${area.name}`);
      else if (served(binding) && !area.replaces?.[operationId as keyof typeof area.replaces])
        problems.push(`${area.name} answers ${operationId}, which a page schema serves generically: declare it in the area's replaces, with the reason`);
      if (!handler || owner) continue;
      // The one place a typed handler meets the routes: bind-routes checks the params, query and body
      // against the operation's contract before it calls the handler, so they are what Handler<Op> says.
      handlers.set(operationId, handler as RouteHandler);
      owners.set(operationId, area.name);
    }
    for (const operationId of Object.keys(area.replaces ?? {})) {
      const binding = byOperation.get(operationId);
      if (!(operationId in own)) problems.push(`${area.name} declares that it replaces ${operationId} but has no handler of it`);
      else if (binding && !served(binding)) problems.push(`${area.name} declares that it replaces ${operationId}, which no page schema serves generically`);
    }
  }
  if (problems.length > 0) throw new Error(`The areas' handlers do not fit together:\n- ${problems.join('\n- ')}`);
  return { handlers, owners };
}
