// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bannersFor } from '../../../src/console/shell/banners/banner-model';
import { cloudConsoleUrl } from '../../../src/console/app/frame/cloud-console';
import { truncateEnvironment } from '../../../src/console/app/frame/environment';
import { helpUrlFor, isWebUrl } from '../../../src/console/app/frame/help-url';
import { createSessionExtender, extendThrottleMs } from '../../../src/console/app/frame/idle/session-extender';
import { searchEntries, searchNavigation } from '../../../src/console/app/frame/nav-search';
import { currentChain } from '../../../src/console/shell/frame/nav-tree';
import { isTourDismissed } from '../../../src/console/app/frame/tour/tour-cookie';
import { placeNear } from '../../../src/console/app/frame/tour/tour-steps';
import type { NavItem } from '../../../src/console/shell/session/contract-types';
import { isConsolePath, parseEmbeddedMessage } from '../../../src/console/screens/legacy/embedded-message';

const leaf = (id: string, label: string, route?: string): NavItem => ({ id, label, level: 'LEAF', react: !!route, route });
const tree: NavItem[] = [
  {
    id: 'system',
    label: 'System',
    level: 'PRIMARY',
    react: true,
    route: '/system',
    children: [
      { id: 'server', label: 'Server', level: 'SECONDARY', react: false, children: [leaf('virtualHostNames', 'Virtual Host Names', '/system/server/virtual-hostnames'), leaf('dataStores', 'Data Stores')] },
    ],
  },
  { id: 'security', label: 'Security', level: 'PRIMARY', react: true, route: '/security', children: [leaf('trustedCas', 'Trusted CAs')] },
];

describe('navigation', () => {
  it('highlights System for the pages reached from messages', () => {
    for (const path of ['/dependencyErrors', '/pingOneIdentityRepository', '/certificateExpiryWarnings']) {
      expect(currentChain(tree, path).map((item) => item.id)).toEqual(['system']);
    }
    expect(currentChain(tree, '/system/server/virtual-hostnames/').map((item) => item.id)).toEqual(['system', 'server', 'virtualHostNames']);
    expect(currentChain(tree, '/dataStores').at(-1)?.id).toBe('dataStores');
  });

  it('search finds leaves and areas, not sections; prefix matches first; every word must match', () => {
    const entries = searchEntries(tree);
    expect(entries.map((entry) => entry.id)).toEqual(['system', 'virtualHostNames', 'dataStores', 'security', 'trustedCas']);
    expect(searchNavigation(entries, 'sto').map((entry) => entry.id)).toEqual(['dataStores']);
    expect(searchNavigation(entries, 'server data').map((entry) => entry.id)).toEqual(['dataStores']);
    expect(searchNavigation(entries, 's')[0].label.toLowerCase().startsWith('s')).toBe(true);
    expect(searchNavigation(entries, '   ')).toEqual([]);
    expect(entries.find((entry) => entry.id === 'dataStores')).toMatchObject({ to: '/dataStores', context: 'System › Server' });
  });
});

