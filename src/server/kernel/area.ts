/**
 * An area of the server (src/server/features/<area>/): what it contributes. Its index.ts exports
 * one `Area`; features/areas.ts lists them, and the composition root and the catalogues read
 * the list instead of importing areas.
 */
import type { OperationId } from '../../../generated/operations.gen';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { NavItem } from '../services/navigation/index';
import type { PingOneService } from '../services/pingone-service';
import type { Handler, RouteHandler } from './handler-types';
import type { NotificationSource } from './notifications';

/** What an area's handlers may be built from, given once at start-up. */
export interface AreaSetup {
  navTree: NavItem[];
  definitions: Record<string, ResourceDefinition>;
  pingOne: PingOneService;
  /** Every area's parts of the bell. */
  notifications: readonly NotificationSource[];
}

/** Hand-written handlers by operation, each typed by its operation. */
export type AreaHandlers = { [Op in OperationId]?: Handler<Op> };

/**
 * Transition (issue 32): the handlers of an area not yet typed by operation. Goes when the last
 * area's handlers are `Handler<Op>`.
 */
export const untypedHandlers = (handlers: Record<string, RouteHandler>): AreaHandlers => handlers as AreaHandlers;

export interface Area {
  /** Its folder under src/server/features/. */
  name: string;
  /** The areas whose index.ts it imports (checked by tests/unit/server/area-declarations.test.ts). */
  uses: readonly string[];
  handlers?: (setup: AreaSetup) => AreaHandlers;
  /**
   * Operations a page schema serves with the generic resource that this area's handlers answer
   * instead, each with the reason: without an entry here such a handler fails start-up.
   */
  replaces?: { [Op in OperationId]?: string };
  /** Its parts of the bell. */
  notifications?: readonly NotificationSource[];
}
