/** Handlers of the console frame's data: shortcuts, cluster summary, banners and the bell. */
import type { Handler } from '../../http/handler-types';
import { clusterHandlers } from '../cluster/cluster-handlers';
import type { NavItem } from '../navigation/nav-item';
import { shortcutHandlers } from '../shortcuts/shortcut-handlers';
import { getActiveAdministrators } from './active-administrators';
import { getInternalDbWarnings } from './internal-db-warnings';
import { getNotifications } from './notifications';

export function frameHandlers(navTree: NavItem[]): [string, Handler][] {
  return [
    ...shortcutHandlers(navTree),
    ...clusterHandlers(),
    ['getActiveAdministrators', getActiveAdministrators],
    ['getInternalDbWarnings', getInternalDbWarnings],
    ['getNotifications', getNotifications],
  ];
}
