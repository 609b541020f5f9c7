/**
 * The presence board: entries per account, tab and path; a tab never sees itself; entries live
 * while their tab calls again within the time to live; an account keeps at most its limit.
 */
import { describe, expect, it } from 'vitest';
import { PresenceBoard } from '../../../src/server/features/presence/index';

const CLIENT = '/oauth/clients/my-client';
const T0 = 1_800_000_000_000;

describe('PresenceBoard', () => {
  it('lists the others at a path, not the asking tab, earliest first', () => {
    const board = new PresenceBoard({ ttlMs: 30_000, perAccount: 5 });
    board.announce('auditor', 'tab-auditor', CLIENT, T0);
    board.announce('Administrator', 'tab-admin-1', CLIENT, T0 + 1000);
    board.announce('Administrator', 'tab-admin-other', '/oauth/authServerSettings', T0 + 1000);
    expect(board.at(CLIENT, 'Administrator', 'tab-admin-1', T0 + 2000).map((e) => [e.username, e.tabId])).toEqual([['auditor', 'tab-auditor']]);
    expect(board.at(CLIENT, 'auditor', 'tab-auditor', T0 + 2000).map((e) => e.tabId)).toEqual(['tab-admin-1']);
  });

  it('counts another tab of the same account (whatever the case of its name), keeping the first since', () => {
    const board = new PresenceBoard({ ttlMs: 30_000, perAccount: 5 });
    board.announce('Administrator', 'tab-one', CLIENT, T0);
    board.announce('administrator', 'tab-two', CLIENT, T0 + 5000);
    board.announce('Administrator', 'tab-one', CLIENT, T0 + 10_000);
    expect(board.at(CLIENT, 'Administrator', 'tab-two', T0 + 11_000)).toEqual([{ username: 'Administrator', tabId: 'tab-one', path: CLIENT, since: T0, seenAt: T0 + 10_000 }]);
    expect(board.at(CLIENT, 'ADMINISTRATOR', 'tab-one', T0 + 11_000).map((e) => e.tabId)).toEqual(['tab-two']);
  });

  it('forgets an entry its tab has not renewed within the time to live, and keeps a renewed one', () => {
    const board = new PresenceBoard({ ttlMs: 30_000, perAccount: 5 });
    board.announce('auditor', 'tab-gone', CLIENT, T0);
    board.announce('crypto', 'tab-live', CLIENT, T0);
    board.announce('crypto', 'tab-live', CLIENT, T0 + 20_000);
    expect(board.at(CLIENT, 'x', 'tab-x', T0 + 29_999).map((e) => e.tabId)).toEqual(['tab-gone', 'tab-live']);
    expect(board.at(CLIENT, 'x', 'tab-x', T0 + 30_000).map((e) => e.tabId)).toEqual(['tab-live']);
    expect(board.at(CLIENT, 'x', 'tab-x', T0 + 50_000)).toEqual([]);
    expect(board.size).toBe(0);
  });

  it('forgets a tab that leaves one path or all of them, and only the account’s own tab', () => {
    const board = new PresenceBoard({ ttlMs: 30_000, perAccount: 5 });
    board.announce('auditor', 'tab-a', CLIENT, T0);
    board.announce('auditor', 'tab-a', '/oauth/authServerSettings', T0);
    board.announce('crypto', 'tab-a', CLIENT, T0);
    board.leave('crypto', 'tab-a', '/oauth/authServerSettings');
    board.leave('auditor', 'tab-a', CLIENT);
    expect(board.at(CLIENT, 'x', 'tab-x', T0).map((e) => e.username)).toEqual(['crypto']);
    expect(board.at('/oauth/authServerSettings', 'x', 'tab-x', T0).map((e) => e.username)).toEqual(['auditor']);
    board.leave('auditor', 'tab-a');
    expect(board.at('/oauth/authServerSettings', 'x', 'tab-x', T0)).toEqual([]);
    expect(board.size).toBe(1);
  });

  it('keeps at most its limit of entries per account, dropping the least recently seen', () => {
    const board = new PresenceBoard({ ttlMs: 30_000, perAccount: 3 });
    for (let i = 0; i < 10; i++) board.announce('Administrator', `tab-${i}`, CLIENT, T0 + i);
    // tab-7 renewed: tab-8 is now the least recently seen and goes first.
    board.announce('Administrator', 'tab-7', CLIENT, T0 + 20);
    board.announce('Administrator', 'tab-10', CLIENT, T0 + 21);
    board.announce('auditor', 'tab-a', CLIENT, T0 + 21);
    expect(board.size).toBe(4);
    expect(board.at(CLIENT, 'x', 'tab-x', T0 + 22).map((e) => e.tabId)).toEqual(['tab-7', 'tab-9', 'tab-10', 'tab-a']);
  });
});
