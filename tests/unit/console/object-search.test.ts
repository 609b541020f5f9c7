import { describe, expect, it } from 'vitest';
import { moveActive, searchSections, type ObjectSearchGroup } from '../../../src/console/app/frame/object-search';
import type { SearchEntry } from '../../../src/console/app/frame/nav-search';

const pages: SearchEntry[] = [
  { id: 'virtualIssuers', label: 'Virtual Issuers', context: 'System › OAuth Settings', to: '/system/oauth-settings/virtual-issuers' },
  { id: 'system', label: 'System', context: '', to: '/system' },
];
const groups: ObjectSearchGroup[] = [
  { type: 'oauth-clients', label: 'OAuth Clients', route: '/applications/oauth/clients', more: true, items: [
    { id: 'payroll', name: 'Payroll', location: '/applications/oauth/clients/payroll' },
    { id: 'Payroll backup', name: 'Payroll backup', location: '/applications/oauth/clients/Payroll%20backup' },
  ] },
  { type: 'virtual-issuers', label: 'Virtual Issuers', route: '/system/oauth-settings/virtual-issuers', more: false, items: [
    { id: 'emea', name: 'EMEA', location: '/system/oauth-settings/virtual-issuers/emea' },
  ] },
];

describe('header search result list', () => {
  it('puts the pages first, then each type of object, numbering the options in the order shown', () => {
    const { sections, options } = searchSections(pages, groups, 'Pages');
    expect(sections.map((s) => [s.label, s.more, s.options.map((o) => [o.index, o.option.label, o.option.context])])).toEqual([
      ['Pages', false, [[0, 'Virtual Issuers', 'System › OAuth Settings'], [1, 'System', undefined]]],
      ['OAuth Clients', true, [[2, 'Payroll', 'payroll'], [3, 'Payroll backup', undefined]]],
      ['Virtual Issuers', false, [[4, 'EMEA', 'emea']]],
    ]);
    expect(options.map((o) => o.to)).toEqual([
      '/system/oauth-settings/virtual-issuers',
      '/system',
      '/applications/oauth/clients/payroll',
      '/applications/oauth/clients/Payroll%20backup',
      '/system/oauth-settings/virtual-issuers/emea',
    ]);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });

  it('has no pages section without matching pages, and nothing without anything', () => {
    expect(searchSections([], groups, 'Pages').sections[0].label).toBe('OAuth Clients');
    expect(searchSections([], [], 'Pages')).toEqual({ sections: [], options: [] });
  });

  it('moves the active option with the arrows, wrapping at both ends', () => {
    expect(moveActive(-1, 5, 1)).toBe(0);
    expect(moveActive(-1, 5, -1)).toBe(4);
    expect(moveActive(4, 5, 1)).toBe(0);
    expect(moveActive(0, 5, -1)).toBe(4);
    expect(moveActive(2, 5, 1)).toBe(3);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
