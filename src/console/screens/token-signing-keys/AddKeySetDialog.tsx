import { useEffect, useRef, useState } from 'react';
import { generateId } from '../../../shared/ids';
import { KEY_SET_GENERATED_ID_LENGTH, KEY_SET_ID_MAX_LENGTH } from '../../../shared/signing-keys';
import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import type { KeySetStart } from './key-set-draft';
import { idErrors, nameErrors } from './key-set-rules';
import type { KeySet } from './key-set-types';
import { TextField } from './TextField';

interface Props {
  keySets: readonly KeySet[];
  onCancel: () => void;
  onNext: (values: KeySetStart) => void;
}

/** The 'Add Key Set' popup (SPEC 2.11): Name, ID (a generated one), Description; Next goes to the create page. */
export function AddKeySetDialog({ keySets, onCancel, onNext }: Props) {
  const [values, setValues] = useState<KeySetStart>(() => ({ name: '', id: generateId(KEY_SET_GENERATED_ID_LENGTH), description: '' }));
  const [errors, setErrors] = useState<{ name?: string[]; id?: string[] }>({});
  // Cancel, Escape and the close button ask before typed values are lost.
  const unsaved = useUnsavedChanges(values);
  const cancel = () => unsaved.confirmLeave(onCancel);
  // Fields left since their last change: checked again when the whole list of key sets arrives
  // (the popup opens before it is read, and a quick blur would otherwise check against none).
  const left = useRef<{ name?: boolean; id?: boolean }>({});
  const checkName = () => setErrors((previous) => ({ ...previous, name: values.name.trim() ? nameErrors(values.name, keySets) : [] }));
  const checkId = () => setErrors((previous) => ({ ...previous, id: idErrors(values.id, keySets) }));
  useEffect(() => {
    if (left.current.name) checkName();
    if (left.current.id) checkId();
    // Only the arrival of another list re-checks; typing clears a field's check (change below).
  }, [keySets]); // eslint-disable-line react-hooks/exhaustive-deps
  const change = (field: keyof KeySetStart) => (value: string) => {
    if (field !== 'description') left.current[field] = false;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const next = () => {
    const found = { name: nameErrors(values.name, keySets), id: idErrors(values.id, keySets) };
    if (found.name.length || found.id.length) return setErrors(found);
    // The values go on to the create page (its own address): nothing of them is lost on the way.
    unsaved.markSaved();
    onNext({ name: values.name.trim(), id: values.id.trim(), description: values.description });
  };
  return (
    <Dialog
      title={t('tsk.popup.title')}
      onClose={cancel}
      testId="tsk-add-dialog"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {t('tsk.popup.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={!values.name.trim()} onClick={next}>
            {t('tsk.popup.next')}
          </button>
        </>
      }
    >
      <div className="form-fields">
        <TextField
          label={t('tsk.field.name')}
          value={values.name}
          onChange={change('name')}
          onBlur={() => {
            left.current.name = true;
            checkName();
          }}
          errors={errors.name}
          required
          testId="tsk-add-name"
        />
        <TextField
          label={t('tsk.field.id')}
          value={values.id}
          onChange={change('id')}
          onBlur={() => {
            left.current.id = true;
            checkId();
          }}
          errors={errors.id}
          help={t('tsk.field.idHelp', { max: KEY_SET_ID_MAX_LENGTH })}
          testId="tsk-add-id"
        />
        <TextField label={t('tsk.field.description')} value={values.description} onChange={change('description')} multiline testId="tsk-add-description" />
      </div>
    </Dialog>
  );
}
