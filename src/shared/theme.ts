/**
 * The colour theme a user chose, shared by the console and the server-rendered pages it frames
 * (same origin, so both read the same localStorage entry). 'system' follows the operating system
 * (prefers-color-scheme) and is stored as no entry at all; public/theme-boot.js repeats the key
 * and the two explicit values, since it runs before any bundle (tests/unit/console/theme.test.tsx pins them).
 */
export const THEME_STORAGE_KEY = 'pf-console.theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** What a stored value means; anything unknown (or nothing) is 'system'. */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
