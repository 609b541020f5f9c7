/** The id of a key pair or certificate: given (letters, digits, dash, dot, underscore; unused) or generated. */
import { generateId, ID_PATTERN, ID_PATTERN_MESSAGE } from '../../../shared/ids';
import type { StoreReader } from '../../store/store';
import { reservedIdProblem } from '../contract/item-path-siblings';
import type { FieldErrors } from './field-errors';
import { findKeyPair, SIGNING_KEY_PAIRS } from './key-pair-store';

export const KEY_PAIR_ID_IN_USE = 'ID is already in-use.';
export const KEY_PAIR_ID_MAX_LENGTH = 255;

/**
 * The id to use, or undefined after adding the reason to `errors`; `taken` tells whether an id is in
 * use, `collectionPath` (the contract's) which ids its other paths hold.
 */
export async function newStoredId(requested: unknown, errors: FieldErrors, collectionPath: string, taken: (id: string) => Promise<boolean>): Promise<string | undefined> {
  if (requested === undefined || requested === '') return generateId();
  const id = String(requested);
  const reserved = reservedIdProblem(collectionPath, id);
  if (!ID_PATTERN.test(id)) errors.add('id', ID_PATTERN_MESSAGE);
  else if (reserved) errors.add('id', reserved, 'reserved_id');
  else if (id.length > KEY_PAIR_ID_MAX_LENGTH) errors.add('id', `The ID can be at most ${KEY_PAIR_ID_MAX_LENGTH} characters.`);
  else if (await taken(id)) errors.add('id', KEY_PAIR_ID_IN_USE, 'duplicate_id');
  else return id;
  return undefined;
}

export const newKeyPairId = (reader: StoreReader, requested: unknown, errors: FieldErrors, collection = SIGNING_KEY_PAIRS) =>
  newStoredId(requested, errors, collection.path, async (id) => (await findKeyPair(reader, id, collection)) !== undefined);
