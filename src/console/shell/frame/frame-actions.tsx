import { createContext, useContext } from 'react';

/** What embedded pages may ask of the frame (SPEC 4), offered to the screens that host them. */
export interface FrameActions {
  updateHelpUrl: (url: string) => void;
  /** Reloads the UI settings (the navigation tree); a not-ok answer signs out. */
  reloadNavMenu: () => Promise<void>;
  /** Restarts the idle timer and refetches notifications, banners and synchronization info. */
  resetIdleTimer: () => void;
  /** Starts the console over with this node's current role (the page's refresh after Switch to Active). */
  reloadConsole: () => Promise<void>;
  /** Refetches the banners' data now (after a replication), without counting as user activity. */
  refreshBanners: () => void;
}

const noop = () => undefined;
const FrameActionsContext = createContext<FrameActions>({
  updateHelpUrl: noop,
  reloadNavMenu: async () => undefined,
  resetIdleTimer: noop,
  reloadConsole: async () => undefined,
  refreshBanners: noop,
});

export const FrameActionsProvider = FrameActionsContext.Provider;

export function useFrameActions(): FrameActions {
  return useContext(FrameActionsContext);
}
