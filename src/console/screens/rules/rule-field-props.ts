import type { AuthenticationSource, RuleField } from '../../../shared/attribute-rules';
import type { EditedRule } from './rule-editing';
import type { RulesEditor } from './use-rules-editor';

/** What a rule's fields need: the rule, its number, its messages, the editor's actions and what may change. */
export interface RuleFieldsProps {
  entry: EditedRule;
  number: number;
  errors: Partial<Record<RuleField, string>>;
  actions: RulesEditor['actions'];
  sources: readonly AuthenticationSource[];
  conditions: Record<string, string>;
  /** The fields may change (not an auditor; an expression rule needs EXPRESSION_ADMINISTRATOR). */
  editable: boolean;
  mayEditExpressions: boolean;
}
