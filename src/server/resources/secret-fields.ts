/**
 * Write-only secrets of stored objects: collection items and settings documents
 * (ResourceDefinition.secrets), and the hand-written resources that declare theirs
 * (`x-keeps-secrets`). On a write each secret leaves the object for the secrets store, encrypted
 * with the current configuration key: a typed value is taken as the new secret, else the
 * `encryptedAs` sibling, when it is a value this server encrypted, keeps the secret it stands for
 * (PingFederate's rule for passing it back unchanged), else a secret sent blank keeps the stored
 * one at its place (not inside a list, whose rows have no identity but their order), and one sent
 * neither way is removed. On a read the sibling carries the secret's JWE; the plaintext is never
 * answered. An unchanged secret keeps its stored row, so it is answered as the same JWE on every
 * read and a save that changes nothing changes nothing in the store.
 */
import type { SecretField } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../core/api-error';
import type { JsonDocument, StoreReader, StoreWriter } from '../store/store';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';

/** The secrets store's owner of one collection object's secrets. */
export const secretOwner = (store: string, id: string) => `${store}/${id}`;

/** The secrets store's owner of a settings document's secrets (no collection owner starts so). */
export const documentSecretOwner = (store: string) => `settings:${store}`;

/** The settings document whose secrets `owner` holds (documentSecretOwner's store), or undefined for another owner. */
export const documentOfSecretOwner = (owner: string): string | undefined => (owner.startsWith('settings:') ? owner.slice('settings:'.length) : undefined);

/** What a write asks for its secrets: a plaintext by concrete path, and the paths left blank, whose stored secret it keeps. */
export interface SecretsOfWrite {
  values: Map<string, string>;
  kept: Set<string>;
  /** The encrypted value each secret sent as one came as, by path (a secret moved along a key chain keeps its encryption). */
  sealed?: Map<string, string>;
}

/** A place in a document where a secret may sit: its parent object and concrete path (`a.b.0.secret`). */
interface SecretSlot {
  parent: JsonDocument;
  name: string;
  encryptedAs: string;
  /** Dotted path of the secret with list indexes, the secrets store's name for it. */
  path: string;
}

/** Every parent object along `field.path` in `doc` (`[]` spreads a list, a number is one item; missing steps end the walk). */
function slotsOf(doc: JsonDocument, field: SecretField): SecretSlot[] {
  const steps = field.path.split('.');
  const name = steps.pop() as string;
  let parents: { value: unknown; path: string[] }[] = [{ value: doc, path: [] }];
  for (const step of steps) {
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    parents = parents.flatMap(({ value, path }) => {
      const next = isObject(value) ? value[key] : Array.isArray(value) && /^\d+$/.test(key) ? (value[Number(key)] as unknown) : undefined;
      if (!list) return [{ value: next, path: [...path, key] }];
      return Array.isArray(next) ? next.map((item, index) => ({ value: item, path: [...path, key, String(index)] })) : [];
    });
  }
  return parents.filter((p) => isObject(p.value)).map((p) => ({ parent: p.value as JsonDocument, name, encryptedAs: field.encryptedAs, path: [...p.path, name].join('.') }));
}

const isObject = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's field path of a concrete secret path (`a.0.b` → `a[0].b`). */
const fieldPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** A concrete path inside a list (`a.0.b`): its row is named only by its place. */
const inList = (path: string) => /\.\d+(\.|$)/.test(path);

/** The secrets `doc` asks for (see SecretsOfWrite); the secrets and their siblings leave `doc`. 422 for an encrypted value this server did not make. */
export async function takeSecrets(reader: StoreReader, keys: ConfigurationKeys, fields: readonly SecretField[], doc: JsonDocument): Promise<SecretsOfWrite> {
  const secrets = new Map<string, string>();
  const kept = new Set<string>();
  const sealed = new Map<string, string>();
  const errors: ValidationErrorItem[] = [];
  for (const field of fields) {
    for (const slot of slotsOf(doc, field)) {
      const typed = slot.parent[slot.name];
      const encrypted = slot.parent[slot.encryptedAs];
      delete slot.parent[slot.name];
      delete slot.parent[slot.encryptedAs];
      if (typeof typed === 'string' && typed !== '') {
        secrets.set(slot.path, typed);
      } else if (typeof encrypted === 'string' && encrypted !== '') {
        const opened = await keys.openEncryptedValue(encrypted, reader);
        if (opened === undefined) {
          // Reported on the secret itself: typing it again is the way out.
          errors.push({ errorId: 'invalid_field', fieldPath: fieldPath(slot.path), message: 'The encrypted value was not made by this server; type the secret again.' });
        } else {
          secrets.set(slot.path, opened);
          sealed.set(slot.path, encrypted);
        }
      } else if ((typed === '' || typed === null) && !inList(slot.path)) {
        // Left blank (the secret sent, empty): the stored one stays. Neither it nor its encrypted
        // value sent: the object has no secret there any more (a client whose authentication is NONE).
        kept.add(slot.path);
      }
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return { values: secrets, kept, sealed };
}

/**
 * Makes the stored secrets of `owner` what `write` asks: a secret neither given nor kept is
 * deleted, a new or changed one is encrypted anew, an unchanged or kept one keeps its row. A
 * secret sent as the encrypted value of another of the owner's (a key a rotation moved from
 * `current` to `previous`) takes that row's encryption, so it reads as the value it was sent as.
 * Answers whether any secret changed: the object's version must then change with it, though its
 * document did not (a secret-only change is a change another writer must not overwrite unseen).
 */
export async function storeSecrets(tx: StoreWriter, keys: ConfigurationKeys, owner: string, write: SecretsOfWrite): Promise<boolean> {
  const rows = await tx.listSecretsOf(owner);
  const stored = new Set(rows.map((secret) => secret.name));
  let changed = false;
  for (const name of stored) {
    if (write.values.has(name) || write.kept.has(name)) continue;
    await tx.deleteSecrets(owner, name);
    changed = true;
  }
  for (const [path, plaintext] of write.values) {
    if (stored.has(path) && (await keys.getSecret(owner, path, tx)) === plaintext) continue;
    const sentAs = write.sealed?.get(path);
    const moved = sentAs === undefined ? undefined : rows.find((row) => keys.encryptedValue(row) === sentAs);
    if (moved) await tx.putSecret({ ...moved, owner, name: path });
    else await keys.putSecret(tx, owner, path, plaintext);
    changed = true;
  }
  return changed;
}

/** A copy of a stored object with each secret's JWE at its `encryptedAs` sibling. */
export async function withEncryptedSecrets(reader: StoreReader, keys: ConfigurationKeys, fields: readonly SecretField[], owner: string, doc: JsonDocument): Promise<JsonDocument> {
  if (fields.length === 0) return doc;
  const stored = new Map((await reader.listSecretsOf(owner)).map((secret) => [secret.name, secret]));
  if (stored.size === 0) return doc;
  const copy = structuredClone(doc);
  for (const field of fields) {
    for (const slot of slotsOf(copy, field)) {
      const secret = stored.get(slot.path);
      if (secret) slot.parent[slot.encryptedAs] = keys.encryptedValue(secret);
    }
  }
  return copy;
}

/** The names under which answers carry encrypted secrets: the contract's `encryptedAs` siblings and plugin fields' `encryptedValue`. */
export const encryptedSiblingNames = (definitions: Record<string, { secrets?: readonly SecretField[] }>): ReadonlySet<string> =>
  new Set(['encryptedValue', ...Object.values(definitions).flatMap((d) => (d.secrets ?? []).map((s) => s.encryptedAs))]);
