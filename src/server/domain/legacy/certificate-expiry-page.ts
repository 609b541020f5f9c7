/**
 * The Certificate Expiry Warnings page: every certificate the server holds that has expired or
 * expires within the warning period (src/shared/certificate-expiry.ts), soonest first, with where
 * it is managed. Certificates are read by crypto administrators and auditors only.
 */
import { expiryState, EXPIRY_WARNING_DAYS, type ExpiryState } from '../../../shared/certificate-expiry';
import type { Caller, ServerContext } from '../../http/handler-types';
import { keyPairView, listKeyPairs } from '../keys/signing/key-pair-store';
import { listTrustedCas, trustedCaView } from '../keys/trusted-cas/trusted-ca-store';
import { paragraph, table } from './html-page';

interface Watched {
  kind: string;
  id: string;
  subjectDN: string;
  expires: string;
  state: ExpiryState;
}

const stateText = (state: ExpiryState) =>
  state.kind === 'expired' ? 'Expired' : state.days === 0 ? 'Expires today' : state.days === 1 ? 'Expires in 1 day' : `Expires in ${state.days} days`;

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export const mayViewCertificates = (caller: Caller) => caller.auditor || caller.roles.includes('CRYPTO_ADMINISTRATOR');

export async function certificateExpiryContent({ store, now }: ServerContext): Promise<string> {
  const at = now();
  const views = [
    ...(await listKeyPairs(store)).map((stored) => ({ kind: 'Signing & Decryption Key', ...keyPairView(stored, at) })),
    ...(await listTrustedCas(store)).map((stored) => ({ kind: 'Trusted CA', ...trustedCaView(stored, at) })),
  ];
  const watched: Watched[] = views.flatMap((view) => {
    const state = expiryState(view.expires, at);
    return state ? [{ kind: view.kind, id: view.id, subjectDN: view.subjectDN, expires: view.expires, state }] : [];
  });
  watched.sort((a, b) => a.expires.localeCompare(b.expires) || a.subjectDN.localeCompare(b.subjectDN));
  return (
    paragraph(`Certificates that have expired or expire within ${EXPIRY_WARNING_DAYS} days. Replace them before partners stop trusting the server.`) +
    table(
      'Certificates expired or expiring soon',
      ['Certificate', 'Kind', 'ID', 'Expires', 'State'],
      watched.map((item) => [item.subjectDN, item.kind, item.id, utc(item.expires), stateText(item.state)]),
      `No certificate expires within ${EXPIRY_WARNING_DAYS} days.`,
    )
  );
}
