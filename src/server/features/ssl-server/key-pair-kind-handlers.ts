/**
 * The operations every TLS key pair kind answers alike (SSL server and SSL client key pairs:
 * list, generate, import, get, delete, certificate, PEM, PKCS#12, CSR and CSR response), over the
 * signing key pairs' code for one collection. Typed by the SSL server operations, whose shapes
 * PingFederate gives the client ones too: a kind whose operations differ fails the typecheck where
 * its area assigns them. A key pair is versioned (its GET's ETag, its DELETE's If-Match).
 */
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';
import type { OperationId } from '../../../../generated/operations.gen';
import type { ServerContext } from '../../kernel/handler-types';
import type { OperationAnswer, PathParams, QueryParams, RequestBody } from '../../kernel/operation-types';
import { certificateListAnswer } from '../../resources/certificate-list';
import { importCsrResponse } from '../../services/key-pairs/csr-response';
import { exportCertificate, exportCsr, exportPem, exportPkcs12 } from '../../services/key-pairs/export-key-pair';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { importKeyPairFile } from '../../services/key-pairs/import-key-pair';
import { deleteKeyPair, getKeyPair, keyPairView, listKeyPairs, type KeyPairCollection, type StoredKeyPair } from '../../services/key-pairs/key-pair-store';
import type { JsonDocument, StoreReader } from '../../store/store';
import type { FastifyRequest } from 'fastify';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

type Schemas = components['schemas'];

/** A key pair's view as the contract's (its stored rotation settings are the contract's, checked when saved). */
const viewOf = (stored: StoredKeyPair, now: number) => keyPairView(stored, now) as Schemas['KeyPairView'];
/** The page of views the list computes, as the contract's list (certificateListAnswer answers any view's page). */
const asKeyPairViews = (page: { items: unknown[]; totalItems?: number }) => page as Schemas['KeyPairViews'];

export interface KeyPairKind {
  collection: KeyPairCollection;
  /** Why the key pair may not be deleted (read in the delete's transaction), or undefined. */
  inUse: (reader: StoreReader, id: string) => Promise<string | undefined>;
  /** Run before the list is read (the SSL server kind makes its default key pair). */
  beforeList?: (server: ServerContext) => Promise<unknown>;
}

/**
 * What a handler of one of these operations reads, written out rather than as HandlerContext<Op>:
 * TypeScript compares two HandlerContexts by their operation names, these by their shapes, so the
 * SSL client operations take them where their contract types agree.
 */
type Reads<Op extends OperationId, Part extends 'params' | 'query' | 'body'> = { server: ServerContext; request: FastifyRequest } & Pick<{ params: PathParams<Op>; query: QueryParams<Op>; body: RequestBody<Op> }, Part>;
type KindHandler<Op extends OperationId, Part extends 'params' | 'query' | 'body'> = (context: Reads<Op, Part>) => Promise<OperationAnswer<Op>>;

export interface KeyPairKindHandlers {
  list: KindHandler<'getSslServerKeyPairs', 'query'>;
  generate: KindHandler<'createSslServerKeyPair', 'body'>;
  importFile: KindHandler<'importSslServerKeyPair', 'body'>;
  get: KindHandler<'getSslServerKeyPair', 'params'>;
  remove: KindHandler<'deleteSslServerKeyPair', 'params'>;
  certificate: KindHandler<'exportSslServerCertificateFile', 'params'>;
  pem: KindHandler<'exportSslServerPEMFile', 'params' | 'body'>;
  pkcs12: KindHandler<'exportSslServerPKCS12File', 'params' | 'body'>;
  csr: KindHandler<'exportSslServerCsr', 'params'>;
  csrResponse: KindHandler<'importSslServerCsrResponse', 'params' | 'body'>;
}

export function keyPairKindHandlers({ collection, inUse, beforeList }: KeyPairKind): KeyPairKindHandlers {
  return {
    list: async ({ server, query }) => {
      await beforeList?.(server);
      return { status: 200, body: asKeyPairViews(certificateListAnswer((await listKeyPairs(server.store, collection)).map((k) => keyPairView(k, server.now())), query)) };
    },
    generate: async ({ server, body }) =>
      ({ status: 201, body: viewOf(await generateKeyPairFromSettings(server.store, server.keys, body, server.now(), collection), server.now()) }),
    importFile: async ({ server, body }) => ({ status: 201, body: viewOf(await importKeyPairFile(server.store, server.keys, body, collection), server.now()) }),
    get: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, { namespace: collection.store, id: params.id }, () => getKeyPair(server.store, params.id, collection));
      return { status: 200, body: viewOf(body, server.now()), version };
    },
    remove: async ({ server, params, request }) => {
      const current = async () => viewOf(await getKeyPair(server.store, params.id, collection), server.now()) as JsonDocument;
      await guardedWrite(server.store, ifMatchOf(request), { namespace: collection.store, id: params.id }, current, () =>
        server.store.transaction(async (tx) => {
          await getKeyPair(tx, params.id, collection);
          const why = await inUse(tx, params.id);
          if (why) throw new ApiError(422, apiResult('resource_in_use', why));
          await deleteKeyPair(tx, params.id, collection);
        }),
      );
      return { status: 204 };
    },
    certificate: async ({ server, params }) =>
      ({ status: 200, body: await exportCertificate(server.store, params.id, collection), contentType: 'application/x-x509-ca-cert' }),
    pem: async ({ server, params, body }) =>
      ({ status: 200, body: await exportPem(server.store, server.keys, params.id, body.password, collection), contentType: 'application/x-pem-file' }),
    pkcs12: async ({ server, params, body }) =>
      ({ status: 200, body: await exportPkcs12(server.store, server.keys, params.id, body.password, collection), contentType: 'application/x-pkcs12' }),
    csr: async ({ server, params }) => ({ status: 200, body: await exportCsr(server.store, server.keys, params.id, collection), contentType: 'application/pkcs10' }),
    csrResponse: async ({ server, params, body }) =>
      ({ status: 200, body: viewOf(await importCsrResponse(server.store, server.keys, params.id, body.fileData, collection), server.now()) }),
  };
}
