// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { AccountMenu } from '../../../src/console/app/frame/AccountMenu';
import { useTheme } from '../../../src/console/app/theme/use-theme';
import { THEME_STORAGE_KEY } from '../../../src/shared/theme';

const html = document.documentElement;

/** What another tab of the console does: its change reaches this one as a storage event. */
function changedElsewhere(newValue: string | null) {
  if (newValue === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue }));
}

describe('theme choice', () => {
  beforeEach(() => {
    localStorage.clear();
    html.removeAttribute('data-theme');
  });
  afterEach(cleanup);

  it('follows the operating system until the user chooses; a choice is applied and remembered, System forgets it', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.choice).toBe('system');
    expect(html.hasAttribute('data-theme')).toBe(false);

    act(() => result.current.choose('dark'));
    expect(result.current.choice).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    act(() => result.current.choose('light'));
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    act(() => result.current.choose('system'));
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('starts from the remembered choice; an unknown stored value means System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(renderHook(() => useTheme()).result.current.choice).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    cleanup();

    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(renderHook(() => useTheme()).result.current.choice).toBe('system');
    expect(html.hasAttribute('data-theme')).toBe(false);
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useTheme());
    act(() => changedElsewhere('dark'));
    expect(result.current.choice).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    act(() => changedElsewhere(null));
    expect(result.current.choice).toBe('system');
    expect(html.hasAttribute('data-theme')).toBe(false);
  });

  it('the account menu offers System, Light and Dark as one radio group and marks the current one', () => {
    render(<AccountMenu username="Administrator" />);
    fireEvent.click(screen.getByRole('button', { name: /Administrator/ }));
    const group = screen.getByRole('group', { name: 'Theme' });
    const radios = screen.getAllByRole('menuitemradio');
    expect(radios).toEqual(['System', 'Light', 'Dark'].map((name) => screen.getByRole('menuitemradio', { name })));
    expect(radios.every((radio) => group.contains(radio))).toBe(true);
    expect(screen.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Administrator/ }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe('false');
  });

  it('public/theme-boot.js, which runs before the bundle, reads the same key and values', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    // The boot script is a classic script with no exports (and no types): importing it runs it once.
    // @ts-expect-error TS7016, a plain script of the public folder
    await import('../../../public/theme-boot.js');
    expect(html.getAttribute('data-theme')).toBe('dark');
  });
});