describe('header details', () => {
  it('truncates the environment at 15 characters plus ...', () => {
    expect(truncateEnvironment('Production-East-Cluster')).toBe('Production-East...');
    expect(truncateEnvironment('exactly15chars!')).toBe('exactly15chars!');
  });

  it('builds the cloud console address per region, only with both values', () => {
    expect(cloudConsoleUrl('NA', 'env-1')).toBe('https://console.pingone.com/?env=env-1');
    expect(cloudConsoleUrl('eu', 'e')).toBe('https://console.pingone.eu/?env=e');
    expect(cloudConsoleUrl('AP', 'e')).toBe('https://console.pingone.asia/?env=e');
    expect(cloudConsoleUrl('ASIA', 'e')).toBe('https://console.pingone.asia/?env=e');
    expect(cloudConsoleUrl('AU', 'e')).toBe('https://console.pingone.com.au/?env=e');
    expect(cloudConsoleUrl('CA', 'e')).toBe('https://console.pingone.ca/?env=e');
    expect(cloudConsoleUrl('NA', '')).toBeUndefined();
    expect(cloudConsoleUrl('', 'e')).toBeUndefined();
    expect(cloudConsoleUrl('MARS', 'e')).toBeUndefined();
  });

  it('help goes to the page own documentation, else the default; only web addresses are accepted', () => {
    const settings = { documentationUrls: { dataStores: 'https://docs/ds' }, defaultHelpUrl: 'https://docs/' };
    expect(helpUrlFor(settings, 'dataStores')).toBe('https://docs/ds');
    expect(helpUrlFor(settings, 'other')).toBe('https://docs/');
    expect(helpUrlFor(settings)).toBe('https://docs/');
    expect(isWebUrl('https://docs.example.com/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,x')).toBe(false);
    expect(isWebUrl(7)).toBe(false);
  });

  it('reads the tour cookie among others', () => {
    expect(isTourDismissed('a=1; fc_tour_dismissed=true; b=2')).toBe(true);
    expect(isTourDismissed('a=1; not_fc_tour_dismissed=true')).toBe(false);
    expect(isTourDismissed('')).toBe(false);
  });

  it('places a tour step below its element, or above when it does not fit, inside the viewport', () => {
    const viewport = { width: 1000, height: 700 };
    const card = { width: 320, height: 200 };
    expect(placeNear(new DOMRect(900, 10, 40, 36), card, viewport)).toEqual({ top: 58, left: 672 });
    expect(placeNear(new DOMRect(300, 600, 100, 50), card, viewport)).toEqual({ top: 388, left: 190 });
  });
});

describe('banners', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const options = { auditor: false, passive: false, now };

  it('never shows banners to auditors', () => {
    expect(bannersFor({ license: { status: 'ERROR', message: 'x' }, internalDb: { items: ['a'] } }, { ...options, auditor: true })).toEqual([]);
  });

  it('license: ERROR and VIOLATION are errors that stay; WARNING dismissable; OK and UNKNOWN nothing', () => {
    const [error] = bannersFor({ license: { status: 'VIOLATION', prefix: 'License violation:', message: 'Too many.' } }, options);
    expect(error).toMatchObject({ kind: 'error', dismissable: false, prefix: 'License violation:', vars: { message: 'Too many.' } });
    expect(bannersFor({ license: { status: 'WARNING', message: 'Soon.' } }, options)[0]).toMatchObject({ kind: 'warning', dismissable: true });
    expect(bannersFor({ license: { status: 'OK' } }, options)).toEqual([]);
    expect(bannersFor({ license: { status: 'UNKNOWN' } }, options)).toEqual([]);
  });

  it('synchronization: error when never synchronized or for the warning seconds or more', () => {
    const sync = { isPassiveAdminNode: false, isMultipleAdminNodesEnabled: true };
    const activePassive = { enabled: true, synchronizationWarningSecs: 60 };
    expect(bannersFor({ synchronization: sync, activePassive }, options)[0]).toMatchObject({ textKey: 'frame.banner.notSynchronized', kind: 'error' });
    const old = { ...sync, activeNodeLastSuccessfulSyncTime: new Date(now - 61_000).toISOString() };
    expect(bannersFor({ synchronization: old, activePassive }, options)[0]).toMatchObject({ textKey: 'frame.banner.notSynchronizedFor', vars: { seconds: 60 } });
    const fresh = { ...sync, activeNodeLastSuccessfulSyncTime: new Date(now - 5_000).toISOString() };
    expect(bannersFor({ synchronization: fresh, activePassive }, options)).toEqual([]);
    expect(bannersFor({ synchronization: { ...sync, isMultipleAdminNodesEnabled: false }, activePassive }, options)).toEqual([]);
  });

  it('nodes, other administrators and replication point to cluster management; only the last two dismiss', () => {
    const banners = bannersFor(
      {
        replication: { replicationRequired: true, outOfDateNodes: ['10.0.0.2:7600'], failedNodes: ['10.0.0.3:7600'], outOfContactNodes: [] },
        administrators: { items: [{ username: 'bob', lastActivity: '', sessions: 2 }, { username: 'alice', lastActivity: '', sessions: 1 }] },
      },
      options,
    );
    expect(banners.map((banner) => [banner.textKey, banner.kind, banner.dismissable])).toEqual([
      ['frame.banner.nodesOutOfDate', 'error', false],
      ['frame.banner.nodesFailed', 'error', false],
      ['frame.banner.otherAdministrators', 'warning', true],
      ['frame.banner.replicationRequired', 'info', true],
    ]);
    // The cluster's banners lead to Cluster Management; the people signed on to no page.
    expect(banners.map((banner) => banner.link)).toEqual(['/system/server/cluster-management', '/system/server/cluster-management', undefined, '/system/server/cluster-management']);
    expect(banners[2].vars).toEqual({ names: 'alice, bob' });
    expect(banners[2].key).toBe('admins:alice|bob');
  });

  it('a passive node keeps only license and synchronization banners', () => {
    const data = { license: { status: 'ERROR' as const }, internalDb: { items: ['x'] }, replication: { replicationRequired: true, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] } };
    expect(bannersFor(data, { ...options, passive: true }).map((banner) => banner.textKey)).toEqual(['frame.banner.license']);
  });
});

