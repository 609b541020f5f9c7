/** The navigation tree shape of the contract's NavItem. */
export type NavLevel = 'PRIMARY' | 'SECONDARY' | 'LEAF';

export interface NavItem {
  id: string;
  label: string;
  level: NavLevel;
  /** True when the console has its own screen; false shows the server-rendered legacy page. */
  react: boolean;
  route?: string;
  children?: NavItem[];
}
