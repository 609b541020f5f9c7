/**
 * The Rules dialog a policy-tree node opens (SPEC 2.20) is a bespoke screen (screens/rules); the
 * generic form runtime draws it without importing it: the screens register its loader at start
 * (screens/parts.ts, called by main.tsx), the pattern of the field-editor registry. The loader
 * stays a dynamic import, so the dialog and its expression tester remain their own chunk.
 */
import type { ComponentType } from 'react';
import type { AttributeRule } from '../../../shared/attribute-rules';

export interface NodeRulesDialogProps {
  /** The node's rules as the dialog edits them (pf-attribute-rules.ts maps PingFederate's). */
  attributeRules: readonly AttributeRule[];
  defaultSuccess: boolean;
  /** The IdP adapters on the node's path, whose attributes the rules may test. */
  adapterIds: readonly string[];
  policyName: string;
  nodeLabel: string;
  editable: boolean;
  /** Done: the checked rules go back to the node (the dialog closes when the answer is saved). */
  submit: (ruleSet: { attributeRules: AttributeRule[]; defaultSuccess: boolean }) => Promise<{ saved: true } | { saved: false; messages: string[] }>;
  onClose: () => void;
}

export type NodeRulesDialogLoader = () => Promise<{ default: ComponentType<NodeRulesDialogProps> }>;

let registered: NodeRulesDialogLoader | undefined;

/** Called once at start by the screen that owns the dialog. */
export function registerNodeRulesDialog(loader: NodeRulesDialogLoader): void {
  registered = loader;
}

/** The registered loader; without one (a test that draws a tree alone) the dialog cannot open, which is said. */
export function nodeRulesDialogLoader(): NodeRulesDialogLoader {
  return registered ?? (() => Promise.reject(new Error('No Rules dialog is registered (screens/parts.ts registers it at start).')));
}
