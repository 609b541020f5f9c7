import { pageMessages } from '../../../generated/messages.gen';
import { en } from './en';

// One catalogue for console and page strings, so translating the console is replacing one map.
const catalogue: Record<string, string> = { ...pageMessages, ...en };

export type MessageVars = Record<string, string | number | undefined>;

/** The text for key with {name} placeholders filled; an unknown key shows itself to be noticed. */
export function t(key: string, vars?: MessageVars): string {
  const text = catalogue[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** A page's own text: `pages.<page-id>.<key>`. */
export function pageText(pageId: string, key: string, vars?: MessageVars): string {
  return t(`pages.${pageId}.${key}`, vars);
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}

/** A page string from the catalogue when it has one (translations), else the definition's own text. */
export function pageString(pageId: string, key: string, fallback: string): string {
  const fullKey = `pages.${pageId}.${key}`;
  return hasMessage(fullKey) ? t(fullKey) : fallback;
}

export function fieldLabel(pageId: string, field: { name: string; label: string }): string {
  return pageString(pageId, `fields.${field.name}.label`, field.label);
}

/** A page's text when the page has the key, else a console text (e.g. the generic 'Settings saved.'). */
export function pageTextOr(pageId: string, key: string, fallbackKey: string, vars?: MessageVars): string {
  return hasMessage(`pages.${pageId}.${key}`) ? pageText(pageId, key, vars) : t(fallbackKey, vars);
}
