import { t } from '../../i18n/t';
import { openEndpointsPopup, type EndpointKind } from './endpoint-popups';
import { HeaderMenu, type MenuEntry } from './HeaderMenu';

interface Props {
  helpUrl?: string;
  onAbout: () => void;
  /** Only on the home route (SPEC 2.4). */
  onShowMeAround?: () => void;
}

const ENDPOINT_ENTRIES: [EndpointKind, string][] = [
  ['idp-application', 'frame.help.idpApplicationEndpoints'],
  ['idp', 'frame.help.idpEndpoints'],
  ['sp-application', 'frame.help.spApplicationEndpoints'],
  ['sp', 'frame.help.spEndpoints'],
  ['oauth', 'frame.help.oauthEndpoints'],
];

/** The admin API's interactive reference, served by the server (src/server/features/api-docs). */
export const API_REFERENCE_URL = '/pf-admin-api/api-docs/';

/** SPEC 2.18: documentation, endpoint lists (popups), the API reference, About, and the tour on the home route. */
export function HelpMenu({ helpUrl, onAbout, onShowMeAround }: Props) {
  const entries: MenuEntry[] = [
    ...(helpUrl ? [{ id: 'documentation', label: t('frame.help.documentation'), href: helpUrl, newTab: true }] : []),
    ...ENDPOINT_ENTRIES.map(([kind, key]) => ({ id: kind, label: t(key), onSelect: () => openEndpointsPopup(kind) })),
    { id: 'apiReference', label: t('frame.help.apiReference'), href: API_REFERENCE_URL, newTab: true },
    { id: 'about', label: t('frame.help.about'), onSelect: onAbout },
    ...(onShowMeAround ? [{ id: 'tour', label: t('frame.help.showMeAround'), onSelect: onShowMeAround }] : []),
  ];
  return (
    <HeaderMenu
      className="help-menu"
      label={t('frame.help.menu')}
      tourId="help"
      button={
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.2-2.5 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="12" cy="17.2" r="1.1" fill="currentColor" />
        </svg>
      }
      entries={entries}
    />
  );
}
