/**
 * The Certificate Expiry Warnings page: the certificates expired or expiring soon
 * (keys/expiring-certificates.ts), soonest first, with where each is managed.
 */
import { EXPIRY_WARNING_DAYS, type ExpiryState } from '../../../shared/certificate-expiry';
import type { ServerContext } from '../../kernel/handler-types';
import { listExpiringCertificates } from '../keys/index';
import { paragraph, table } from './html-page';

const stateText = (state: ExpiryState) =>
  state.kind === 'expired' ? 'Expired' : state.days === 0 ? 'Expires today' : state.days === 1 ? 'Expires in 1 day' : `Expires in ${state.days} days`;

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export async function certificateExpiryContent({ store, now }: ServerContext): Promise<string> {
  const watched = await listExpiringCertificates(store, now());
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
