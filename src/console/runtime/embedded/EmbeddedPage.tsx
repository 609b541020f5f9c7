import { createContext, useContext, type ReactNode } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';

/**
 * How a server page is shown in a frame (view embedded). The console app provides it: its frame
 * listens to the page's messages and opens the Rules and Scopes Selection dialogs (screens/legacy),
 * which the runtime does not know.
 */
export type EmbeddedFrame = (props: { linkId: string; title: string }) => ReactNode;

export const EmbeddedFrameContext = createContext<EmbeddedFrame | undefined>(undefined);

/** A page (or tab) whose content is a server page, by its link id. */
export function EmbeddedPage({ page }: { page: PageDefinition }) {
  const Frame = useContext(EmbeddedFrameContext);
  if (!Frame || !page.embedded) return <p role="alert">{t('embedded.unavailable')}</p>;
  return <Frame linkId={page.embedded.linkId} title={page.title} />;
}
