import { createContext, useContext } from 'react';

/**
 * The query of the console location a generated page was opened at (`?tab=`, `?edit=`: the
 * header search's links), given by the app's router (app/routing/router-page-link.tsx); the
 * runtime itself knows no router, so a page rendered without one sees no parameters.
 */
export interface PageLink {
  get(name: string): string | null;
  /** Takes a parameter out of the location (replacing the history entry). */
  drop(name: string): void;
}

const NO_LINK: PageLink = { get: () => null, drop: () => undefined };

export const PageLinkContext = createContext<PageLink>(NO_LINK);

export const usePageLink = (): PageLink => useContext(PageLinkContext);
