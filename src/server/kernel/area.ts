/**
 * An area of the server (src/server/features/<area>/): what it contributes. Its index.ts exports
 * one `Area`; features/areas.ts lists them, and the composition root and the catalogues read
 * the list instead of importing areas.
 */
import type { OperationId } from '../../../generated/operations.gen';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { NavItem } from '../services/navigation/index';
import type { PingOneEnterpriseService } from '../services/pingone-enterprise-service';
import type { PingOneService } from '../services/pingone-service';
import type { Store } from '../store/store';
import type { Handler } from './handler-types';
import type { NotificationSource } from './notifications';

/**
 * A store whose changes the history records that no page schema describes (a hand-written
 * handler's): its title, its console page, and (when not the store's own path) the path of the
 * read that guards its entries.
 */
export interface HistoryStore {
  namespace: string;
  label: string;
  route?: string;
  readPath?: string;
}

/**
 * A settings document whose lists the API keeps as collections of their own (property → the
 * collection's path): a bulk export carries them in the document, as PingFederate's does.
 */
export interface BulkEmbedded {
  document: string;
  lists: Readonly<Record<string, string>>;
}

/**
 * A collection the header search finds objects in that the generated model does not describe: one
 * kept outside the collection items (`find`: how to find its ids), or one a hand-written screen
 * shows (`screen`: its title, its route, the operation that lists it and the one that reads one).
 */
export interface SearchableStore {
  store: string;
  find?: (store: Store, text: string, limit: number) => Promise<string[]>;
  screen?: SearchScreen;
}

export interface SearchScreen {
  type: string;
  label: string;
  route: string;
  list: OperationId;
  /** With it, a hit opens the object's edit form at its address. */
  get?: OperationId;
}

/** What every area declares for the catalogues (the bell, history, bulk, search), in the order of the list. */
export interface AreaDeclarations {
  notifications: readonly NotificationSource[];
  history: readonly HistoryStore[];
  bulk: readonly BulkEmbedded[];
  searchable: readonly SearchableStore[];
}

/** What an area's handlers may be built from, given once at start-up. */
export interface AreaSetup extends AreaDeclarations {
  navTree: NavItem[];
  definitions: Record<string, ResourceDefinition>;
  pingOne: PingOneService;
  pingOneEnterprise: PingOneEnterpriseService;
}

/** Hand-written handlers by operation, each typed by its operation. */
export type AreaHandlers = { [Op in OperationId]?: Handler<Op> };


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
  /** Its stores that the history records beyond those its page schemas describe. */
  history?: readonly HistoryStore[];
  /** Its settings documents that carry collections in a bulk export. */
  bulk?: readonly BulkEmbedded[];
  /** Its searchable collections kept outside the collection items. */
  searchable?: readonly SearchableStore[];
}
