import type { OperationRef } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import { FieldErrorList } from '../ui/FieldErrorList';
import type { StringRow } from './string-list-rows';

interface Props {
  row: StringRow;
  /** The settings update that saves the list: editing a row is only for those who may call it. */
  saveOperation: OperationRef | undefined;
  index: number;
  inputId: string;
  label: string;
  placeholder?: string;
  deleteLabel: string;
  errors: string[];
  onChange: (value: string) => void;
  onBlur: () => void;
  onDelete: () => void;
  onUndo: () => void;
}

/** One entry: a labelled required input, its errors, and Delete (or Undo once marked deleted). */
export function StringListRow({ row, saveOperation, index, inputId, label, placeholder, deleteLabel, errors, onChange, onBlur, onDelete, onUndo }: Props) {
  const editable = useAccess().mayCall(saveOperation);
  const deleted = row.status === 'deleted';
  const errorId = `${inputId}__error`;
  return (
    <li className={`string-row${deleted ? ' string-row--deleted' : ''}`} data-testid="string-list-row" data-row-status={row.status}>
      <div className="string-row__field">
        <label className="form-field__label" htmlFor={inputId}>
          {label} {index + 1}
          <span className="form-field__required" aria-hidden="true"> *</span>
        </label>
        <input
          id={inputId}
          className="input"
          type="text"
          value={row.value}
          placeholder={placeholder}
          required
          aria-required
          disabled={deleted || !editable}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {deleted && <p className="string-row__note">{t('stringList.markedDeleted')}</p>}
        <FieldErrorList id={errorId} errors={errors} />
      </div>
      {deleted ? (
        <MutatingButton operation={saveOperation} className="button button--secondary button--small" onClick={onUndo} aria-label={`${t('common.undo')} ${label} ${index + 1}`}>
          {t('common.undo')}
        </MutatingButton>
      ) : (
        <MutatingButton operation={saveOperation} className="button button--danger-outline button--small" onClick={onDelete} aria-label={`${deleteLabel} ${label} ${index + 1}`}>
          {deleteLabel}
        </MutatingButton>
      )}
    </li>
  );
}
