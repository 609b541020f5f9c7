import { t } from '../../../i18n/t';

interface Props {
  /** Its id names the node's treeitem. */
  id: string;
  /** "Node 1.2". */
  name: string;
  /** The result of the parent's action leading here (its action's context). */
  result?: string;
  /** The action type's label ("IdP Adapter"); none before the type is chosen. */
  kind?: string;
  /** The object the action names ("HTML Form"), if its type names one and it is chosen. */
  object?: string;
  /** How many attribute rules the node has; undefined when its type has none. */
  rules?: number;
  /** Messages in the node's collapsed branch, which it shows instead. */
  hiddenErrors: number;
}

export const ruleCountText = (count: number) => (count === 0 ? t('policyTree.noRules') : t(count === 1 ? 'policyTree.oneRule' : 'policyTree.ruleCount', { count }));

/** A node read at a glance, on one line: its place, the result it follows, its kind and the object it names, its rules and hidden errors as chips. */
export function NodeSummary({ id, name, result, kind, object, rules, hiddenErrors }: Props) {
  const parts = [
    <span key="place" className="policy-tree__place">
      {name}
    </span>,
    result && (
      <span key="result" className="policy-tree__result-label">
        {result}
      </span>
    ),
    kind && (
      <span key="kind" className="policy-tree__kind">
        {kind}
      </span>
    ),
    object && (
      <span key="object" className="policy-tree__object">
        {object}
      </span>
    ),
    rules !== undefined && (
      <span key="rules" className="chip policy-tree__chip">
        {ruleCountText(rules)}
      </span>
    ),
    hiddenErrors > 0 && (
      <span key="errors" className="chip chip--danger policy-tree__chip" data-testid="policy-tree-hidden-errors">
        {hiddenErrors === 1 ? t('policyTree.oneHiddenError') : t('policyTree.hiddenErrorCount', { count: hiddenErrors })}
      </span>
    ),
  ].filter(Boolean);
  // Spaces between the parts: the node's accessible name reads "Node 1.2 Success Selector Internal Networks".
  return (
    <span className="policy-tree__summary" id={id}>
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}
    </span>
  );
}
