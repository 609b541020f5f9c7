import { createContext, useContext } from 'react';
import type { FormAddress } from '../../../shared/form-address';

/**
 * The console location a generated page was opened at, given by the app's router
 * (app/routing/router-page-link.tsx); the runtime itself knows no router, so a page rendered
 * without one sees no parameters and no form, and its forms open in place.
 *
 * A collection page's forms have addresses of their own (shared/form-address.ts): opening one is
 * a move in the history, so Back and Forward go between list and form (the unsaved guard asks
 * first), a reload reopens it and its address can be shared.
 */
export interface PageLink {
  get(name: string): string | null;
  /** Takes a parameter out of the location (replacing the history entry). */
  drop(name: string): void;
  /** The form the location names below the page's route; undefined for the page itself. */
  form?: FormAddress;
  /** What the move that opened the form carried along (an import's draft), if it is still that move. */
  formState?: unknown;
  /** Opens a form (a history entry of its own), keeping the page's tab; `replace`: in place of this entry. */
  openForm?(form: FormAddress, options?: { state?: unknown; replace?: boolean }): void;
  /** Back to the page: the entry before when the form was opened from it (its list as it was), else the page's address in place. */
  closeForm?(): void;
  /** Shows another tab of the page (`?tab=<id>`, no form): a history entry of its own. */
  openTab?(id: string): void;
}

const NO_LINK: PageLink = { get: () => null, drop: () => undefined };

export const PageLinkContext = createContext<PageLink>(NO_LINK);

export const usePageLink = (): PageLink => useContext(PageLinkContext);
