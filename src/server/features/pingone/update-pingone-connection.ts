/**
 * PUT /pingOneConnections/{id}. Name required and unique; a typed credential is checked offline as
 * on create and refreshes what it names (organization, region, environment, credential id,
 * endpoints); no credential, or an encryptedCredential of the stored one, keeps it. An
 * encryptedCredential of another credential (a bulk file from a server with this master.key) is
 * taken as that credential. The id and the read-only fields never come from the body. With
 * If-Match, refused (412) when the connection changed since; a new credential is a new version.
 */
import { validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';
import { checkCredential, CREDENTIAL_SECRET, duplicateName, loadConnection, PINGONE_CONNECTIONS, present, secretOwner, sentBackCredential } from './pingone-connections';
import { pingOneEndpoints } from './pingone-endpoints';
import { guardedWrite, ifMatchOf } from '../../kernel/versioned-writes';

export const updatePingOneConnection: Handler<'updatePingOneConnection'> = async ({ server, params: { id }, body: input, request }) => {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const errors: ValidationErrorItem[] = [];
  if (name === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'name', message: 'Name is required.' });
  if (input.id !== undefined && input.id !== id) errors.push({ errorId: 'invalid_field', fieldPath: 'id', message: 'The ID of a connection cannot be changed.' });
  if (errors.length > 0) throw validationFailed(errors);
  const typed = typeof input.credential === 'string' && input.credential.trim() !== '' ? input.credential.trim() : undefined;
  const sent = typed ?? (await sentBackCredential(server, input.encryptedCredential));

  const read = async () => present(server, await loadConnection(server.store, id));
  const saved = await guardedWrite(server.store, ifMatchOf(request), { namespace: PINGONE_CONNECTIONS, id }, read, () => server.store.transaction(async (tx) => {
    const current = await loadConnection(tx, id);
    if ((await tx.findItemsByName(PINGONE_CONNECTIONS, name)).some((item) => item.id !== id)) throw duplicateName(name);
    // The stored credential sent again (typed or sealed) changes nothing, and is not checked again.
    const changed = sent !== undefined && sent !== (await server.keys.getSecret(secretOwner(id), CREDENTIAL_SECRET, tx));
    const info = changed ? checkCredential(server, sent) : undefined;
    const { description: _description, ...kept } = current;
    const updated: JsonDocument = {
      ...kept,
      name,
      ...(typeof input.description === 'string' && { description: input.description }),
      active: input.active !== false,
      ...(info && { ...info, ...pingOneEndpoints(info.region) }),
    };
    await tx.putItem(PINGONE_CONNECTIONS, id, name, updated);
    if (changed) {
      await server.keys.putSecret(tx, secretOwner(id), CREDENTIAL_SECRET, sent);
      await tx.renewItemVersion(PINGONE_CONNECTIONS, id);
    }
    return present(server, updated);
  }));
  return { status: 200, ...saved };
};
