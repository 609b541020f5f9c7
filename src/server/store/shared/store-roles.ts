/** Every role over one runner: what a backend hands out as its reader (and, inside a transaction, its writer). */
import type { SqlRunner } from '../sql/sql-runner';
import type { StoreWriter } from '../roles/every-role';
import { accountRole } from './accounts';
import { clusterStateRole } from './cluster-state';
import { historyRole } from './history';
import type { ListingMemory } from './item-listing';
import { itemRole } from './items';
import { secretRole } from './secrets';
import { settingsRole } from './settings';
import { signInRole } from './sign-ins';

/** `memory`: what listings remember between calls, for a runner whose reads see only committed data. */
export function storeRoles(run: SqlRunner, memory?: ListingMemory): StoreWriter {
  const signIns = signInRole(run);
  return {
    ...itemRole(run, memory),
    ...settingsRole(run),
    ...accountRole(run, signIns),
    ...signIns,
    ...secretRole(run),
    ...historyRole(run),
    ...clusterStateRole(run),
  };
}
