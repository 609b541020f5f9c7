import { useState } from 'react';
import type { SettingsSetupDefinition } from '../../../shared/page-model';
import { pageString, pageText, pageTextOr } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useCallOperation } from '../api/api-context';
import { mapFormErrors, type FieldErrors } from '../errors/server-errors';
import { LazyEntityForm, type FormData } from '../form/LazyEntityForm';
import { useMessages } from '../messages/messages-context';
import type { Values } from '../values/paths';

interface Props {
  setup: SettingsSetupDefinition;
  /** The document the setup operation answered, for the settings form. */
  /** The document the setup answered, with its version when the answer carries one. */
  onDone: (document: Values, version?: string) => void;
}

/**
 * A settings form's setup (page schema `setup`): shown while the document's GET refuses with the
 * setup's result, a form over the setup operation's body; its answer is the document. The server's
 * field errors stay under the fields, others above the form; an account the operation's roles do
 * not allow sees the form and its button disabled.
 */
export function SetupForm({ setup, onDone }: Props) {
  const call = useCallOperation();
  const { show } = useMessages();
  const form = setup.form;
  const operation = form.operations.create!;
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  async function submit(data: FormData) {
    setSending(true);
    const result = await call<Values>(operation, { body: data });
    setSending(false);
    if (result.ok && result.data && typeof result.data === 'object') {
      show('success', pageText(form.id, 'done'));
      return onDone(result.data, result.version);
    }
    const mapped = mapFormErrors(result.error, form.fields);
    setServerErrors(mapped.fieldErrors);
    setGeneral(mapped.general.length || Object.keys(mapped.fieldErrors).length ? mapped.general : [pageTextOr(form.id, 'failed', 'common.saveFailed')]);
  }

  const title = pageString(form.id, 'title', form.title);
  return (
    <div className="panel settings-setup" data-testid="settings-setup">
      <h2>{title}</h2>
      {form.description && <p className="muted tab-description">{pageString(form.id, 'description', form.description)}</p>}
      {general.map((message) => (
        <p key={message} className="inline-error" role="alert">
          {message}
        </p>
      ))}
      <LazyEntityForm page={form} mode="create" initialData={{}} serverErrors={serverErrors} onServerErrorsChange={setServerErrors} onSubmit={(data) => void submit(data)}>
        <div className="form-actions">
          <MutatingButton operation={operation} whenReadOnly="disable" type="submit" className="button button--primary" disabled={sending}>
            {pageText(form.id, 'submit')}
          </MutatingButton>
        </div>
      </LazyEntityForm>
    </div>
  );
}
