/**
 * --demo: three trusted CAs imported through the same code as the API, one long valid, one
 * expiring within the warning period and one expired, so the list shows each mark.
 */
import type { Store } from '../../store/store';
import { importTrustedCa } from '../trusted-cas/index';
import { selfSignedCaPem } from '../trusted-cas/index';

const DAY_MS = 86_400_000;

export const DEMO_TRUSTED_CAS = {
  root: 'example-root-ca',
  partner: 'partner-issuing-ca',
  retired: 'retired-partner-ca',
} as const;

export async function seedDemoTrustedCas(store: Store): Promise<void> {
  const now = Date.now();
  const demo = [
    { id: DEMO_TRUSTED_CAS.root, commonName: 'Example Federation Root CA', organization: 'Example Federation', notBefore: now - 400 * DAY_MS, notAfter: now + 3650 * DAY_MS },
    { id: DEMO_TRUSTED_CAS.partner, commonName: 'Partner Issuing CA', organization: 'Partner Corp', notBefore: now - 700 * DAY_MS, notAfter: now + 12 * DAY_MS + DAY_MS / 2 },
    { id: DEMO_TRUSTED_CAS.retired, commonName: 'Retired Partner CA', organization: 'Partner Corp', notBefore: now - 1100 * DAY_MS, notAfter: now - 30 * DAY_MS },
  ];
  for (const ca of demo) {
    const fileData = await selfSignedCaPem({ commonName: ca.commonName, organization: ca.organization, notBefore: new Date(ca.notBefore), notAfter: new Date(ca.notAfter) });
    await importTrustedCa(store, { id: ca.id, fileData });
  }
}
