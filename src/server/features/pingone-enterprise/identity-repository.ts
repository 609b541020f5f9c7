/**
 * The identity repository PingOne for Enterprise keeps of PingFederate: the attribute contract of
 * the managed SP connection (what PingOne for Enterprise's users are signed on with). The console
 * asks for an update when the connection's contract is no longer what was last uploaded.
 */
import { canonicalJson } from '../../services/canonical-json';
import type { JsonDocument, StoreReader } from '../../store/store';
import { SP_CONNECTIONS_STORE } from '../connections/index';

/** The SP connection's attribute contract; undefined when the connection (or its contract) is gone. */
export async function ssoAttributeContract(reader: StoreReader, connectionId: string | undefined): Promise<unknown> {
  if (connectionId === undefined) return undefined;
  const connection = await reader.getItem(SP_CONNECTIONS_STORE, connectionId);
  return (connection?.spBrowserSso as JsonDocument | undefined)?.attributeContract;
}

/**
 * identityRepositoryUpdateRequired, computed on each read (not a server computation: those run on a
 * generic write, and this one reads another object, the SP connection, that changes on its own page).
 */
export function identityRepositoryUpdateRequired(uploaded: unknown, current: unknown): boolean {
  return canonicalJson(uploaded ?? null) !== canonicalJson(current ?? null);
}
