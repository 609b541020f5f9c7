import { useMemo, useState } from 'react';
import type { AttributeRule, AuthenticationSource } from '../../../shared/attribute-rules';
import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { rulesForSubmit } from './rule-editing';
import { RuleList } from './RuleList';
import { useRulesAccess } from './rules-access';
import { useRuleSources } from './use-rule-sources';
import { useRulesDone, type SubmitRuleSet } from './use-rules-done';
import { useRuleFocus } from './use-rule-focus';
import { useRulesEditor } from './use-rules-editor';
import './rules.css';

interface Props {
  /** The node's rules as the dialog edits them (pf-attribute-rules.ts maps PingFederate's). */
  attributeRules: readonly AttributeRule[];
  defaultSuccess: boolean;
  /** The IdP adapters whose attributes the rules may test (those on the node's path). */
  adapterIds: readonly string[];
  policyName: string;
  /** The node as the subtitle names it; a function names it by the loaded sources (the adapter's name). */
  nodeLabel: string | ((sources: readonly AuthenticationSource[]) => string);
  /** The account may change the rules (the form is editable); expression rules also need EXPRESSION_ADMINISTRATOR. */
  editable: boolean;
  /** Done: hands the checked rules back (the policy tree writes them into its node; the Rules tab posts its hidden form). */
  submit: SubmitRuleSet;
  onClose: () => void;
}

interface Loaded {
  authenticationSources: AuthenticationSource[];
  conditions: Record<string, string>;
}

/** The 'Rules' modal of SPEC 2.20 for one authentication source node of a policy tree. */
export function RulesDialog(props: Props) {
  const load = useRuleSources(props.adapterIds);
  if (load.state === 'loaded') return <LoadedRulesDialog {...props} loaded={load.sources} />;
  const footer = (
    <button type="button" className="button button--secondary" onClick={props.onClose}>
      {t('rules.close')}
    </button>
  );
  return (
    <Dialog title={t('rules.title')} onClose={props.onClose} footer={footer} testId="rules-dialog">
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

function LoadedRulesDialog({ attributeRules, defaultSuccess: loadedDefault, policyName, nodeLabel, editable, submit, onClose, loaded: data }: Props & { loaded: Loaded }) {
  const { mayEdit, mayEditExpressions } = useRulesAccess(editable);
  const editor = useRulesEditor(attributeRules, loadedDefault, data.authenticationSources);
  // Cancel, Escape and the close button ask before changed rules are lost; Done hands them back.
  const unsaved = useUnsavedChanges({ rules: rulesForSubmit(editor.draft.rules), defaultSuccess: editor.draft.defaultSuccess });
  const cancel = () => unsaved.confirmLeave(onClose);
  const { busy, failures, done } = useRulesDone(editor, submit, onClose);
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
      <button type="button" className="button button--secondary" disabled={busy} onClick={cancel}>
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
    <Dialog title={t('rules.title')} onClose={() => !busy && cancel()} escapeCloses={!dragging} footer={footer} testId="rules-dialog">
      <p className="rules-dialog__subtitle">{t('rules.subtitle', { policy: policyName, node: typeof nodeLabel === 'function' ? nodeLabel(data.authenticationSources) : nodeLabel })}</p>
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
