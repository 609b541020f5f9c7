/**
 * The region and environment of the PingOne admin console the frame's home button links to:
 * those of the first active PingOne connection (in name order), or empty strings when none.
 */
import type { Store } from '../../store/store';
import { PINGONE_CONNECTIONS } from '../pingone/index';

export interface PingOneAdminTarget {
  region: string;
  environmentId: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function pingOneAdminTarget(store: Store): Promise<PingOneAdminTarget> {
  const { items } = await store.queryItems(PINGONE_CONNECTIONS, {});
  const active = items.find((item) => item.doc.active === true);
  return { region: text(active?.doc.region), environmentId: text(active?.doc.environmentId) };
}
