import type { ComponentType } from 'react';
import { isSecretField, type ConfigField, type FieldDescriptor, type PluginFieldType } from '../../../../shared/plugin-configuration';
import { t } from '../../../i18n/t';
import { useFileChoice } from '../../unsaved/use-file-choice';

/** What every editor of a descriptor field gets: the value as PingFederate holds it ({name, value, encryptedValue}). */
export interface FieldEditorProps {
  id: string;
  field: FieldDescriptor;
  value: ConfigField | undefined;
  onChange: (value: ConfigField) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  /** The accessible name when no label points at the editor (a table cell). */
  ariaLabel?: string;
  /** A group's name (radio buttons), where a label element cannot point. */
  labelledBy?: string;
}

const aria = (p: FieldEditorProps) => ({
  id: p.id,
  disabled: p.disabled,
  'aria-invalid': p.invalid || undefined,
  'aria-describedby': p.describedBy,
  'aria-label': p.ariaLabel,
  'aria-required': p.field.required || undefined,
});

const set = (p: FieldEditorProps, value: string): ConfigField => ({ ...p.value, name: p.field.name, value });

function TextEditor(p: FieldEditorProps) {
  if (isSecretField(p.field)) return <SecretEditor {...p} />;
  return <input {...aria(p)} className="input" type="text" size={p.field.size} value={p.value?.value ?? ''} onChange={(e) => p.onChange(set(p, e.target.value))} />;
}

/**
 * A secret (HASHED_TEXT, encrypted TEXT): typed, never shown. A stored secret comes as its
 * encryptedValue, which is sent back unchanged until something is typed (PingFederate's rule).
 */
function SecretEditor(p: FieldEditorProps) {
  const stored = Boolean(p.value?.encryptedValue);
  return (
    <input
      {...aria(p)}
      className="input"
      type="password"
      autoComplete="new-password"
      placeholder={stored ? t('plugin.secretStored') : undefined}
      value={p.value?.value ?? ''}
      onChange={(e) => p.onChange({ ...p.value, name: p.field.name, value: e.target.value })}
    />
  );
}

function TextAreaEditor(p: FieldEditorProps) {
  return <textarea {...aria(p)} className="input" rows={p.field.rows ?? 4} cols={p.field.columns} value={p.value?.value ?? ''} onChange={(e) => p.onChange(set(p, e.target.value))} />;
}

function CheckBoxEditor(p: FieldEditorProps) {
  return <input {...aria(p)} type="checkbox" className="checkbox" checked={p.value?.value === 'true'} onChange={(e) => p.onChange(set(p, String(e.target.checked)))} />;
}

function SelectEditor(p: FieldEditorProps) {
  const options = p.field.optionValues ?? [];
  const value = p.value?.value ?? '';
  return (
    <select {...aria(p)} className="input" value={value} onChange={(e) => p.onChange(set(p, e.target.value))}>
      {(!p.field.required || !options.some((o) => o.value === value)) && <option value="">{t('form.choose')}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value ?? ''}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/** A long list of choices: typing narrows the browser's suggestions; the server accepts only listed values. */
function FilterableSelectEditor(p: FieldEditorProps) {
  const listId = `${p.id}-options`;
  return (
    <>
      <input {...aria(p)} className="input" type="text" list={listId} autoComplete="off" value={p.value?.value ?? ''} onChange={(e) => p.onChange(set(p, e.target.value))} />
      <datalist id={listId}>
        {(p.field.optionValues ?? []).map((option) => (
          <option key={option.value} value={option.value ?? ''}>
            {option.name}
          </option>
        ))}
      </datalist>
    </>
  );
}

function RadioGroupEditor(p: FieldEditorProps) {
  return (
    <div role="radiogroup" id={p.id} aria-label={p.ariaLabel} aria-labelledby={p.labelledBy} aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined} className="plugin-field__radios">
      {(p.field.optionValues ?? []).map((option) => (
        <label key={option.value} className="plugin-field__radio">
          <input type="radio" name={p.id} value={option.value} disabled={p.disabled} checked={p.value?.value === option.value} onChange={() => p.onChange(set(p, option.value ?? ''))} />
          {option.name}
        </label>
      ))}
    </div>
  );
}

/** A file's text becomes the value (certificates, metadata); the box says how much is loaded. */
function UploadFileEditor(p: FieldEditorProps) {
  const readChosen = useFileChoice();
  const length = p.value?.value?.length ?? 0;
  return (
    <div className="plugin-field__upload">
      <input
        {...aria(p)}
        type="file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) readChosen(file.text(), (text) => p.onChange(set(p, text)));
        }}
      />
      <span className="plugin-field__upload-state">{length ? t('plugin.fileLoaded', { count: length }) : t('plugin.noFile')}</span>
    </div>
  );
}

/** One editor per descriptor field type; the generator refuses a type that has none (PLUGIN_FIELD_TYPES). */
export const fieldEditors: Record<PluginFieldType, ComponentType<FieldEditorProps>> = {
  TEXT: TextEditor,
  TEXT_AREA: TextAreaEditor,
  CHECK_BOX: CheckBoxEditor,
  SELECT: SelectEditor,
  FILTERABLE_SELECT: FilterableSelectEditor,
  RADIO_GROUP: RadioGroupEditor,
  HASHED_TEXT: SecretEditor,
  UPLOAD_FILE: UploadFileEditor,
};
