/**
 * What a legacy page shows: for areas this server holds data for, a read-only listing of that
 * data; for the others, a sentence saying this reference server does not configure the area.
 */
import type { Caller, ServerContext } from '../../kernel/handler-types';
import { PINGONE_CONNECTIONS } from '../pingone/index';
import { accountManagementVisible } from '../ui-settings/index';
import { accessTokenManagementContent } from './access-token-page';
import { mayViewCertificates } from '../keys/index';
import { certificateExpiryContent } from './certificate-expiry-page';
import { escapeHtml, paragraph, table } from './html-page';
import { policiesContent } from './policies-page';

export type LegacyContent = (server: ServerContext) => Promise<string>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const yesNo = (value: unknown): string => (value === true ? 'Yes' : 'No');

const administrativeAccounts: LegacyContent = async ({ store }) => {
  const accounts = await store.listAccounts();
  return (
    paragraph('The accounts that can sign in to this console and the admin API.') +
    table(
      'Administrative accounts',
      ['Username', 'Description', 'Roles', 'Auditor', 'Active'],
      accounts.map(({ username, doc }) => [
        username,
        text(doc.description),
        Array.isArray(doc.roles) ? (doc.roles as string[]).join(', ') : '',
        yesNo(doc.auditor),
        yesNo(doc.active !== false),
      ]),
      'There are no administrative accounts.',
    )
  );
};

const pingOneConnections: LegacyContent = async ({ store }) => {
  const { items } = await store.queryItems(PINGONE_CONNECTIONS, {});
  // Only descriptive fields: the credential never appears on a page.
  return table(
    'PingOne connections',
    ['Name', 'Organization', 'Region', 'Environment ID', 'Active'],
    items.map(({ doc }) => [text(doc.name), text(doc.organizationName), text(doc.region), text(doc.environmentId), yesNo(doc.active)]),
    'There are no PingOne connections.',
  );
};


interface Listing {
  render: LegacyContent;
  /** Who may see the listing (the console offers the area to the same callers); default everyone. */
  visibleTo?: (caller: Caller) => boolean;
}

const LISTINGS: Readonly<Record<string, Listing>> = Object.freeze({
  administrativeAccounts: { render: administrativeAccounts, visibleTo: accountManagementVisible },
  pingOneConnections: { render: pingOneConnections },
  policies: { render: policiesContent },
  accessTokenManagement: { render: accessTokenManagementContent },
  certificateExpiryWarnings: { render: certificateExpiryContent, visibleTo: mayViewCertificates },
});

export const NO_PERMISSION_MESSAGE = 'You do not have permissions to view this page.';

/** Whether `caller` may see the page of this id. */
const listingOf = (id: string): Listing | undefined => (Object.hasOwn(LISTINGS, id) ? LISTINGS[id] : undefined);

export const mayView = (id: string, caller: Caller): boolean => listingOf(id)?.visibleTo?.(caller) ?? true;

/** The page body for a navigation item (or a message-only page) with this id and label. */
export async function legacyContent(
  id: string,
  label: string,
  server: ServerContext,
  hasConsoleScreen = false,
): Promise<string> {
  const listing = listingOf(id);
  if (listing) return listing.render(server);
  if (hasConsoleScreen) return paragraph(`${label} is managed on its own console page.`);
  return `<p>${escapeHtml(label)} is not configured by this reference server: it holds no data for this area.</p>`;
}
