import { lazy, Suspense, useState } from 'react';
import { fromPfAttributeRules, toPfAttributeRules, type PfAttributeRules } from '../../../../shared/pf-attribute-rules';
import { t } from '../../../i18n/t';
import { nodeRulesDialogLoader } from '../../parts/node-rules-dialog';

// The Rules dialog (SPEC 2.20) and its expression tester load only when a node's rules are opened;
// the screens register where it comes from (runtime/parts/node-rules-dialog.ts).
const RulesDialog = lazy(() => nodeRulesDialogLoader()());

interface Props {
  /** The node's attribute rules as stored (PingFederate's AttributeRules), if any. */
  rules: PfAttributeRules | undefined;
  /** "Node 1.2", which names the button. */
  name: string;
  /** What the dialog's subtitle says: the policy and the node. */
  policyName: string;
  nodeLabel: string;
  /** The IdP adapters on the node's path, whose attributes the rules may test. */
  adapterIds: readonly string[];
  editable: boolean;
  /** Done: the node's new rules (written into the form; saved with the policy). */
  onChange: (rules: PfAttributeRules) => void;
}

/** A node's Rules button and the Rules dialog it opens, editing the node's attributeRules in the form (the node's summary counts them). */
export function NodeRules({ rules, name, policyName, nodeLabel, adapterIds, editable, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const edited = open ? fromPfAttributeRules(rules) : undefined;
  return (
    <>
      <button type="button" className="button button--secondary button--small" aria-label={t('policyTree.rulesOf', { name })} onClick={() => setOpen(true)}>
        {t('policyTree.rules')}
      </button>
      {edited && (
        <Suspense fallback={null}>
          <RulesDialog
            attributeRules={edited.rules}
            defaultSuccess={edited.defaultSuccess}
            adapterIds={adapterIds}
            policyName={policyName}
            nodeLabel={nodeLabel}
            editable={editable}
            submit={async ({ attributeRules, defaultSuccess }) => {
              onChange(toPfAttributeRules(attributeRules, defaultSuccess));
              return { saved: true };
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
