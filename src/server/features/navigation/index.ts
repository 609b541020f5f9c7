/** The navigation area: what other parts of the server may use of it. */
export { DEFAULT_HELP_URL, documentationUrls } from './documentation-urls';
export { iconName } from './nav-icons';
export type { NavItem } from './nav-item';
export { buildNavTree, findNavItem, navLeaves } from './nav-tree';
