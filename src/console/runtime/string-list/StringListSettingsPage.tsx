import { useCallback, useEffect, useReducer, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { fieldLabel, pageString, pageText, t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import { useCallOperation } from '../api/api-context';
import { mapIndexedErrors } from '../errors/server-errors';
import { useMessages } from '../messages/messages-context';
import { PageHeader } from '../ui/PageHeader';
import { emptyRowKeys, emptyStringList, isChanged, keptRows, stringListReducer, valuesToSave } from './string-list-rows';
import { StringListRow } from './StringListRow';
import { historyPath } from '../history/HistoryButton';
import { AlsoEditing } from '../presence/index';
import { useVersionConflict, type Loaded } from '../versions/use-version-conflict';
import { useUnsavedChanges } from '../unsaved/use-unsaved-changes';

type Settings = Record<string, unknown>;

/** A settings document whose one property is a list of strings (view kind `stringList`). */
export function StringListSettingsPage({ page }: { page: PageDefinition }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [state, dispatch] = useReducer(stringListReducer, emptyStringList);
  const [against, setAgainst] = useState<Loaded>({ doc: {} });
  const document = against.doc;
  const [loaded, setLoaded] = useState(false);
  // Server errors by row key, and rows whose emptiness should be reported (touched or save tried).
  const [rowErrors, setRowErrors] = useState<Record<number, string[]>>({});
  const [reportEmpty, setReportEmpty] = useState<Set<number> | 'all'>(new Set());
  const property = page.settings?.property ?? page.fields[0]?.name ?? 'values';
  const field = page.fields.find((candidate) => candidate.name === property) ?? page.fields[0];
  const text = (key: string) => pageText(page.id, key);
  // An account that may not save (an auditor) gets the list without its add button and footer.
  const mayChange = useAccess().mayCall(page.operations.update);

  const accept = useCallback(
    (settings: Settings, version?: string) => {
      setAgainst({ doc: settings, ...(version === undefined ? {} : { version }) });
      dispatch({ type: 'load', values: (settings[property] as string[] | undefined) ?? [] });
      setRowErrors({});
      setReportEmpty(new Set());
    },
    [property],
  );

  useEffect(() => {
    if (!page.operations.get) return;
    void call<Settings>(page.operations.get).then((result) => {
      if (result.ok) accept(result.data ?? {}, result.version);
      else show('error', result.error?.message ?? pageText(page.id, 'saveFailed'));
      setLoaded(true);
    });
  }, [accept, call, page.id, page.operations.get, show]);

  const conflict = useVersionConflict({
    fields: field ? [field] : [],
    path: page.operations.get ? historyPath(page.operations.get) : '',
    resave: (body, next) => send(body, next),
    discard: (theirs) => accept(theirs.doc, theirs.version),
  });

  // A navigation, a reload or another tab asks before the list's unsaved rows are lost, as every form's do.
  useUnsavedChanges(valuesToSave(state), { saved: state.saved });

  const empty = new Set(emptyRowKeys(state));
  const errorsOf = (key: number) => [
    ...(empty.has(key) && (reportEmpty === 'all' || reportEmpty.has(key)) ? [text('required')] : []),
    ...(rowErrors[key] ?? []),
  ];

  async function save() {
    if (!page.operations.update) return;
    if (empty.size > 0) {
      setReportEmpty('all');
      return;
    }
    await send({ ...document, [property]: valuesToSave(state) }, against);
  }

  async function send(body: Settings, base: Loaded) {
    if (!page.operations.update) return;
    const rows = keptRows(state);
    const result = await call<Settings>(page.operations.update, { body, ...(base.version ? { ifMatch: base.version } : {}) });
    if (conflict.met(result, base.doc, body)) return;
    if (result.ok) {
      accept(result.data ?? body, result.version);
      show('success', text('saved'));
      return;
    }
    // The server numbers rows as sent, so `property[i]` is the i-th kept row.
    const mapped = mapIndexedErrors(result.error, property);
    const byKey: Record<number, string[]> = {};
    for (const [index, messages] of Object.entries(mapped.rowErrors)) {
      const row = rows[Number(index)];
      if (row) byKey[row.key] = messages;
      else mapped.general.push(...messages);
    }
    setRowErrors(byKey);
    show('error', text('saveFailed'));
    mapped.general.forEach((message) => show('error', message));
  }

  function edit(key: number, value: string) {
    dispatch({ type: 'edit', key, value });
    if (rowErrors[key]) setRowErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function cancel() {
    dispatch({ type: 'reset' });
    setRowErrors({});
    setReportEmpty(new Set());
  }

  const changed = isChanged(state);
  return (
    <section className="string-list-page">
      <PageHeader title={pageString(page.id, 'title', page.title)} description={page.description && pageString(page.id, 'description', page.description)} />
      <AlsoEditing path={page.operations.get && historyPath(page.operations.get)} />
      {conflict.view}
      <div className="panel">
        {loaded && state.rows.length === 0 && <p className="muted">{t('stringList.empty')}</p>}
        <ul className="string-list">
          {state.rows.map((row, index) => (
            <StringListRow
              key={row.key}
              row={row}
              saveOperation={page.operations.update}
              index={index}
              inputId={`${page.id}-${property}-${row.key}`}
              label={field ? fieldLabel(page.id, field) : property}
              placeholder={field?.placeholder && pageString(page.id, `fields.${field.name}.placeholder`, field.placeholder)}
              deleteLabel={text('delete')}
              errors={errorsOf(row.key)}
              onChange={(value) => edit(row.key, value)}
              onBlur={() => setReportEmpty((current) => (current === 'all' ? current : new Set(current).add(row.key)))}
              onDelete={() => dispatch({ type: 'delete', key: row.key })}
              onUndo={() => dispatch({ type: 'undoDelete', key: row.key })}
            />
          ))}
        </ul>
        {mayChange && (
          <>
            <MutatingButton operation={page.operations.update} className="button button--link" onClick={() => dispatch({ type: 'add' })}>
              {text('add')}
            </MutatingButton>
            <div className="form-actions">
              <MutatingButton operation={page.operations.update} className="button button--secondary" disabled={!changed} onClick={cancel}>
                {text('cancel')}
              </MutatingButton>
              <MutatingButton operation={page.operations.update} className="button button--primary" disabled={!changed} onClick={() => void save()}>
                {text('save')}
              </MutatingButton>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
