// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessageArea } from '../../../src/console/runtime/messages/MessageArea';
import { MESSAGE_DISMISS_MS, MessagesProvider, useMessages } from '../../../src/console/runtime/messages/messages-context';

function Trigger() {
  const { show } = useMessages();
  return (
    <>
      <button onClick={() => show('success', 'Settings saved.')}>ok</button>
      <button onClick={() => show('error', 'Save Failed.')}>fail</button>
    </>
  );
}

function renderMessages() {
  render(
    <MessagesProvider>
      <Trigger />
      <MessageArea />
    </MessagesProvider>,
  );
}

describe('messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('dismisses success and error messages after 5000 ms', () => {
    expect(MESSAGE_DISMISS_MS).toBe(5000);
    renderMessages();
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('fail'));
    // One polite live region, there from the start, holds both; an error says it is one.
    expect(screen.getByRole('status').textContent).toContain('Settings saved.');
    expect(screen.getByTestId('message-error').textContent).toBe('Error: Save Failed.×');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Settings saved.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Settings saved.')).toBeNull();
    expect(screen.queryByText('Save Failed.')).toBeNull();
  });

  it('can be closed before then', () => {
    renderMessages();
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });
});
