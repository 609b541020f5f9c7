/**
 * Handlers of /serverSettings/wsTrustStsSettings/issuerCertificates. A certificate the WS-Trust
 * STS settings name (issuerCerts) cannot be deleted: the settings are the page's generic settings
 * document, whose references name this collection (object-users.ts finds them).
 */
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { settingsNaming } from '../../resources/object-users';
import { pingFederateCertView } from '../../services/certificates/pingfederate-cert-view';
import { importIssuerCert } from './import-issuer-cert';
import { getIssuerCert, ISSUER_CERTS_STORE, issuerCertView, listIssuerCerts } from './issuer-cert-store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';
import type { JsonDocument } from '../../store/store';

const issuerCertAt = (id: string) => ({ namespace: ISSUER_CERTS_STORE, id });

export function issuerCertHandlers(): AreaHandlers {
  return {
    getCerts: async ({ server }) => {
      const now = server.now();
      const views = (await listIssuerCerts(server.store)).map((stored) => issuerCertView(stored, now));
      views.sort((a, b) => String(a.certView?.subjectDN).localeCompare(String(b.certView?.subjectDN)) || String(a.x509File.id).localeCompare(String(b.x509File.id)));
      return { status: 200, body: { items: views } };
    },
    importCertificate: async ({ server, body }) => ({ status: 201, body: issuerCertView(await importIssuerCert(server.store, body, server.now()), server.now()) }),
    getCert: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, issuerCertAt(params.id), () => getIssuerCert(server.store, params.id));
      return { status: 200, body: issuerCertView(body, server.now()), version };
    },
    deleteCertificate: async ({ server, params, request }) => {
      const current = async () => issuerCertView(await getIssuerCert(server.store, params.id), server.now()) as unknown as JsonDocument;
      await guardedWrite(server.store, ifMatchOf(request), issuerCertAt(params.id), current, () => server.store.transaction(async (tx) => {
        const stored = await getIssuerCert(tx, params.id);
        const users = await settingsNaming(tx, ISSUER_CERTS_STORE, params.id);
        if (users.length > 0) {
          const name = pingFederateCertView(stored.certificatePem, server.now()).subjectDN;
          throw new ApiError(422, apiResult('resource_in_use', `'${name}' is in use by ${users.join(', ')} and cannot be deleted.`));
        }
        await tx.deleteItem(ISSUER_CERTS_STORE, params.id);
      }));
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
