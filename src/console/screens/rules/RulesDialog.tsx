import { useMemo, useState } from 'react';
import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';
import { RuleList } from './RuleList';
import { useRulesAccess } from './rules-access';
import { usePolicyRules, type PolicyRulesEditor } from './use-policy-rules';
import { useRulesDone, type SubmitRuleSet } from './use-rules-done';
import { useRuleFocus } from './use-rule-focus';
import { useRulesEditor } from './use-rules-editor';
import './rules.css';

interface Props {
  nodeId: string;
  /** Posts the rule set's hidden form into the content frame (SPEC 7) and tells what the page answered. */
  submit: SubmitRuleSet;
  onClose: () => void;
}

/** The 'Rules' modal of SPEC 2.20 for one policy node, opened by the embedded page's showRulesModal. */
export function RulesDialog({ nodeId, submit, onClose }: Props) {
  const load = usePolicyRules(nodeId);
  if (load.state === 'loaded') return <LoadedRulesDialog nodeId={nodeId} editor={load.editor} submit={submit} onClose={onClose} />;
  const footer = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      {t('rules.close')}
    </button>
  );
  return (
    <Dialog title={t('rules.title')} onClose={onClose} footer={footer} testId="rules-dialog">
      {load.state === 'loading' ? (
        <p role="status">{t('rules.loading')}</p>
      ) : (
        <p className="rules-dialog__failed" role="alert">
          {load.error?.message ?? t('rules.loadFailed')}
        </p>
      )}
    </Dialog>
  );
}

function LoadedRulesDialog({ nodeId, editor: data, submit, onClose }: Props & { editor: PolicyRulesEditor }) {
  const { mayEdit, mayEditExpressions } = useRulesAccess();
  const editor = useRulesEditor(data.ruleSet.attributeRules, data.ruleSet.defaultSuccess, data.authenticationSources);
  const { busy, failures, done } = useRulesDone(nodeId, editor, submit, onClose);
  // Escape during a keyboard drag cancels the drag (dnd-kit listens on the window), not the dialog.
  const [dragging, setDragging] = useState(false);
  const { rules, defaultSuccess } = editor.draft;
  const { list, addButton, removing, adding } = useRuleFocus(rules.length);
  const actions = useMemo(
    () => ({
      ...editor.actions,
      add: () => {
        adding();
        editor.actions.add();
      },
      remove: (id: string) => {
        removing(rules.findIndex((entry) => entry.id === id));
        editor.actions.remove(id);
      },
    }),
    [editor.actions, adding, removing, rules],
  );
  const general = [...failures, ...editor.problems.general];

  const footer = (
    <>
      <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
        {mayEdit ? t('rules.cancel') : t('rules.close')}
      </button>
      {mayEdit && (
        <button type="button" className="button button--primary rules-dialog__done" disabled={busy} aria-busy={busy} onClick={() => void done()}>
          {busy && <span className="rules-dialog__spinner" role="status" aria-label={t('rules.saving')} data-testid="rules-spinner" />}
          {t('rules.done')}
        </button>
      )}
    </>
  );

  return (
    <Dialog title={t('rules.title')} onClose={() => !busy && onClose()} escapeCloses={!dragging} footer={footer} testId="rules-dialog">
      <p className="rules-dialog__subtitle">{t('rules.subtitle', { policy: data.policyName, node: data.nodeLabel })}</p>
      {general.length > 0 && (
        <div className="rules-dialog__errors" role="alert" data-testid="rules-errors">
          <ul aria-label={t('rules.errors')}>
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {!mayEdit && (
        <p className="rules-dialog__read-only" data-testid="read-only-notice">
          {t('rules.readOnly')}
        </p>
      )}
      <div ref={list}>
        <RuleList
        rules={rules}
        problems={editor.problems}
        actions={actions}
        sources={data.authenticationSources}
        conditions={data.conditions}
        mayEdit={mayEdit}
        mayEditExpressions={mayEditExpressions}
        onDragging={setDragging}
        />
      </div>
      <div className="rules-dialog__below">
        {mayEdit && (
          <button type="button" ref={addButton} className="button button--secondary" onClick={actions.add}>
            {t('rules.add')}
          </button>
        )}
        <label className="rules-dialog__default">
          <input type="checkbox" checked={defaultSuccess} disabled={!mayEdit || rules.length === 0} onChange={(event) => editor.actions.setDefaultSuccess(event.target.checked)} />
          {t('rules.defaultSuccess')}
        </label>
      </div>
    </Dialog>
  );
}
