import type { RowActionDefinition } from '../../../shared/page-model';
import { pageString, pageTextOr } from '../../i18n/t';
import { Dialog } from '../ui/Dialog';
import { useRowActionRun } from './use-row-action-run';

interface Props {
  action: RowActionDefinition;
  rowKey: { property: string; value: string };
  name: string;
  onClose: () => void;
}

/** A row action without fields: the dialog runs it as it opens and shows its outcome (a connection test's message). */
export function RowActionRunDialog({ action, rowKey, name, onClose }: Props) {
  const form = action.form;
  const run = useRowActionRun(action, rowKey, name);
  return (
    <Dialog title={`${pageString(form.id, 'title', form.title)}: ${name}`} onClose={onClose} testId={`row-action-${action.id}`}>
      <div className="row-action-outcome" role="status" aria-live="polite" aria-busy={run.state === 'running'}>
        {run.state === 'running' ? (
          <p className="muted">{pageTextOr(form.id, 'running', 'common.running')}</p>
        ) : (
          <p className={`row-action-outcome__message row-action-outcome__message--${run.success ? 'success' : 'failure'}`} data-testid="row-action-outcome" data-success={run.success}>
            {run.message}
          </p>
        )}
      </div>
      <div className="dialog__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          {pageTextOr(form.id, 'close', 'common.close')}
        </button>
      </div>
    </Dialog>
  );
}
