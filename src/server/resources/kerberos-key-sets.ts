/**
 * A Kerberos realm's keySets, as PingFederate keeps them: "if 'retainPreviousKeysOnPasswordChange'
 * is true, PingFederate automatically adds the key set for the current password to this list and
 * removes expired key sets. If [it] is false, this list is cleared." A key set is the AES keys of
 * the service account's password (services/kerberos/string-to-key.ts), sealed under the master
 * key's transport key (a synchronous seal this server opens, as it does its other encrypted values),
 * so the keys never appear in clear. A password typed anew dates the active set (`deactivatedAt`)
 * and adds its own; a set deactivated longer ago than the realms settings' keySetRetentionPeriodMins
 * is dropped on the next write.
 */
import type { JsonDocument } from '../store/store';
import { kerberosKeys } from '../services/kerberos/string-to-key';
import type { ComputationContext } from './server-computations';

interface KeySet {
  encryptedKeySet: string;
  deactivatedAt?: string;
}

/** PingFederate's default retention, when the settings document has none. */
const DEFAULT_RETENTION_MINUTES = 610;

const isKeySet = (value: unknown): value is KeySet =>
  typeof value === 'object' && value !== null && typeof (value as KeySet).encryptedKeySet === 'string';

const text = (doc: JsonDocument | undefined, name: string) => (typeof doc?.[name] === 'string' ? (doc[name] as string) : '');

export function kerberosKeySets({ object, stored, storedValue, secret, now, keys, document }: ComputationContext): KeySet[] | undefined {
  if (object.retainPreviousKeysOnPasswordChange !== true) return undefined;
  if (!keys) throw new Error('Kerberos key sets are sealed with the configuration keys, which this write lacks.');
  const realm = text(object, 'kerberosRealmName');
  const username = text(object, 'kerberosUsername');
  const sealed = (password: string): KeySet => ({
    encryptedKeySet: keys.sealForTransport(JSON.stringify({ realm: realm.toUpperCase(), principal: username, keys: kerberosKeys(password, realm, username) })),
  });
  const sets = (Array.isArray(storedValue) ? storedValue.filter(isKeySet) : []).map((set) => ({ ...set }));
  const active = sets.find((set) => set.deactivatedAt === undefined);
  const typed = secret?.plaintext !== undefined && !secret.sentEncrypted;
  const salted = text(stored, 'kerberosRealmName').toUpperCase() !== realm.toUpperCase() || text(stored, 'kerberosUsername') !== username;
  let result = sets;
  if (typed) {
    // A new password: the keys of the old one stay valid for the retention period.
    if (active) active.deactivatedAt = now.toISOString();
    result = [...sets, sealed(secret.plaintext as string)];
  } else if (secret?.plaintext !== undefined && (!active || salted)) {
    // The same password (sent back encrypted): its keys, made now or anew for another realm or account name.
    result = [...sets.filter((set) => set !== active), sealed(secret.plaintext)];
  } else if (secret && !secret.kept && secret.plaintext === undefined && active) {
    // The password was removed: its keys are no longer the current ones.
    active.deactivatedAt = now.toISOString();
  }
  const minutes = typeof document?.keySetRetentionPeriodMins === 'number' ? document.keySetRetentionPeriodMins : DEFAULT_RETENTION_MINUTES;
  const oldest = now.getTime() - minutes * 60_000;
  return result.filter((set) => set.deactivatedAt === undefined || Date.parse(set.deactivatedAt) >= oldest);
}
