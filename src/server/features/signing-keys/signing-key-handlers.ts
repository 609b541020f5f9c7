/** Handlers of every /keyPairs operation (the contract's x-roles already limit them to crypto administrators). */
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { importCsrResponse } from '../../services/key-pairs/csr-response';
import { exportCertificate, exportCsr, exportPem, exportPkcs12 } from '../../services/key-pairs/export-key-pair';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { importKeyPairFile } from '../../services/key-pairs/import-key-pair';
import { certificateListAnswer } from '../../resources/certificate-list';
import { KEY_ALGORITHMS } from '../../services/certificates/key-algorithms';
import { keyPairUsers, usageMessage } from './key-pair-usage';
import { deleteKeyPair, getKeyPair, keyPairView, listKeyPairs } from '../../services/key-pairs/key-pair-store';
import { createKeySet, deleteKeySet, getKeySet, listKeySets, updateKeySet } from './key-sets';
import { getOauthOidcKeys, putOauthOidcKeys } from './oauth-oidc-keys';
import { deleteRotationSettings, getRotationSettings, putRotationSettings } from './rotation-settings';
import { listAnswer, listRequest } from '../../resources/collection-resource';
import { asKeyPairViews, asKeySet, asKeySets, asKeyPairView, asOauthOidcKeys, asRotationSettings } from './typed-answers';

export function signingKeyHandlers(): AreaHandlers {
  return {
    getKeyAlgorithms: async () => ({
      status: 200,
      body: { items: KEY_ALGORITHMS.map(({ keySizes, signatureAlgorithms, ...algorithm }) => ({ ...algorithm, keySizes: [...keySizes], signatureAlgorithms: [...signatureAlgorithms] })) },
    }),
    getSigningKeyPairs: async ({ server, query }) => ({
      status: 200,
      body: asKeyPairViews(certificateListAnswer((await listKeyPairs(server.store)).map((k) => keyPairView(k, server.now())), query)),
    }),
    createSigningKeyPair: async ({ server, body }) => {
      const stored = await generateKeyPairFromSettings(server.store, server.keys, body, server.now());
      return { status: 201, body: asKeyPairView(keyPairView(stored, server.now())) };
    },
    importSigningKeyPair: async ({ server, body }) => {
      const stored = await importKeyPairFile(server.store, server.keys, body);
      return { status: 201, body: asKeyPairView(keyPairView(stored, server.now())) };
    },
    getSigningKeyPair: async ({ server, params }) => ({ status: 200, body: asKeyPairView(keyPairView(await getKeyPair(server.store, params.id), server.now())) }),
    deleteSigningKeyPair: async ({ server, params }) => {
      await server.store.transaction(async (tx) => {
        await getKeyPair(tx, params.id);
        const inUse = usageMessage(await keyPairUsers(tx, params.id));
        if (inUse) throw new ApiError(422, apiResult('resource_in_use', inUse));
        await deleteKeyPair(tx, params.id);
      });
      return { status: 204 };
    },
    exportCertificateFile: async ({ server, params }) => ({
      status: 200,
      body: await exportCertificate(server.store, params.id),
      contentType: 'application/x-x509-ca-cert',
    }),
    exportPEMFile: async ({ server, params, body }) => ({
      status: 200,
      body: await exportPem(server.store, server.keys, params.id, body.password),
      contentType: 'application/x-pem-file',
    }),
    exportPKCS12File: async ({ server, params, body }) => ({
      status: 200,
      body: await exportPkcs12(server.store, server.keys, params.id, body.password),
      contentType: 'application/x-pkcs12',
    }),
    exportCsr: async ({ server, params }) => ({ status: 200, body: await exportCsr(server.store, server.keys, params.id), contentType: 'application/pkcs10' }),
    importCsrResponse: async ({ server, params, body }) => {
      const stored = await importCsrResponse(server.store, server.keys, params.id, body.fileData);
      return { status: 200, body: asKeyPairView(keyPairView(stored, server.now())) };
    },
    getRotationSettings: async ({ server, params }) => ({ status: 200, body: asRotationSettings(await getRotationSettings(server.store, params.id)) }),
    updateRotationSettings: async ({ server, params, body }) => ({ status: 200, body: await putRotationSettings(server.store, server.keys, params.id, body) }),
    deleteKeyPairRotationSettings: async ({ server, params }) => {
      await deleteRotationSettings(server.store, server.keys, params.id);
      return { status: 204 };
    },
    getOauthOidcKeysSettings: async ({ server }) => ({ status: 200, body: asOauthOidcKeys(await getOauthOidcKeys(server.store)) }),
    updateOAuthOidcKeysSettings: async ({ server, body }) => ({ status: 200, body: await server.store.transaction((tx) => putOauthOidcKeys(tx, body)) }),
    getKeySets: async ({ server, query }) => {
      const request = listRequest(query);
      const { items, totalItems } = await listKeySets(server.store, request);
      return { status: 200, body: asKeySets(listAnswer(request, items, totalItems)) };
    },
    createKeySet: async ({ server, body }) => ({ status: 201, body: await createKeySet(server.store, body) }),
    getKeySet: async ({ server, params }) => ({ status: 200, body: asKeySet(await getKeySet(server.store, params.id)) }),
    updateKeySet: async ({ server, params, body }) => ({ status: 200, body: await updateKeySet(server.store, params.id, body) }),
    deleteKeySet: async ({ server, params }) => {
      await deleteKeySet(server.store, params.id);
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