describe('embedded page messages', () => {
  it('accepts the protocol with the right field types only', () => {
    expect(parseEmbeddedMessage({ type: 'showSaveMessage' })).toEqual({ type: 'showSaveMessage', message: undefined });
    expect(parseEmbeddedMessage({ type: 'showInfoMessage', message: 'hi' })).toEqual({ type: 'showInfoMessage', message: 'hi' });
    expect(parseEmbeddedMessage({ type: 'showInfoMessage' })).toBeUndefined();
    expect(parseEmbeddedMessage({ type: 'reloadNavMenu', target: 5 })).toBeUndefined();
    expect(parseEmbeddedMessage({ type: 'showScopesSelectionModal', description: 'd', scopeType: 'commonScope', selectedScopes: ['a', 1] })).toBeUndefined();
    // The Policies page's Rules tab asks for the Rules dialog of a node, by its id (policy-node-id.ts).
    expect(parseEmbeddedMessage({ type: 'showRulesModal', nodeId: 'employees:1.2' })).toEqual({ type: 'showRulesModal', nodeId: 'employees:1.2' });
    expect(parseEmbeddedMessage({ type: 'showRulesModal' })).toBeUndefined();
    expect(parseEmbeddedMessage({ type: 'showRulesModal', nodeId: 7 })).toBeUndefined();
    expect(parseEmbeddedMessage({ type: 'showRulesModal', nodeId: '' })).toBeUndefined();
    expect(parseEmbeddedMessage({ type: 'eval', code: 'x' })).toBeUndefined();
    expect(parseEmbeddedMessage('resetIdleTimer')).toBeUndefined();
    expect(parseEmbeddedMessage(null)).toBeUndefined();
  });

  it('navigates only to console paths of this origin', () => {
    expect(isConsolePath('/system')).toBe(true);
    expect(isConsolePath('//evil.example')).toBe(false);
    expect(isConsolePath('/\\evil.example')).toBe(false);
    expect(isConsolePath('https://evil.example')).toBe(false);
  });
});

describe('session extension', () => {
  it('throttles to a quarter of the timeout, at most 30 s', () => {
    expect(extendThrottleMs(1_800_000)).toBe(30_000);
    expect(extendThrottleMs(4_000)).toBe(1_000);
  });

  it('tells the server at most once per throttle window and reports a lost session', async () => {
    let clock = 0;
    const extend = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const lost = vi.fn();
    const extender = createSessionExtender(extend, 1000, lost, () => clock);
    extender.activity();
    clock = 999;
    extender.activity();
    expect(extend).toHaveBeenCalledTimes(1);
    clock = 1000;
    extender.activity();
    expect(extend).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(lost).toHaveBeenCalledTimes(1);
  });
});
