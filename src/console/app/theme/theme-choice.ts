import { parseThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '../../../shared/theme';

/**
 * Reading, remembering and applying the theme choice. The stylesheet picks its palette from
 * `data-theme` on <html> ('light' | 'dark'), or from the operating system when the attribute is
 * absent (console.css: color-scheme and light-dark()).
 */
export function readThemeChoice(storage: Storage | undefined = safeStorage()): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** 'system' is remembered as no entry, so a later change of the operating system's setting is followed. */
export function saveThemeChoice(choice: ThemeChoice, storage: Storage | undefined = safeStorage()): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the choice still applies to this page.
  }
}

export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

// Reading window.localStorage itself throws where storage is blocked.
function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
