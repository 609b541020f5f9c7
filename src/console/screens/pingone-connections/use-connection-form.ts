import { useCallback, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { clearFieldErrors, mapServerErrors, type FieldErrors } from '../../runtime/errors/server-errors';
import { useMessages } from '../../runtime/messages/messages-context';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { CONNECTION_FIELDS, connectionBody, initialFormValues, type ConnectionFormValues } from './connection-model';
import type { PingOneConnection } from './connection-types';
import { nameAfterCredential, type NameState } from './credential-name';
import { historyPath } from '../../runtime/history/HistoryButton';
import type { Values } from '../../runtime/values/paths';
import { useVersionConflict, type Loaded } from '../../runtime/versions/use-version-conflict';

/** The connection's properties the conflict view names (the credential is write-only). */
const MERGED_FIELDS = () =>
  CONNECTION_FIELDS.map((name) => ({ name, label: t(`pingOne.form.${name}`), widget: name === 'credential' ? ('secret' as const) : name === 'active' ? ('checkbox' as const) : ('text' as const) }));

/** The first field with an error, in the form's order: where the focus goes after a refused save. */
export const firstInvalidField = (errors: FieldErrors) => CONNECTION_FIELDS.find((field) => errors[field]?.length);

/** The checks the page can make before asking the server (SPEC 5): a name, and on create a credential. */
export function formProblems(values: ConnectionFormValues, creating: boolean): FieldErrors {
  const problems: FieldErrors = {};
  if (values.name.trim() === '') problems.name = [t('form.required', { label: t('pingOne.form.name') })];
  if (creating && values.credential.trim() === '') problems.credential = [t('form.required', { label: t('pingOne.form.credential') })];
  return problems;
}

/**
 * The Add / Edit Connection page (SPEC 2.10, 5): the values, the name following the pasted
 * credential's organization until the user types one, and a save whose refusals land on their
 * fields ('Invalid PingOne credential' on the credential).
 */
export function useConnectionForm(original: PingOneConnection | undefined, onSaved: () => void, version?: string, replace?: (theirs: Loaded) => void) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [values, setValues] = useState(() => initialFormValues(original));
  const [suggested, setSuggested] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Back and Cancel ask before unsaved values are lost (a navigation and a reload ask anyway).
  const unsaved = useUnsavedChanges(values);
  const { markSaved } = unsaved;
  const [against, setAgainst] = useState<Loaded>(() => ({ doc: (original ?? {}) as Values, ...(version ? { version } : {}) }));
  const conflict = useVersionConflict({
    fields: MERGED_FIELDS(),
    path: historyPath(operations.updatePingOneConnection, String(original?.id ?? '')),
    resave: async (body, next) => {
      setAgainst(next);
      await send(body as PingOneConnection, next);
    },
    discard: (theirs) => replace?.(theirs),
  });

  const change = useCallback(
    <K extends keyof ConnectionFormValues>(field: K, value: ConnectionFormValues[K]) => {
      const next = { ...values, [field]: value };
      const edited: string[] = [field];
      if (field === 'credential') {
        const named: NameState = nameAfterCredential({ name: values.name, suggested }, String(value));
        if (named.name !== values.name) edited.push('name');
        next.name = named.name;
        setSuggested(named.suggested);
      }
      setValues(next);
      setErrors((shown) => clearFieldErrors(shown, edited));
    },
    [values, suggested],
  );

  /** Resolves to the refused fields (empty when saved), so the page can move the focus. */
  const save = useCallback(async (): Promise<FieldErrors> => {
    const problems = formProblems(values, original === undefined);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return problems;
    }
    return send(connectionBody(values, original), against);
  }, [values, original, against]); // eslint-disable-line react-hooks/exhaustive-deps -- send is this render's

  async function send(body: PingOneConnection, base: Loaded): Promise<FieldErrors> {
    setSaving(true);
    const result = original
      ? await callTyped(call, operations.updatePingOneConnection, { path: { id: String(original.id) }, body, ...(base.version ? { ifMatch: base.version } : {}) })
      : await callTyped(call, operations.createPingOneConnection, { body });
    setSaving(false);
    if (conflict.met(result, base.doc, body as Values)) return {};
    if (result.ok) {
      markSaved();
      show('success', t('common.saved'));
      onSaved();
      return {};
    }
    const mapped = mapServerErrors(result.error, CONNECTION_FIELDS);
    setErrors(mapped.fieldErrors);
    if (mapped.general.length === 0 && Object.keys(mapped.fieldErrors).length === 0) show('error', t('common.saveFailed'));
    mapped.general.forEach((message) => show('error', message));
    return mapped.fieldErrors;
  }

  return { values, errors, saving, change, save, confirmLeave: unsaved.confirmLeave, conflictView: conflict.view };
}
