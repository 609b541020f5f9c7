/**
 * /keyPairs/oauthOpenIdConnect/additionalKeySets: signing key sets for virtual issuers (SPEC 5).
 * Name required and unique; id optional (at most 33 characters, SPEC 5's pattern, unique,
 * immutable, generated as 26 alphanumerics); at least one existing virtual issuer, each in no
 * other key set; an RSA active certificate; certificates fit their slots and are not under rotation.
 */
import { storagePath } from '../../store/storage-path';
import { resourceDefinitions } from '../../../../generated/resources.gen';
import { generateId, ID_PATTERN, ID_PATTERN_MESSAGE } from '../../../shared/ids';
import { KEY_SET_ID_IN_USE, KEY_SET_ID_MAX_LENGTH, KEY_SET_NAME_IN_USE } from '../../../shared/signing-keys';
import { notFound } from '../../core/api-error';
import type { JsonDocument, Store, StoreReader, StoreWriter, ItemQuery } from '../../store/store';
import { FieldErrors, isBlank } from '../../services/key-pairs/field-errors';
import { checkCertificateRefs, isRecord, refId } from './signing-key-slots';

export const KEY_SETS_STORE = storagePath('/keyPairs/oauthOpenIdConnect/additionalKeySets');
/** Where virtual issuers live (the generic collection of the virtual-issuers page). */
export const ISSUERS_STORE = resourceDefinitions['virtual-issuers'].store;

export const KEY_SET_NAME_REQUIRED = 'Name is required.';
export const KEY_SET_ID_TOO_LONG = `The ID can be at most ${KEY_SET_ID_MAX_LENGTH} characters.`;
export const KEY_SET_ID_IMMUTABLE = 'ID cannot be changed.';
export const ISSUER_REQUIRED = 'At least one issuer is required.';
export const RSA_ACTIVE_REQUIRED = 'An RSA active certificate is required.';

/** The key sets by name: all of them, or the page, filter and order asked for. */
export async function listKeySets(reader: StoreReader, query: ItemQuery = {}): Promise<{ items: JsonDocument[]; totalItems: number }> {
  const page = await reader.queryItems(KEY_SETS_STORE, query);
  return { items: page.items.map((item) => item.doc), totalItems: page.totalItems };
}

export async function getKeySet(reader: StoreReader, id: string): Promise<JsonDocument> {
  const doc = await reader.getItem(KEY_SETS_STORE, id);
  if (!doc) throw notFound(`Key set '${id}' was not found.`);
  return doc;
}

/** The key set that serves a virtual issuer, if any. */
export async function keySetOfIssuer(reader: StoreReader, issuerId: string): Promise<JsonDocument | undefined> {
  return (await reader.listItems(KEY_SETS_STORE)).find((item) => issuerIds(item.doc).includes(issuerId))?.doc;
}

export const issuerIds = (keySet: JsonDocument): string[] =>
  (Array.isArray(keySet.issuers) ? keySet.issuers : []).map(refId).filter((id): id is string => id !== undefined);

async function checkKeySet(tx: StoreWriter, keySet: JsonDocument, ownId: string, errors: FieldErrors): Promise<void> {
  const name = keySet.name;
  if (isBlank(name)) errors.add('name', KEY_SET_NAME_REQUIRED, 'required_field');
  else if ((await tx.findItemsByName(KEY_SETS_STORE, String(name).trim())).some((item) => item.id !== ownId)) {
    errors.add('name', KEY_SET_NAME_IN_USE, 'duplicate_name');
  }

  const ids = issuerIds(keySet);
  if (ids.length === 0) errors.add('issuers', ISSUER_REQUIRED, 'required_field');
  const others = (await tx.listItems(KEY_SETS_STORE)).filter((item) => item.id !== ownId);
  for (const [i, issuerId] of ids.entries()) {
    const fieldPath = `issuers[${i}].id`;
    const issuer = await tx.getItem(ISSUERS_STORE, issuerId);
    const usedBy = others.find((item) => issuerIds(item.doc).includes(issuerId));
    if (!issuer) errors.add(fieldPath, `Virtual issuer '${issuerId}' does not exist.`, 'invalid_reference');
    else if (ids.indexOf(issuerId) !== i) errors.add(fieldPath, `Virtual issuer '${issuer.name ?? issuerId}' is listed twice.`);
    else if (usedBy) errors.add(fieldPath, `Virtual issuer '${issuer.name ?? issuerId}' is already used by key set '${usedBy.doc.name}'.`, 'issuer_in_use');
  }

  const signingKeys = isRecord(keySet.signingKeys) ? keySet.signingKeys : {};
  if (refId(signingKeys.rsaActiveCertRef) === undefined) errors.add('signingKeys.rsaActiveCertRef', RSA_ACTIVE_REQUIRED, 'required_field');
  await checkCertificateRefs(tx, signingKeys, errors, { fieldPrefix: 'signingKeys.', withDecryption: false, allowRotating: false });
}

function checkNewId(requested: unknown, errors: FieldErrors): string | undefined {
  if (requested === undefined || requested === '') return generateId();
  const id = String(requested);
  if (id.length > KEY_SET_ID_MAX_LENGTH) errors.add('id', KEY_SET_ID_TOO_LONG);
  else if (!ID_PATTERN.test(id)) errors.add('id', ID_PATTERN_MESSAGE);
  else return id;
  return undefined;
}

export async function createKeySet<KeySet extends JsonDocument>(store: Store, body: KeySet): Promise<KeySet & { id: string; name: string }> {
  return store.transaction(async (tx) => {
    const errors = new FieldErrors();
    const id = checkNewId(body.id, errors);
    if (id !== undefined && (await tx.getItem(KEY_SETS_STORE, id))) errors.add('id', KEY_SET_ID_IN_USE, 'duplicate_id');
    await checkKeySet(tx, body, id ?? '', errors);
    errors.throwIfAny();
    const doc = { ...body, id: id!, name: String(body.name).trim() };
    await tx.putItem(KEY_SETS_STORE, doc.id, doc.name, doc);
    return doc;
  });
}

export async function updateKeySet<KeySet extends JsonDocument>(store: Store, id: string, body: KeySet): Promise<KeySet & { id: string; name: string }> {
  return store.transaction(async (tx) => {
    await getKeySet(tx, id);
    const errors = new FieldErrors();
    if (body.id !== undefined && body.id !== id) errors.add('id', KEY_SET_ID_IMMUTABLE, 'immutable_field');
    await checkKeySet(tx, body, id, errors);
    errors.throwIfAny();
    const doc = { ...body, id, name: String(body.name).trim() };
    await tx.putItem(KEY_SETS_STORE, id, doc.name, doc);
    return doc;
  });
}

export async function deleteKeySet(store: Store, id: string): Promise<void> {
  await store.transaction(async (tx) => {
    if (!(await tx.deleteItem(KEY_SETS_STORE, id))) throw notFound(`Key set '${id}' was not found.`);
  });
}
