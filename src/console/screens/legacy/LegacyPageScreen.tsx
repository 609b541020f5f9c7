import { useRef } from 'react';
import { Navigate } from 'react-router';
import { currentChain, fallbackRedirect, normalizePath, SYSTEM_ALIAS_ROUTES } from '../../shell/frame/nav-tree';
import type { NavItem } from '../../shell/session/contract-types';
import { t } from '../../i18n/t';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { useEmbeddedMessages } from './use-embedded-messages';

/** The fallback for paths without a console screen: the legacy page of the navigation item. */
export function LegacyPageScreen({ navTree, pathname }: { navTree: NavItem[]; pathname: string }) {
  const path = normalizePath(pathname);
  const redirect = fallbackRedirect(navTree, path);
  // Message-only pages (dependency errors, ...) have no item: their own id is the link id.
  const aliasId = path in SYSTEM_ALIAS_ROUTES ? path.slice(1) : undefined;
  // A navigation item's own route names it; otherwise the first segment is the item id.
  const item = aliasId ? undefined : currentChain(navTree, pathname).at(-1);
  const linkId = aliasId ?? item?.id;
  if (redirect) return <Navigate to={redirect} replace />;
  if (!linkId) {
    return (
      <section data-testid="page-not-found">
        <PageHeader title={t('notFound.title')} description={t('notFound.description', { path: pathname })} />
      </section>
    );
  }
  return <LegacyFrame linkId={linkId} title={item ? t('legacy.frameTitle', { label: item.label }) : t(`frame.alias.${linkId}`)} />;
}

/** The server's page of a link id in a frame, with the dialogs its messages open (also a generated page's embedded view). */
export function LegacyFrame({ linkId, title }: { linkId: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const dialogs = useEmbeddedMessages(frame);
  return (
    <>
      <iframe ref={frame} className="legacy-frame" title={title} src={`/app/legacy/${encodeURIComponent(linkId)}`} />
      {dialogs}
    </>
  );
}
