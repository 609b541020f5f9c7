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

  it('dismisses a success message after 5000 ms; an error stays until closed', () => {
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
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('message-error').textContent).toBe('Error: Save Failed.×');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Save Failed.')).toBeNull();
  });

  it('shows the same message once, however often it is said', () => {
    renderMessages();
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getAllByTestId('message-error')).toHaveLength(1);
    expect(screen.getAllByTestId('message-success')).toHaveLength(1);
    // The repeated success counts from the last time it was said.
    act(() => vi.advanceTimersByTime(MESSAGE_DISMISS_MS));
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });

  it('can be closed before then', () => {
    renderMessages();
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });
});
