/**
 * Handlers of every /keyPairs operation (the contract's x-roles already limit them to crypto
 * administrators). A key pair, a key set and the OAuth/OIDC keys document are versioned (ETag,
 * If-Match); a key pair's rotation settings are part of the key pair and carry its version.
 */
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { importCsrResponse } from '../../services/key-pairs/csr-response';
import { exportCertificate, exportCsr, exportPem, exportPkcs12 } from '../../services/key-pairs/export-key-pair';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { importKeyPairFile } from '../../services/key-pairs/import-key-pair';
import { certificateListAnswer } from '../../resources/certificate-list';
import { KEY_ALGORITHMS } from '../../services/certificates/key-algorithms';
import { keyPairUsers, usageMessage } from './key-pair-usage';
import { deleteKeyPair, getKeyPair, keyPairView, listKeyPairs, SIGNING_KEY_PAIRS_STORE } from '../../services/key-pairs/key-pair-store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';
import type { JsonDocument, Store } from '../../store/store';
import { createKeySet, deleteKeySet, getKeySet, KEY_SETS_STORE, listKeySets, updateKeySet } from './key-sets';
import { getOauthOidcKeys, OAUTH_OIDC_KEYS_SETTINGS_KEY, putOauthOidcKeys } from './oauth-oidc-keys';
import { deleteRotationSettings, getRotationSettings, putRotationSettings } from './rotation-settings';
import { listAnswer, listRequest } from '../../resources/collection-resource';
import { asKeyPairViews, asKeySet, asKeySets, asKeyPairView, asOauthOidcKeys, asRotationSettings } from './typed-answers';

const keyPairAt = (id: string) => ({ namespace: SIGNING_KEY_PAIRS_STORE, id });
const keySetAt = (id: string) => ({ namespace: KEY_SETS_STORE, id });
const OIDC_KEYS = { settings: OAUTH_OIDC_KEYS_SETTINGS_KEY };

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
    getSigningKeyPair: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, keyPairAt(params.id), () => getKeyPair(server.store, params.id));
      return { status: 200, body: asKeyPairView(keyPairView(body, server.now())), version };
    },
    deleteSigningKeyPair: async ({ server, params, request }) => {
      const current = async () => keyPairView(await getKeyPair(server.store, params.id), server.now()) as unknown as JsonDocument;
      await guardedWrite(server.store, ifMatchOf(request), keyPairAt(params.id), current, () =>
        server.store.transaction(async (tx) => {
          await getKeyPair(tx, params.id);
          const inUse = usageMessage(await keyPairUsers(tx, params.id));
          if (inUse) throw new ApiError(422, apiResult('resource_in_use', inUse));
          await deleteKeyPair(tx, params.id);
        }),
      );
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
    getRotationSettings: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, keyPairAt(params.id), () => getRotationSettings(server.store, params.id));
      return { status: 200, body: asRotationSettings(body), version };
    },
    updateRotationSettings: async ({ server, params, body, request }) => ({
      status: 200,
      ...(await guardedWrite(server.store, ifMatchOf(request), keyPairAt(params.id), () => rotationOrNone(server.store, params.id), () => putRotationSettings(server.store, server.keys, params.id, body))),
    }),
    deleteKeyPairRotationSettings: async ({ server, params, request }) => {
      await guardedWrite(server.store, ifMatchOf(request), keyPairAt(params.id), () => rotationOrNone(server.store, params.id), () => deleteRotationSettings(server.store, server.keys, params.id));
      return { status: 204 };
    },
    getOauthOidcKeysSettings: async ({ server }) => {
      const { body, version } = await versionedRead(server.store, OIDC_KEYS, () => getOauthOidcKeys(server.store));
      return { status: 200, body: asOauthOidcKeys(body), version };
    },
    updateOAuthOidcKeysSettings: async ({ server, body, request }) => ({
      status: 200,
      ...(await guardedWrite(server.store, ifMatchOf(request), OIDC_KEYS, () => getOauthOidcKeys(server.store), () => server.store.transaction((tx) => putOauthOidcKeys(tx, body)))),
    }),
    getKeySets: async ({ server, query }) => {
      const request = listRequest(query);
      const { items, totalItems } = await listKeySets(server.store, request);
      return { status: 200, body: asKeySets(listAnswer(request, items, totalItems)) };
    },
    createKeySet: async ({ server, body }) => ({ status: 201, body: await createKeySet(server.store, body) }),
    getKeySet: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, keySetAt(params.id), () => getKeySet(server.store, params.id));
      return { status: 200, body: asKeySet(body), version };
    },
    updateKeySet: async ({ server, params, body, request }) => ({
      status: 200,
      ...(await guardedWrite(server.store, ifMatchOf(request), keySetAt(params.id), () => getKeySet(server.store, params.id), () => updateKeySet(server.store, params.id, body))),
    }),
    deleteKeySet: async ({ server, params, request }) => {
      await guardedWrite(server.store, ifMatchOf(request), keySetAt(params.id), () => getKeySet(server.store, params.id), () => deleteKeySet(server.store, params.id));
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}

/** A refused write's `current`: the rotation settings as read, or none (`{}`) when the key pair has none now. */
const rotationOrNone = (store: Store, id: string): Promise<JsonDocument> =>
  getRotationSettings(store, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404) return {};
    throw error;
  });
