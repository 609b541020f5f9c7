/**
 * The tree view's own strings, shaped as an area's file of i18n/en.ts (en-rules.ts). Until en.ts
 * takes them in (`...policyTreeViewTexts` there), `text` reads the catalogue first, so a
 * translation of these keys wins, and falls back to the English here.
 */
import { hasMessage, t, type MessageVars } from '../../../i18n/t';

export const policyTreeViewTexts: Record<string, string> = {
  'policyTree.collapse': 'Collapse {name}',
  'policyTree.expand': 'Expand {name}',
  'policyTree.noRules': 'No rules',
  'policyTree.oneHiddenError': '1 error',
  'policyTree.hiddenErrorCount': '{count} errors',
};

export function text(key: string, vars?: MessageVars): string {
  if (hasMessage(key) || !(key in policyTreeViewTexts)) return t(key, vars);
  return policyTreeViewTexts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (vars?.[name] === undefined ? whole : String(vars[name])));
}
