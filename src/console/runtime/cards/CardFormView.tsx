import { useRef, useState } from 'react';
import { generateId } from '../../../shared/ids';
import type { PageDefinition } from '../../../shared/page-model';
import { hasMessage, pageText, pageTextOr, t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { mapFormErrors, type FieldErrors } from '../errors/server-errors';
import { LazyEntityForm, type FormData } from '../form/LazyEntityForm';
import { useMessages } from '../messages/messages-context';
import { PageHeader } from '../ui/PageHeader';
import { HistoryButton, historyPath } from '../history/HistoryButton';
import { useFocusHeadingOnMount } from '../ui/focus-heading';
import { getPath, setPath } from '../values/paths';
import type { Item } from './card-view-state';
import { UnsavedScopeContext } from '../unsaved/unsaved-scope';
import { useUnsavedScope } from '../unsaved/use-unsaved-scope';
import { FormLoading } from '../ui/FormLoading';
import { AlsoEditing } from '../presence/index';
import { useLoadedObject } from '../versions/use-loaded-object';
import { useVersionConflict, type Loaded } from '../versions/use-version-conflict';

interface Props {
  page: PageDefinition;
  /** The object to edit; absent when creating. */
  item?: Item;
  /** Creating from an import: the new object the server read from a file. */
  draft?: Item;
  onSaved: () => void;
  onCancel: () => void;
  /** Inside a page with a title of its own (a tab): the form's title is an h2. */
  embedded?: boolean;
}

/** The form's starting values: the object's fields on edit, fresh generated ids on create (an import's object besides). */
export function initialFormData(page: PageDefinition, item?: Item, draft?: Item): FormData {
  // On update everything the server sent travels back, whether the page describes it or not, at
  // any depth (an object's undescribed properties beside its described ones too).
  if (item) return structuredClone(item) as FormData;
  let data: FormData = draft ? (structuredClone(draft) as FormData) : {};
  for (const field of page.fields) if (field.generatedId && !getPath(data, field.name)) data = setPath(data, field.name, generateId());
  return data;
}

/**
 * The create or edit form of a collection's object. An edit reads the object first, with its
 * version, and saves against that version: a save that meets a newer one shows the conflict.
 */
export function CardFormView(props: Props) {
  const [loaded, replace] = useLoadedObject(props.page.operations.get, props.page.entity?.key ?? 'id', props.item);
  if (loaded.state === 'loading') return <FormLoading />;
  return <CardForm key={loaded.loads} {...props} item={props.item && loaded.doc} version={loaded.version} replace={replace} />;
}

function CardForm({ page, item, draft, onSaved, onCancel, embedded = false, version, replace }: Props & { version?: string; replace: (next: Loaded) => void }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [initialData] = useState(() => initialFormData(page, item, draft));
  const [against, setAgainst] = useState<Loaded>({ doc: initialData, version });
  const key = page.entity?.key ?? 'id';
  const conflict = useVersionConflict({
    fields: page.fields,
    path: page.operations.get && item ? historyPath(page.operations.get, String(getPath(item, key))) : '',
    resave: (body, next) => {
      setAgainst(next);
      return send(body, next);
    },
    discard: replace,
  });
  const text = (key: string) => pageText(page.id, key);
  const mode = item ? 'edit' : 'create';
  // An account that may not save looks at the object: "View HTML Form Adapter", as the row's button said.
  const mayEdit = useAccess().mayCall(item ? page.operations.update : page.operations.create);
  const title = !item ? text('createTitle') : mayEdit ? text('editTitle') : `${t('common.view')} ${String(item[page.entity?.label ?? page.entity?.key ?? 'id'] ?? '')}`;
  const view = useRef<HTMLElement>(null);
  useFocusHeadingOnMount(view);
  // Back and Cancel ask before the form's unsaved edits are lost.
  const unsaved = useUnsavedScope();
  const cancel = () => unsaved.confirmLeave(onCancel);

  async function send(data: FormData, base: Loaded) {
    const operation = item ? page.operations.update : page.operations.create;
    if (!operation) return;
    setSaving(true);
    const result = await call(operation, { path: item ? objectPath(operation, key, String(getPath(item, key))) : undefined, body: data, ...(item && base.version ? { ifMatch: base.version } : {}) });
    setSaving(false);
    if (conflict.met(result, base.doc, data)) return;
    if (result.ok) {
      // A new object says it was created; an edited one that the settings were saved.
      show('success', text(item ? 'saved' : 'created'));
      // Saved: nothing is lost when the form's address is left.
      unsaved.scope.clear();
      onSaved();
      return;
    }
    const mapped = mapFormErrors(result.error, page.fields);
    setServerErrors(mapped.fieldErrors);
    if (mapped.general.length === 0 && Object.keys(mapped.fieldErrors).length === 0) show('error', t('common.saveFailed'));
    mapped.general.forEach((message) => show('error', message));
  }
  const save = (data: FormData) => send(data, against);

  return (
    <section ref={view} className="form-view" data-testid={`${mode}-view`}>
      <button type="button" className="back-link" onClick={cancel}>
        ← {pageTextOr(page.id, 'back', 'common.back')}
      </button>
      <PageHeader
        title={title}
        level={embedded ? 2 : 1}
        actions={item && page.operations.get && <HistoryButton path={historyPath(page.operations.get, String(item[page.entity?.key ?? 'id']))} name={String(item[page.entity?.label ?? page.entity?.key ?? 'id'] ?? '')} schema={page.formSchema} onReverted={onSaved} />}
      />
      {item && <AlsoEditing path={page.operations.get && historyPath(page.operations.get, String(getPath(item, key)))} />}
      {conflict.view}
      <div className="panel">
        <UnsavedScopeContext.Provider value={unsaved.scope}>
          <LazyEntityForm
            page={page}
            mode={mode}
            initialData={initialData}
            serverErrors={serverErrors}
            onServerErrorsChange={setServerErrors}
            onSubmit={save}
          >
            <div className="form-actions">
              <button type="button" className="button button--secondary" onClick={cancel}>
                {hasMessage(`pages.${page.id}.discard`) ? text('discard') : pageTextOr(page.id, 'cancel', 'common.cancel')}
              </button>
              <MutatingButton operation={item ? page.operations.update : page.operations.create} type="submit" className="button button--primary" disabled={saving}>
                {text('save')}
              </MutatingButton>
            </div>
          </LazyEntityForm>
        </UnsavedScopeContext.Provider>
      </div>
    </section>
  );
}
