import { useState } from 'react';
import type { RowActionDefinition } from '../../../shared/page-model';
import { pageString, pageText, pageTextOr } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { mapFormErrors, type FieldErrors } from '../errors/server-errors';
import { LazyEntityForm, type FormData } from '../form/LazyEntityForm';
import { useMessages } from '../messages/messages-context';
import { Dialog } from '../ui/Dialog';

interface Props {
  action: RowActionDefinition;
  /** The row's key (sent in the operation's path) and name (in the title and the done message). */
  rowKey: { property: string; value: string };
  name: string;
  onClose: () => void;
}

/**
 * A row's action in a dialog: its form, sent to its operation about the row. The server's field
 * errors stay in the form, others above it; success closes the dialog with the action's message.
 */
export function RowActionDialog({ action, rowKey, name, onClose }: Props) {
  const call = useCallOperation();
  const { show } = useMessages();
  const form = action.form;
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const operation = form.operations.create;

  async function send(data: FormData) {
    if (!operation) return;
    setSending(true);
    const result = await call(operation, { path: objectPath(operation, rowKey.property, rowKey.value), body: data });
    setSending(false);
    if (result.ok) {
      show('success', pageText(form.id, 'done', { name }));
      onClose();
      return;
    }
    const mapped = mapFormErrors(result.error, form.fields);
    setServerErrors(mapped.fieldErrors);
    setGeneral(mapped.general.length || Object.keys(mapped.fieldErrors).length ? mapped.general : [pageTextOr(form.id, 'failed', 'common.saveFailed')]);
  }

  return (
    <Dialog title={`${pageString(form.id, 'title', form.title)}: ${name}`} onClose={onClose} testId={`row-action-${action.id}`}>
      {general.map((message) => (
        <p key={message} className="inline-error" role="alert">
          {message}
        </p>
      ))}
      <LazyEntityForm page={form} mode="create" initialData={{}} serverErrors={serverErrors} onServerErrorsChange={setServerErrors} onSubmit={send}>
        <div className="dialog__footer">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {pageTextOr(form.id, 'cancel', 'common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            {pageText(form.id, 'submit')}
          </button>
        </div>
      </LazyEntityForm>
    </Dialog>
  );
}
