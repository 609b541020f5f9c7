/**
 * --demo: fills a data directory that has no accounts yet. Everything goes through the same code
 * the API uses (account creation, generic resources), so demo data obeys the same rules.
 */
import type { ResourceDefinition } from '../../../shared/route-binding';
import { createCollectionItem } from '../../resources/collection-resource';
import { putSettingsDocument } from '../../resources/settings-resource';
import type { Store } from '../../store/store';
import { createAccount } from '../accounts/administrative-accounts';
import { DEMO_PASSWORD, demoAccounts, demoVirtualHostNames, demoVirtualIssuers } from './demo-data';

export const VIRTUAL_ISSUERS_PAGE = 'virtual-issuers';
export const VIRTUAL_HOST_NAMES_PAGE = 'virtual-host-names';

export async function seedDemoData(store: Store, definitions: Record<string, ResourceDefinition>): Promise<void> {
  if ((await store.countAccounts()) > 0) return;
  await store.transaction((tx) => tx.updateServerState({ licenseAgreementAccepted: true, initialSetupComplete: true }));
  for (const account of demoAccounts) {
    await createAccount(store, { ...account, password: DEMO_PASSWORD, active: true });
  }
  const issuers = definitions[VIRTUAL_ISSUERS_PAGE];
  if (issuers) {
    for (const issuer of demoVirtualIssuers) await createCollectionItem(store, issuers, { ...issuer });
  }
  const hostNames = definitions[VIRTUAL_HOST_NAMES_PAGE];
  if (hostNames) await putSettingsDocument(store, hostNames, { virtualHostNames: [...demoVirtualHostNames] });
}
