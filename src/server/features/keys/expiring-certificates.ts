/**
 * Every certificate the server holds (its key pairs, the trusted CAs, the partners' certificates
 * of metadata URLs and connections) that has expired or expires within the warning period
 * (src/shared/certificate-expiry.ts), soonest first. Read by the Certificate Expiry Warnings page
 * and the bell; certificates are for crypto administrators and auditors only.
 */
import { expiryState, type ExpiryState } from '../../../shared/certificate-expiry';
import type { Caller } from '../../kernel/handler-types';
import type { StoreReader } from '../../store/store';
import { listPartnerCertificates } from './partner-certificates';
import { keyPairView, listKeyPairs, SSL_CLIENT_KEY_PAIRS, SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import { listCertificates, listTrustedCas, OCSP_CERTIFICATES, trustedCaView } from '../trusted-cas/index';

export interface ExpiringCertificate {
  /** Where it is managed: 'Trusted CA', 'SP Connection', … */
  kind: string;
  /** The key pair, CA or document that holds it. */
  id: string;
  subjectDN: string;
  expires: string;
  state: ExpiryState;
}

export const mayViewCertificates = (caller: Caller) => caller.auditor || caller.roles.includes('CRYPTO_ADMINISTRATOR');

export async function listExpiringCertificates(store: StoreReader, now: number): Promise<ExpiringCertificate[]> {
  const held = [
    ...(await listKeyPairs(store)).map((stored) => ({ kind: 'Signing & Decryption Key', ...keyPairView(stored, now) })),
    ...(await listTrustedCas(store)).map((stored) => ({ kind: 'Trusted CA', ...trustedCaView(stored, now) })),
    ...(await listCertificates(store, OCSP_CERTIFICATES)).map((stored) => ({ kind: 'OCSP Responder Certificate', ...trustedCaView(stored, now) })),
    ...(await listKeyPairs(store, SSL_SERVER_KEY_PAIRS)).map((stored) => ({ kind: 'SSL Server Certificate', ...keyPairView(stored, now) })),
    ...(await listKeyPairs(store, SSL_CLIENT_KEY_PAIRS)).map((stored) => ({ kind: 'SSL Client Key', ...keyPairView(stored, now) })),
    ...(await listPartnerCertificates(store, now)),
  ];
  const expiring = held.flatMap(({ kind, id, subjectDN, expires }) => {
    const state = expiryState(expires, now);
    return state ? [{ kind, id, subjectDN, expires, state }] : [];
  });
  return expiring.sort((a, b) => a.expires.localeCompare(b.expires) || a.subjectDN.localeCompare(b.subjectDN));
}
