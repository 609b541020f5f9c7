import { useCallback, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageString, pageTextOr, t } from '../../i18n/t';
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
import type { OperationResult } from '../api/operation-caller';
import { documentWithFields, fieldsOf } from './settings-document';
import { partPatch } from './part-patch';
import { SetupForm } from './SetupForm';
import { AlsoEditing } from '../presence/index';
import { useVersionConflict, type Loaded } from '../versions/use-version-conflict';
import { sameValue } from '../versions/merge-versions';

/**
 * Some properties of a settings document (view kind `settingsForm`): the whole document is loaded,
 * the page's fields are edited, and the whole document goes back with those fields replaced, or,
 * where several pages edit the document, a patch of the fields changed. The
 * page's actions (Rotate) are buttons in its header, for the roles their operations allow; the
 * document an action answers replaces the form's, and after any other answer the document is read
 * again. While the GET refuses with the page's setup result (not connected yet), the setup form
 * shows instead, and the page's actions do not.
 */
export function SettingsFormPage({ page, embedded = false }: { page: PageDefinition; embedded?: boolean }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [loaded, setLoaded] = useState<Loaded>();
  const document = loaded?.doc;
  const [renders, setRenders] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [loads, setLoads] = useState(0);
  const names = page.fields.map((field) => field.name);

  const accept = useCallback((settings: Values, version?: string) => {
    setLoaded({ doc: settings, ...(version === undefined ? {} : { version }) });
    setRenders((current) => current + 1);
  }, []);
  // A document another operation answered (a setup, an action) without its version is read again for it.
  const acceptAnswer = useCallback(
    (settings: Values, version?: string) => {
      accept(settings, version);
      if (version === undefined) setLoads((n) => n + 1);
    },
    [accept],
  );

  // The setup shows while the document cannot be read yet; its answer is the document.
  const [settingUp, setSettingUp] = useState(false);
  const setup = page.setup;
  const refused = useCallback(
    (result: OperationResult<Values>) => {
      const awaitsSetup = setup !== undefined && result.status === setup.status && result.error?.resultId === setup.resultId;
      setSettingUp(awaitsSetup);
      return awaitsSetup;
    },
    [setup],
  );
  const accepted = useCallback(
    (settings: Values, version?: string) => {
      setSettingUp(false);
      accept(settings, version);
    },
    [accept],
  );

  useSettingsDocument(page, accepted, loads, refused);

  const conflict = useVersionConflict({
    fields: page.fields,
    path: page.operations.get ? historyPath(page.operations.get) : '',
    resave: (body, against) => send(body, against),
    discard: (theirs) => accept(theirs.doc, theirs.version),
  });

  // An optional link left empty goes, rather than going back as `{}` (no data store chosen).
  const save = (data: FormData) => loaded && send(withoutEmptyObjects(documentWithFields(loaded.doc, data, names), page.fields), loaded);

  // A page that edits part of a shared document sends only its changed fields (operations.patch), which
  // the server merges into the document as it is now; else the whole document against its version.
  async function send(body: Values, against: Loaded) {
    if (!page.operations.update) return;
    setSaving(true);
    const result = page.operations.patch
      ? await call<Values>(page.operations.patch, { body: partPatch(against.doc, body, names) })
      : await call<Values>(page.operations.update, { body, ...(against.version ? { ifMatch: against.version } : {}) });
    setSaving(false);
    if (conflict.met(result, against.doc, body)) return;
    if (result.ok) {
      const answer = result.data && typeof result.data === 'object' ? result.data : body;
      accepted(answer, result.version);
      setServerErrors({});
      // A patch merged into a newer version: the form now shows fields another administrator changed too.
      const merged = page.operations.patch !== undefined && !sameValue(fieldsOf(answer, names), fieldsOf(body, names));
      show('success', merged ? t('conflict.mergedUnknown') : pageTextOr(page.id, 'saved', 'common.saved'));
      return;
    }
    const mapped = mapFormErrors(result.error, page.fields);
    setServerErrors(mapped.fieldErrors);
    show('error', pageTextOr(page.id, 'saveFailed', 'common.saveFailed'));
    mapped.general.forEach((message) => show('error', message));
  }

  // A page action that answers the document (Rotate) has the form show it; after any other the page reads it again.
  const pageActions = usePageActions<Values>(
    page,
    (action, answer, answerVersion) => {
      const answersDocument = (action.rotates !== undefined || action.answersDocument === true) && !action.reload;
      if (answersDocument && answer && typeof answer === 'object') acceptAnswer(answer, answerVersion);
      else setLoads((n) => n + 1);
      setServerErrors({});
    },
    { document },
  );
  const actions = settingUp ? [] : pageActions;

  const title = pageString(page.id, 'title', page.title);
  const history = page.operations.get && (
    <HistoryButton path={historyPath(page.operations.get)} name={title} schema={page.formSchema} onReverted={() => setLoads((n) => n + 1)} />
  );
  return (
    <section className="settings-form-page" aria-busy={!document && !settingUp}>
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
      {settingUp && setup && <SetupForm setup={setup} onDone={(settings, settingsVersion) => {
            setSettingUp(false);
            acceptAnswer(settings, settingsVersion);
          }} />}
      {!settingUp && <AlsoEditing path={page.operations.get && historyPath(page.operations.get)} />}
      {conflict.view}
      <div className="panel" hidden={settingUp}>
        {document && !settingUp && (
          <LazyEntityForm
            key={renders}
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
