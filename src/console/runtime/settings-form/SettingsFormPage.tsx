import { useCallback, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageString, pageTextOr } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useCallOperation } from '../api/api-context';
import { mapFormErrors, type FieldErrors } from '../errors/server-errors';
import { withoutEmptyObjects } from '../form/empty-objects';
import { LazyEntityForm, type FormData } from '../form/LazyEntityForm';
import { useMessages } from '../messages/messages-context';
import { usePageActions } from '../page-actions/use-page-actions';
import { useSettingsDocument } from '../settings/use-settings-document';
import { PageHeader } from '../ui/PageHeader';
import { HistoryButton, historyPath } from '../history/HistoryButton';
import type { Values } from '../values/paths';
import { documentWithFields, fieldsOf } from './settings-document';

/**
 * Some properties of a settings document (view kind `settingsForm`): the whole document is loaded,
 * the page's fields are edited, and the whole document goes back with those fields replaced. The
 * page's actions (Rotate) are buttons in its header, for the roles their operations allow; the
 * document an action answers replaces the form's.
 */
export function SettingsFormPage({ page, embedded = false }: { page: PageDefinition; embedded?: boolean }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [document, setDocument] = useState<Values>();
  const [version, setVersion] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [loads, setLoads] = useState(0);
  const names = page.fields.map((field) => field.name);

  const accept = useCallback((settings: Values) => {
    setDocument(settings);
    setVersion((current) => current + 1);
  }, []);

  useSettingsDocument(page, accept, loads);

  async function save(data: FormData) {
    if (!page.operations.update || !document) return;
    // An optional link left empty goes, rather than going back as `{}` (no data store chosen).
    const body = withoutEmptyObjects(documentWithFields(document, data, names), page.fields);
    setSaving(true);
    const result = await call<Values>(page.operations.update, { body });
    setSaving(false);
    if (result.ok) {
      accept(result.data && typeof result.data === 'object' ? result.data : body);
      setServerErrors({});
      show('success', pageTextOr(page.id, 'saved', 'common.saved'));
      return;
    }
    const mapped = mapFormErrors(result.error, page.fields);
    setServerErrors(mapped.fieldErrors);
    show('error', pageTextOr(page.id, 'saveFailed', 'common.saveFailed'));
    mapped.general.forEach((message) => show('error', message));
  }

  // A page action (Rotate) answers the document it made, which the form then shows.
  const actions = usePageActions<Values>(page, (_action, answer) => {
    if (answer && typeof answer === 'object') accept(answer);
    else setLoads((n) => n + 1);
    setServerErrors({});
  });

  const title = pageString(page.id, 'title', page.title);
  const history = page.operations.get && (
    <HistoryButton path={historyPath(page.operations.get)} name={title} schema={page.formSchema} onReverted={() => setLoads((n) => n + 1)} />
  );
  return (
    <section className="settings-form-page" aria-busy={!document}>
      {!embedded && (
        <PageHeader
          title={title}
          description={page.description && pageString(page.id, 'description', page.description)}
          actions={
            actions.length > 0 ? (
              <>
                {actions}
                {history}
              </>
            ) : (
              history
            )
          }
        />
      )}
      {embedded && (
        <div className="tab-actions">
          {actions}
          {history}
        </div>
      )}
      {embedded && page.description && <p className="muted tab-description">{pageString(page.id, 'description', page.description)}</p>}
      <div className="panel">
        {document && (
          <LazyEntityForm
            key={version}
            page={page}
            mode="edit"
            initialData={fieldsOf(document, names)}
            serverErrors={serverErrors}
            onServerErrorsChange={setServerErrors}
            onSubmit={(data) => void save(data)}
          >
            <div className="form-actions">
              <MutatingButton operation={page.operations.update} whenReadOnly="disable" type="submit" className="button button--primary" disabled={saving}>
                {pageTextOr(page.id, 'save', 'common.save')}
              </MutatingButton>
            </div>
          </LazyEntityForm>
        )}
      </div>
    </section>
  );
}
