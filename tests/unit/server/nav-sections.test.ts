/** A page schema's navigation.section: the section a page declares is made once, where it says. */
import { describe, expect, it } from 'vitest';
import { buildNavTree, findNavItem } from '../../../src/server/services/navigation/nav-tree';
import type { PageNavigationEntry } from '../../../src/shared/page-model';

const kerberos = { area: 'authentication', label: 'Kerberos' } as const;
const realms: PageNavigationEntry = { id: 'kerberosRealms', parent: 'kerberos', label: 'Kerberos Realms', route: '/authentication/kerberos/realms', pageId: 'kerberos-realms', section: kerberos };
const settings: PageNavigationEntry = { id: 'kerberosSettings', parent: 'kerberos', label: 'Kerberos Settings', route: '/authentication/kerberos/settings', pageId: 'kerberos-settings' };

describe('a section a page declares', () => {
  it('is made at the end of its area, once, and holds every page that names it, in page order', () => {
    const warnings: string[] = [];
    // The page without the declaration comes first: the section still exists for it.
    const tree = buildNavTree([settings, realms], (message) => warnings.push(message));
    const area = tree.find((item) => item.id === 'authentication')!;
    const section = area.children!.at(-1)!;
    expect(section).toMatchObject({ id: 'kerberos', label: 'Kerberos', level: 'SECONDARY' });
    expect(section.children!.map((item) => item.id)).toEqual(['kerberosSettings', 'kerberosRealms']);
    expect(area.children!.filter((item) => item.id === 'kerberos')).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('is not made again where the tree has that section: the page joins it', () => {
    const tree = buildNavTree([{ ...realms, parent: 'localIdentity' }]);
    expect(findNavItem(tree, 'localIdentity')!.children!.map((item) => item.id)).toContain('kerberosRealms');
    expect(findNavItem(tree, 'kerberos')).toBeUndefined();
  });

  it('without a declaration, an unknown parent is reported and the page left out', () => {
    const warnings: string[] = [];
    const tree = buildNavTree([settings], (message) => warnings.push(message));
    expect(warnings).toEqual(["Navigation parent 'kerberos' of page 'kerberos-settings' does not exist."]);
    expect(findNavItem(tree, 'kerberosSettings')).toBeUndefined();
  });
});
