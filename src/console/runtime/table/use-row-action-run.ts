import { useEffect, useRef, useState } from 'react';
import type { RowActionDefinition } from '../../../shared/page-model';
import { pageText, pageTextOr } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { mapServerErrors } from '../errors/server-errors';
import { getPath, type Values } from '../values/paths';

export type RowActionRun = { state: 'running' } | { state: 'done'; success: boolean; message: string };

/**
 * A row action without fields, run once as its dialog opens (Test Connection): the operation is
 * called without a body, and its answer becomes the outcome (the `result` properties' message and
 * success, or the `done` text); a refusal (an ApiResult) is a failure with the server's message.
 */
export function useRowActionRun(action: RowActionDefinition, rowKey: { property: string; value: string }, name: string): RowActionRun {
  const call = useCallOperation();
  const [run, setRun] = useState<RowActionRun>({ state: 'running' });
  const started = useRef(false);
  const form = action.form;
  const operation = form.operations.create;

  useEffect(() => {
    // Once per dialog, React's development double effects included: the call is not repeated.
    if (started.current || !operation) return;
    started.current = true;
    void call(operation, { path: objectPath(operation, rowKey.property, rowKey.value) }).then((result) => {
      if (!result.ok) {
        const mapped = mapServerErrors(result.error, []);
        setRun({ state: 'done', success: false, message: mapped.general[0] ?? pageTextOr(form.id, 'failed', 'common.actionFailed') });
        return;
      }
      if (!action.result) {
        setRun({ state: 'done', success: true, message: pageText(form.id, 'done', { name }) });
        return;
      }
      const answer = (result.data ?? {}) as Values;
      setRun({ state: 'done', success: getPath(answer, action.result.success) === true, message: String(getPath(answer, action.result.message) ?? '') });
    });
  }, [call, operation, action.result, form.id, rowKey.property, rowKey.value, name]);

  return run;
}
