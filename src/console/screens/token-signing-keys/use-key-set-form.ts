import { useCallback, useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { SigningKeySlot } from '../../../shared/signing-keys';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { clearFieldErrors, mapServerErrors, type FieldErrors, type ServerErrorBody } from '../../runtime/errors/server-errors';
import { useMessages } from '../../runtime/messages/messages-context';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { historyPath } from '../../runtime/history/HistoryButton';
import type { Values } from '../../runtime/values/paths';
import { useVersionConflict, type Loaded } from '../../runtime/versions/use-version-conflict';
import { changeSlot, draftOf, keySetOf, newDraft, type KeySetDraft, type KeySetStart, type SlotField } from './key-set-draft';
import { draftErrors, formFieldPath, idErrors, KEY_SET_FIELDS, nameErrors, slotPath } from './key-set-rules';
import type { KeyPair, KeySet } from './key-set-types';

export type KeyPairsState = { stage: 'loading' } | { stage: 'failed' } | { stage: 'loaded'; items: KeyPair[] };

interface Options {
  /** The key set being edited; absent when creating. */
  original?: KeySet;
  /** The popup's values, when creating. */
  start?: KeySetStart;
  /** Every key set as last loaded (uniqueness, issuers taken). */
  keySets: readonly KeySet[];
  onSaved: () => void;
  /** The version of `original` read when the form opened: the save is made against it. */
  version?: string;
  /** Shows the key set as someone else saved it (the user drops their edits after a conflict). */
  replace?: (theirs: Loaded) => void;
}

/** The key set's properties the conflict view names. */
const MERGED_FIELDS = () => [
  { name: 'name', label: t('tsk.field.name'), widget: 'text' as const },
  { name: 'description', label: t('tsk.field.description'), widget: 'text' as const },
  { name: 'issuers', label: t('tsk.field.issuers'), widget: 'list' as const },
  { name: 'signingKeys', label: t('tsk.keys.title'), widget: 'rows' as const },
];

const SLOT_FIELD_PATH: Record<SlotField, Parameters<typeof slotPath>[1]> = {
  activeCertId: 'ActiveCertRef',
  activeKeyId: 'ActiveKeyId',
  previousCertId: 'PreviousCertRef',
  previousKeyId: 'PreviousKeyId',
  publishX5c: 'PublishX5cParameter',
};

/** The server's field errors in the form's terms (SPEC 5): certificate references and issuer rows map onto their controls. */
export function formErrors(body: ServerErrorBody | undefined) {
  const normalized = body && { ...body, validationErrors: body.validationErrors?.map((error) => ({ ...error, fieldPath: formFieldPath(error.fieldPath) })) };
  return mapServerErrors(normalized, KEY_SET_FIELDS);
}

/** The create/edit page (SPEC 2.11, 5): values, checks on blur and on Save, the save itself. */
export function useKeySetForm({ original, start, keySets, onSaved, version, replace }: Options) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [draft, setDraft] = useState<KeySetDraft>(() => (original ? draftOf(original) : newDraft(start ?? { id: '', name: '', description: '' })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [keyPairs, setKeyPairs] = useState<KeyPairsState>({ stage: 'loading' });
  // Back and Discard Changes ask before unsaved values are lost (a navigation and a reload ask anyway).
  const unsaved = useUnsavedChanges(draft);

  useEffect(() => {
    let current = true;
    void callTyped(call, operations.getSigningKeyPairs).then((result) => {
      if (current) setKeyPairs(result.ok ? { stage: 'loaded', items: result.data?.items ?? [] } : { stage: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [call]);

  const setFieldErrors = (field: string, messages: string[]) =>
    setErrors((previous) => (messages.length ? { ...previous, [field]: messages } : clearFieldErrors(previous, [field])));

  const change = useCallback((field: 'name' | 'id' | 'description', value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => clearFieldErrors(previous, [field]));
  }, []);

  const toggleIssuer = useCallback((issuerId: string, chosen: boolean) => {
    setDraft((previous) => ({ ...previous, issuerIds: chosen ? [...previous.issuerIds, issuerId] : previous.issuerIds.filter((id) => id !== issuerId) }));
    setErrors((previous) => clearFieldErrors(previous, ['issuers']));
  }, []);

  const changeKey = useCallback((type: SigningKeySlot, field: SlotField, value: string | boolean) => {
    setDraft((previous) => ({ ...previous, slots: { ...previous.slots, [type]: changeSlot(previous.slots[type], field, value) } }));
    setErrors((previous) => clearFieldErrors(previous, [slotPath(type, SLOT_FIELD_PATH[field])]));
  }, []);

  /** SPEC 5: the name is checked when the field is left (not against the set itself); an empty one waits for Save. */
  const blurName = () => setFieldErrors('name', draft.name.trim() ? nameErrors(draft.name, keySets, original?.id) : []);
  const blurId = () => {
    if (!original) setFieldErrors('id', idErrors(draft.id, keySets));
  };

  /** SPEC 8: name and ID errors also appear as corner messages. */
  const announce = (found: FieldErrors) => [...(found.name ?? []), ...(found.id ?? [])].forEach((message) => show('error', message));

  const save = async () => {
    const found = draftErrors(draft, keySets, original);
    if (Object.keys(found).length) {
      setErrors(found);
      announce(found);
      return;
    }
    await send(keySetOf(draft, original), against);
  };

  const [against, setAgainst] = useState<Loaded>(() => ({ doc: (original ?? {}) as Values, ...(version ? { version } : {}) }));
  const conflict = useVersionConflict({
    fields: MERGED_FIELDS(),
    path: historyPath(operations.updateKeySet, original?.id ?? ''),
    resave: (body, next) => {
      setAgainst(next);
      return send(body as KeySet, next);
    },
    discard: (theirs) => replace?.(theirs),
  });

  const send = async (body: KeySet, base: Loaded) => {
    setSaving(true);
    const result = original?.id
      ? await callTyped(call, operations.updateKeySet, { path: { id: original.id }, body, ...(base.version ? { ifMatch: base.version } : {}) })
      : await callTyped(call, operations.createKeySet, { body });
    setSaving(false);
    if (conflict.met(result, base.doc, body as Values)) return;
    if (result.ok) {
      unsaved.markSaved();
      show('success', t('tsk.saved'));
      onSaved();
      return;
    }
    const mapped = formErrors(result.error);
    setErrors(mapped.fieldErrors);
    announce(mapped.fieldErrors);
    if (mapped.general.length === 0 && Object.keys(mapped.fieldErrors).length === 0) show('error', t('common.saveFailed'));
    mapped.general.forEach((message) => show('error', message));
  };

  return { draft, errors, saving, keyPairs, change, toggleIssuer, changeKey, blurName, blurId, save, confirmLeave: unsaved.confirmLeave, conflictView: conflict.view };
}
