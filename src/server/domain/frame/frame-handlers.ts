/** Handlers of the console frame's data (issue: console frame complete). Filled in by that work. */
import type { Handler } from '../../http/handler-types';
import type { NavItem } from '../navigation/nav-item';

export function frameHandlers(_navTree: NavItem[]): [string, Handler][] {
  return [];
}
