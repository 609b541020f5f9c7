/**
 * The bespoke parts the generic runtime draws but the screens own, registered once at start
 * (main.tsx). Each stays a dynamic import: its chunk loads when it is first opened.
 */
import { registerNodeRulesDialog } from '../runtime/parts/node-rules-dialog';

export function registerScreenParts(): void {
  registerNodeRulesDialog(() => import('./rules/RulesDialog').then((module) => ({ default: module.RulesDialog })));
}
