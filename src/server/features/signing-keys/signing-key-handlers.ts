/** Handlers of every /keyPairs operation (the contract's x-roles already limit them to crypto administrators). */
import { ApiError, apiResult } from '../../core/api-error';
import type { RouteHandler, RouteContext } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';
import { importCsrResponse } from '../../services/key-pairs/csr-response';
import { exportCertificate, exportCsr, exportPem, exportPkcs12 } from '../../services/key-pairs/export-key-pair';
import { generateKeyPairFromSettings, type NewKeyPairSettings } from '../../services/key-pairs/generate-key-pair';
import { importKeyPairFile, type KeyPairFile } from '../../services/key-pairs/import-key-pair';
import { certificateListAnswer } from '../../resources/certificate-list';
import { KEY_ALGORITHMS } from '../../services/certificates/key-algorithms';
import { keyPairUsers, usageMessage } from './key-pair-usage';
import { deleteKeyPair, getKeyPair, keyPairView, listKeyPairs } from '../../services/key-pairs/key-pair-store';
import { createKeySet, deleteKeySet, getKeySet, listKeySets, updateKeySet } from './key-sets';
import { getOauthOidcKeys, putOauthOidcKeys } from './oauth-oidc-keys';
import { deleteRotationSettings, getRotationSettings, putRotationSettings } from './rotation-settings';
import { listAnswer, listRequest } from '../../resources/collection-resource';

const idOf = ({ params }: RouteContext) => params.id ?? '';
const json = (status: number, body: unknown) => ({ status, body });

export function signingKeyHandlers(): [string, RouteHandler][] {
  return [
    ['getKeyAlgorithms', async () => json(200, { items: KEY_ALGORITHMS })],
    ['getSigningKeyPairs', async ({ server, query }) =>
      json(200, certificateListAnswer((await listKeyPairs(server.store)).map((k) => keyPairView(k, server.now())), query))],
    ['createSigningKeyPair', async ({ server, body }) => {
      const stored = await generateKeyPairFromSettings(server.store, server.keys, body as NewKeyPairSettings, server.now());
      return json(201, keyPairView(stored, server.now()));
    }],
    ['importSigningKeyPair', async ({ server, body }) => {
      const stored = await importKeyPairFile(server.store, server.keys, body as KeyPairFile);
      return json(201, keyPairView(stored, server.now()));
    }],
    ['getSigningKeyPair', async (c) => json(200, keyPairView(await getKeyPair(c.server.store, idOf(c)), c.server.now()))],
    ['deleteSigningKeyPair', async (c) => {
      await c.server.store.transaction(async (tx) => {
        const id = idOf(c);
        await getKeyPair(tx, id);
        const inUse = usageMessage(await keyPairUsers(tx, id));
        if (inUse) throw new ApiError(422, apiResult('resource_in_use', inUse));
        await deleteKeyPair(tx, id);
      });
      return { status: 204 };
    }],
    ['exportCertificateFile', async (c) => ({ status: 200, body: await exportCertificate(c.server.store, idOf(c)), contentType: 'application/x-x509-ca-cert' })],
    ['exportPEMFile', async (c) => ({
      status: 200,
      body: await exportPem(c.server.store, c.server.keys, idOf(c), (c.body as { password?: unknown }).password),
      contentType: 'application/x-pem-file',
    })],
    ['exportPKCS12File', async (c) => ({
      status: 200,
      body: await exportPkcs12(c.server.store, c.server.keys, idOf(c), (c.body as { password?: unknown }).password),
      contentType: 'application/x-pkcs12',
    })],
    ['exportCsr', async (c) => ({ status: 200, body: await exportCsr(c.server.store, c.server.keys, idOf(c)), contentType: 'application/pkcs10' })],
    ['importCsrResponse', async (c) => {
      const stored = await importCsrResponse(c.server.store, c.server.keys, idOf(c), String((c.body as { fileData: string }).fileData));
      return json(200, keyPairView(stored, c.server.now()));
    }],
    ['getRotationSettings', async (c) => json(200, await getRotationSettings(c.server.store, idOf(c)))],
    ['updateRotationSettings', async (c) => json(200, await putRotationSettings(c.server.store, c.server.keys, idOf(c), c.body as JsonDocument))],
    ['deleteKeyPairRotationSettings', async (c) => {
      await deleteRotationSettings(c.server.store, c.server.keys, idOf(c));
      return { status: 204 };
    }],
    ['getOauthOidcKeysSettings', async ({ server }) => json(200, await getOauthOidcKeys(server.store))],
    ['updateOAuthOidcKeysSettings', async ({ server, body }) => json(200, await server.store.transaction((tx) => putOauthOidcKeys(tx, body as JsonDocument)))],
    ['getKeySets', async ({ server, query }) => {
      const request = listRequest(query);
      const { items, totalItems } = await listKeySets(server.store, request);
      return json(200, listAnswer(request, items, totalItems));
    }],
    ['createKeySet', async ({ server, body }) => json(201, await createKeySet(server.store, body as JsonDocument))],
    ['getKeySet', async (c) => json(200, await getKeySet(c.server.store, idOf(c)))],
    ['updateKeySet', async (c) => json(200, await updateKeySet(c.server.store, idOf(c), c.body as JsonDocument))],
    ['deleteKeySet', async (c) => {
      await deleteKeySet(c.server.store, idOf(c));
      return { status: 204 };
    }],
  ];
}
