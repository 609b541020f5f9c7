import { useCallback, useEffect, useState } from 'react';
import { parseThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '../../../shared/theme';
import { applyThemeChoice, readThemeChoice, saveThemeChoice } from './theme-choice';

/**
 * The theme choice (System / Light / Dark): remembered in localStorage, applied to <html> at once,
 * and followed when another tab of the console changes it. public/theme-boot.js has applied the
 * remembered choice before the first paint; this hook keeps it current afterwards.
 */
export function useTheme(): { choice: ThemeChoice; choose: (choice: ThemeChoice) => void } {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());

  useEffect(() => {
    applyThemeChoice(choice);
  }, [choice]);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setChoice(parseThemeChoice(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const choose = useCallback((next: ThemeChoice) => {
    saveThemeChoice(next);
    setChoice(next);
  }, []);

  return { choice, choose };
}
