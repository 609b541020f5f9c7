// @vitest-environment jsdom
/**
 * <AlsoEditing path=… />: who else has the object open, from POST /internal/presence through a fake
 * CallOperation. Nothing when alone; a polite status line with each account (its tabs, since when)
 * otherwise; announced again every 10 s while visible, not while hidden; left on unmount and pagehide.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { AlsoEditing, PRESENCE_POLL_MS, TAB_ID, type PresenceEditor } from '../../../src/console/runtime/presence/index';
import { fakeApi } from './fixtures/fake-api';

const PATH = '/oauth/clients/my-client';
const today = (hour: number, minute: number) => dayjs().hour(hour).minute(minute).second(0).toISOString();

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A server whose answer the test changes; every call recorded. */
function presenceApi(first: PresenceEditor[] | OperationResult) {
  let answer: OperationResult = Array.isArray(first) ? { ok: true, status: 200, data: { items: first } } : first;
  const call = fakeApi({
    announcePresence: () => answer,
    leavePresence: () => ({ ok: true, status: 204 }),
  });
  const calls = (operationId: string): OperationInit[] => call.mock.calls.filter(([operation]) => operation.operationId === operationId).map(([, init]) => init ?? {});
  const answerWith = (items: PresenceEditor[]) => {
    answer = { ok: true, status: 200, data: { items } };
  };
  return { call, calls, answerWith };
}

async function renderAt(api: ReturnType<typeof presenceApi>, path: string | undefined) {
  const rendered = render(
    <ApiProvider callOperation={api.call}>
      <AlsoEditing path={path} />
    </ApiProvider>,
  );
  await settle();
  return rendered;
}

/** Lets the answers on their way arrive (timeouts are real; only the poll's interval is faked). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
/** The poll's interval passes once, and its answer arrives. */
const tick = async () => {
  await act(async () => {
    vi.advanceTimersByTime(PRESENCE_POLL_MS);
  });
  await settle();
};
const notice = () => screen.queryByTestId('also-editing');

describe('AlsoEditing', () => {
  it('renders nothing when alone, having announced this tab at the path in the background', async () => {
    const api = presenceApi([]);
    const { container } = await renderAt(api, PATH);
    expect(api.calls('announcePresence')).toHaveLength(1);
    expect(api.calls('announcePresence')[0]).toEqual({ body: { path: PATH, tabId: TAB_ID }, background: true });
    expect(TAB_ID).toMatch(/^[0-9a-f]{32}$/);
    expect(container.innerHTML).toBe('');
  });

  it('names the others in a polite live region: "Also editing: auditor (since 10:42)", tabs and another day too', async () => {
    const yesterday = dayjs().subtract(1, 'day').hour(9).minute(5).second(0);
    const api = presenceApi([
      { username: 'auditor', since: today(10, 42), tabs: 1 },
      { username: 'Administrator', since: yesterday.toISOString(), tabs: 2 },
    ]);
    await renderAt(api, PATH);
    expect(notice()?.getAttribute('role')).toBe('status');
    expect(notice()?.getAttribute('aria-live')).toBe('polite');
    expect(notice()?.textContent).toBe(`Also editing: auditor (since 10:42), Administrator in 2 tabs (since ${yesterday.format('MMM D')}, 09:05)`);
  });

  it('asks again every 10 seconds and follows the answer, to nothing when the others have gone', async () => {
    const api = presenceApi([]);
    await renderAt(api, PATH);
    expect(api.calls('announcePresence')).toHaveLength(1);
    api.answerWith([{ username: 'crypto', since: today(8, 0), tabs: 1 }]);
    await tick();
    expect(notice()?.textContent).toBe('Also editing: crypto (since 08:00)');
    api.answerWith([]);
    await tick();
    expect(notice()).toBeNull();
    expect(api.calls('announcePresence')).toHaveLength(3);
  });

  it('does not ask while the page is hidden, and asks at once when it is visible again', async () => {
    const api = presenceApi([]);
    await renderAt(api, PATH);
    expect(api.calls('announcePresence')).toHaveLength(1);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    await tick();
    expect(api.calls('announcePresence')).toHaveLength(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.calls('announcePresence')).toHaveLength(2);
  });

  it('leaves the path on unmount and when the page goes away, and stops asking', async () => {
    const api = presenceApi([{ username: 'auditor', since: today(10, 42), tabs: 1 }]);
    const { unmount } = await renderAt(api, PATH);
    expect(notice()).not.toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    // The page is going away: the leave outlives it (fetch's keepalive).
    expect(api.calls('leavePresence')).toEqual([{ path: { tabId: TAB_ID }, query: { path: PATH }, background: true, keepalive: true }]);
    unmount();
    await settle();
    expect(api.calls('leavePresence')).toHaveLength(2);
    await tick();
    expect(api.calls('announcePresence')).toHaveLength(1);
  });

  it('sends a remounted form’s leave only after its announcement was answered, so the server sees them in order', async () => {
    const sent: string[] = [];
    let answerAnnouncement: (result: OperationResult) => void = () => undefined;
    const call = vi.fn(async (operation: { operationId: string }) => {
      sent.push(operation.operationId);
      if (operation.operationId === 'leavePresence') return { ok: true, status: 204 };
      return sent.length === 1 ? new Promise<OperationResult>((resolve) => (answerAnnouncement = resolve)) : { ok: true, status: 200, data: { items: [] } };
    }) as unknown as Parameters<typeof ApiProvider>[0]['callOperation'];
    const first = render(
      <ApiProvider callOperation={call}>
        <AlsoEditing path={PATH} />
      </ApiProvider>,
    );
    await settle();
    first.unmount();
    render(
      <ApiProvider callOperation={call}>
        <AlsoEditing path={PATH} />
      </ApiProvider>,
    );
    await settle();
    expect(sent).toEqual(['announcePresence']);
    answerAnnouncement({ ok: true, status: 200, data: { items: [] } });
    await settle();
    expect(sent).toEqual(['announcePresence', 'leavePresence', 'announcePresence']);
  });

  it('shows nothing and stops asking when the server refuses the path (the account may not read it)', async () => {
    const api = presenceApi({ ok: false, status: 403, error: { resultId: 'forbidden', message: 'Your account may not read this object.' } });
    const { container } = await renderAt(api, PATH);
    expect(api.calls('announcePresence')).toHaveLength(1);
    await tick();
    await tick();
    expect(api.calls('announcePresence')).toHaveLength(1);
    expect(container.innerHTML).toBe('');
  });

  it('asks nothing without a path (an object not saved yet)', async () => {
    const api = presenceApi([]);
    const { container } = await renderAt(api, undefined);
    await tick();
    expect(api.call).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
