import { useState } from 'react';
import type { ImportDefinition } from '../../../shared/page-model';
import { pageString, pageText, pageTextOr } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import type { Item } from '../cards/card-view-state';
import { mapFormErrors, type FieldErrors } from '../errors/server-errors';
import { LazyEntityForm, type FormData } from '../form/LazyEntityForm';
import { useMessages } from '../messages/messages-context';
import { Dialog } from '../ui/Dialog';

interface Props {
  entry: ImportDefinition;
  /** The new object the server read from the file, for the create form. */
  onImported: (draft: Item) => void;
  onClose: () => void;
}

/**
 * An import (Import Metadata) in a dialog: its form sent to its operation, which answers a new,
 * unsaved object. The server's refusals stay in the form (a file that is not metadata, under the
 * file); success hands the object to the create form with the import's done message.
 */
export function ImportDialog({ entry, onImported, onClose }: Props) {
  const call = useCallOperation();
  const { show } = useMessages();
  const form = entry.form;
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const operation = form.operations.create;

  async function send(data: FormData) {
    if (!operation) return;
    setSending(true);
    const result = await call<Item>(operation, { body: data });
    setSending(false);
    if (result.ok && result.data) {
      show('success', pageText(form.id, 'done'));
      onImported(result.data);
      return;
    }
    const mapped = mapFormErrors(result.error, form.fields);
    setServerErrors(mapped.fieldErrors);
    setGeneral(mapped.general.length || Object.keys(mapped.fieldErrors).length ? mapped.general : [pageTextOr(form.id, 'failed', 'common.saveFailed')]);
  }

  return (
    <Dialog title={pageString(form.id, 'title', form.title)} onClose={onClose} testId={`import-${entry.id}`}>
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
