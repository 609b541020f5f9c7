/** The navigation tree (the generated pages under the base tree) and what it answers: what several areas use. */
export { DEFAULT_HELP_URL, documentationUrls } from './documentation-urls';
export { iconName } from './nav-icons';
export type { NavItem } from './nav-item';
export { buildNavTree, findNavItem, navLeaves } from './nav-tree';
export { navReads, navTreeFor, SCREEN_READS, type NavReads } from './nav-access';
export { accountNavigation } from './account-navigation';
