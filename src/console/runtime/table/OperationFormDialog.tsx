import { useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageText, pageTextOr } from '../../i18n/t';
import type { OperationResult } from '../api/operation-caller';
import { mapFormErrors, type FieldErrors } from '../errors/server-errors';
import { LazyEntityForm, type FormData } from '../form/LazyEntityForm';
import { Dialog } from '../ui/Dialog';
import { UnsavedScopeContext } from '../unsaved/unsaved-scope';
import { useUnsavedScope } from '../unsaved/use-unsaved-scope';

interface Props<T> {
  /** The dialog's form (a row action's or an import's), with its texts. */
  form: PageDefinition;
  title: string;
  testId: string;
  /** Sends the form's data to the operation. */
  send: (data: FormData) => Promise<OperationResult<T>>;
  /** What a success does (a message, closing, opening the create form). */
  onDone: (result: OperationResult<T>) => void;
  onClose: () => void;
}

/**
 * A form in a dialog, sent to one operation: the server's field errors stay in the form, others
 * above it (or the form's failed text). Row actions and imports are this dialog.
 */
export function OperationFormDialog<T>({ form, title, testId, send, onDone, onClose }: Props<T>) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  // Cancel, Escape and the close button ask before the form's unsaved edits are lost.
  const unsaved = useUnsavedScope();
  const close = () => unsaved.confirmLeave(onClose);

  async function submit(data: FormData) {
    setSending(true);
    const result = await send(data);
    setSending(false);
    if (result.ok) {
      // Done: the edits went to the server, and nothing is lost when what follows moves the location (a draft's create form).
      unsaved.scope.clear();
      return onDone(result);
    }
    const mapped = mapFormErrors(result.error, form.fields);
    setServerErrors(mapped.fieldErrors);
    setGeneral(mapped.general.length || Object.keys(mapped.fieldErrors).length ? mapped.general : [pageTextOr(form.id, 'failed', 'common.saveFailed')]);
  }

  return (
    <Dialog title={title} onClose={close} testId={testId}>
      {general.map((message) => (
        <p key={message} className="inline-error" role="alert">
          {message}
        </p>
      ))}
      <UnsavedScopeContext.Provider value={unsaved.scope}>
        <LazyEntityForm page={form} mode="create" initialData={{}} serverErrors={serverErrors} onServerErrorsChange={setServerErrors} onSubmit={submit}>
          <div className="dialog__footer">
            <button type="button" className="button button--secondary" onClick={close}>
              {pageTextOr(form.id, 'cancel', 'common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={sending}>
              {pageText(form.id, 'submit')}
            </button>
          </div>
        </LazyEntityForm>
      </UnsavedScopeContext.Provider>
    </Dialog>
  );
}
