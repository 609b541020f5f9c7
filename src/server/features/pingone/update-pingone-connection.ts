/**
 * PUT /pingOneConnections/{id}. Name required and unique; a typed credential is checked offline as
 * on create and refreshes what it names (organization, region, environment, credential id,
 * endpoints); no credential, or the unchanged encryptedCredential, keeps the stored one. The id and
 * the read-only fields never come from the body.
 */
import { fieldError, validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';
import { checkCredential, CREDENTIAL_SECRET, duplicateName, loadConnection, PINGONE_CONNECTIONS, present, secretOwner } from './pingone-connections';
import { pingOneEndpoints } from './pingone-endpoints';

const STALE_ENCRYPTED_CREDENTIAL = 'The encrypted credential is not the stored one: leave it unchanged to keep the credential, or paste a new credential.';

export const updatePingOneConnection: Handler<'updatePingOneConnection'> = async ({ server, params: { id }, body: input }) => {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const errors: ValidationErrorItem[] = [];
  if (name === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'name', message: 'Name is required.' });
  if (input.id !== undefined && input.id !== id) errors.push({ errorId: 'invalid_field', fieldPath: 'id', message: 'The ID of a connection cannot be changed.' });
  if (errors.length > 0) throw validationFailed(errors);
  const typed = typeof input.credential === 'string' && input.credential.trim() !== '' ? input.credential.trim() : undefined;
  const info = typed === undefined ? undefined : checkCredential(server, typed);

  const doc = await server.store.transaction(async (tx) => {
    const current = await loadConnection(tx, id);
    if ((await tx.findItemsByName(PINGONE_CONNECTIONS, name)).some((item) => item.id !== id)) throw duplicateName(name);
    if (typed === undefined && input.encryptedCredential !== undefined) {
      const stored = await tx.getSecret(secretOwner(id), CREDENTIAL_SECRET);
      if (!stored || input.encryptedCredential !== server.keys.encryptedValue(stored)) throw fieldError('encryptedCredential', STALE_ENCRYPTED_CREDENTIAL);
    }
    const { description: _description, ...kept } = current;
    const updated: JsonDocument = {
      ...kept,
      name,
      ...(typeof input.description === 'string' && { description: input.description }),
      active: input.active !== false,
      ...(info && { ...info, ...pingOneEndpoints(info.region) }),
    };
    await tx.putItem(PINGONE_CONNECTIONS, id, name, updated);
    if (typed !== undefined) await server.keys.putSecret(tx, secretOwner(id), CREDENTIAL_SECRET, typed);
    return updated;
  });
  return { status: 200, body: await present(server, doc) };
};
