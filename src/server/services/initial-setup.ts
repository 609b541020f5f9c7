/**
 * Whether first-run setup is over. The demo seed (and later the setup wizard's finish) set the
 * store flag; until the wizard does, the first administrator account also ends setup, so a
 * server that has accounts never shows the wizard or accepts anonymous bootstrap calls again.
 */
import type { StoreReader } from '../store/store';

export async function isInitialSetupComplete(store: StoreReader): Promise<boolean> {
  const state = await store.getServerState();
  return state.initialSetupComplete || (await store.countAccounts()) > 0;
}
