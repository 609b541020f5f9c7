import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { fieldLabelOf, initialConfiguration, newRow, type ConfigField, type ConfigRow, type FieldDescriptor, type PluginConfiguration, type PluginDescriptor, type TableDescriptor } from '../../../../shared/plugin-configuration';
import { t } from '../../../i18n/t';
import { FieldErrorList } from '../../ui/FieldErrorList';
import { errorsAt, NO_ERRORS } from '../error-schema';
import { FormLoading } from '../../ui/FormLoading';
import { EditableRowTable } from '../rows/EditableRowTable';
import type { FormMode } from '../ui-schema';
import { chooseDefault, fieldIndex, tableIndex, withField, withRows } from './configuration-values';
import { fieldEditors } from './field-editors';
import type { DescriptorState } from './use-plugin-descriptor';

/** What EntityForm shares with its fields: create or edit, and a plugin page's chosen type's descriptor. */
export interface FormContext {
  mode: FormMode;
  descriptor: DescriptorState;
  /**
   * The values of the fields others depend on (a select's optionsBy field, a fulfillment's ref), so
   * the context changes only when one of them does, not on every keystroke.
   */
  dependencies?: Record<string, unknown>;
  /** The labels of those fields. */
  fieldLabels?: Record<string, string>;
  /** The attribute names of the form's own contracts fulfillments read (a connection's), by ownContractKey. */
  ownContracts?: Record<string, string[]>;
  /** The edited object's name (its entity label property) as it is now, if it has one. */
  entityName?: () => string | undefined;
}

/**
 * A plugin instance's configuration (widget pluginConfiguration): the fields and tables of the
 * descriptor of the type chosen beside it, each field through the editor of its type. A new
 * instance starts from the type's defaults; advanced fields are behind a toggle; server errors show
 * under the field or cell they name.
 */
export function PluginConfigurationField(props: FieldProps) {
  const context = props.registry.formContext as FormContext;
  const state = context.descriptor;
  const configuration = (props.formData ?? {}) as PluginConfiguration;
  const change = (next: PluginConfiguration) => props.onChange(next, props.fieldPathId.path);
  const descriptor = state.status === 'ready' ? state.descriptor : undefined;

  // A new instance starts with the defaults of the chosen type, and starts over when the type changes.
  const startedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (context.mode !== 'create' || !descriptor || startedFor.current === descriptor.id) return;
    startedFor.current = descriptor.id;
    change(initialConfiguration(descriptor));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly loaded type starts over
  }, [descriptor, context.mode]);

  // Until the effect has set them, the defaults are what is shown (no flash of empty fields).
  const starting = context.mode === 'create' && descriptor !== undefined && startedFor.current !== descriptor.id;
  const shown = starting ? initialConfiguration(descriptor) : configuration;

  if (state.status === 'none') return <p className="plugin-config__hint">{t('plugin.chooseType')}</p>;
  if (state.status === 'loading') return <FormLoading />;
  if (state.status === 'failed') return <p className="plugin-config__hint" role="alert">{t('plugin.descriptorFailed')}</p>;
  return <ConfigurationEditor id={props.fieldPathId.$id} descriptor={state.descriptor} configuration={shown} onChange={change} errors={props.errorSchema} disabled={Boolean(props.disabled || props.readonly)} />;
}

interface EditorProps {
  id: string;
  descriptor: PluginDescriptor;
  configuration: PluginConfiguration;
  onChange: (configuration: PluginConfiguration) => void;
  errors: ErrorSchema | undefined;
  disabled: boolean;
}

function ConfigurationEditor({ id, descriptor, configuration, onChange, errors, disabled }: EditorProps) {
  const config = descriptor.configDescriptor ?? {};
  const fields = config.fields ?? [];
  const advanced = fields.filter((field) => field.advanced);
  // Where each value sits, by field name (looked up once per field, hundreds of times per keystroke).
  const indexOf = useMemo(() => new Map((configuration.fields ?? []).map((value, index) => [value.name, index])), [configuration.fields]);
  const fieldErrors = (field: FieldDescriptor) => {
    const index = indexOf.get(field.name);
    return index === undefined ? NO_ERRORS : errorsAt(errors, 'fields', index, 'value');
  };
  // An advanced field with an error is shown whatever the toggle says.
  const advancedHaveErrors = advanced.some((field) => fieldErrors(field).length > 0);
  const [showAdvanced, setShowAdvanced] = useState(false);
  // One callback for every field, reading the configuration of the moment: a field whose value,
  // errors and callback are unchanged is not drawn again on another field's keystroke (600 fields).
  const latest = useRef({ configuration, onChange });
  latest.current = { configuration, onChange };
  const setField = useCallback((value: ConfigField) => {
    const { configuration: now, onChange: send } = latest.current;
    send({ ...now, fields: withField(now.fields, value) });
  }, []);
  const general = [...errorsAt(errors), ...errorsAt(errors, 'fields'), ...(configuration.fields ?? []).flatMap((_, i) => errorsAt(errors, 'fields', i, 'name'))];

  const fieldRow = (field: FieldDescriptor) => (
    <ConfigFieldRow
      key={field.name}
      id={`${id}-${field.name.replace(/\W+/g, '-')}`}
      field={field}
      value={configuration.fields?.[indexOf.get(field.name) ?? -1]}
      errors={fieldErrors(field)}
      disabled={disabled}
      onChange={setField}
    />
  );

  return (
    <div className="plugin-config" data-testid="plugin-configuration">
      {config.description && <p className="plugin-config__description">{config.description}</p>}
      <FieldErrorList id={`${id}__errors`} errors={general} />
      {fields.filter((field) => !field.advanced).map(fieldRow)}
      {(config.tables ?? []).map((table) => (
        <ConfigTableEditor key={table.name} id={`${id}-${table.name.replace(/\W+/g, '-')}`} table={table} configuration={configuration} onChange={onChange} errors={errors} disabled={disabled} />
      ))}
      {advanced.length > 0 && (
        <div className="plugin-config__advanced">
          <button type="button" className="button button--link" aria-expanded={showAdvanced || advancedHaveErrors} onClick={() => setShowAdvanced((shown) => !shown)}>
            {showAdvanced || advancedHaveErrors ? t('plugin.hideAdvanced') : t('plugin.showAdvanced', { count: advanced.length })}
          </button>
          {(showAdvanced || advancedHaveErrors) && advanced.map(fieldRow)}
        </div>
      )}
    </div>
  );
}

/** One labelled descriptor field: its editor, its description, its errors. Drawn again only when one of them changes. */
const ConfigFieldRow = memo(function ConfigFieldRow({ id, field, value, errors, disabled, onChange }: { id: string; field: FieldDescriptor; value: ConfigField | undefined; errors: readonly string[]; disabled: boolean; onChange: (value: ConfigField) => void }) {
  const Editor = fieldEditors[field.type];
  const helpId = `${id}__help`;
  const errorId = `${id}__error`;
  const describedBy = [field.description ? helpId : '', errors.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {fieldLabelOf(field)}
      {field.required && <span className="form-field__required" aria-hidden="true"> *</span>}
    </>
  );
  const group = field.type === 'RADIO_GROUP';
  const editor = <Editor id={id} field={field} value={value} onChange={onChange} disabled={disabled} invalid={errors.length > 0} describedBy={describedBy} labelledBy={group ? `${id}__label` : undefined} />;
  return (
    <div className={`form-field${errors.length ? ' form-field--invalid' : ''}`} data-testid={`plugin-field-${field.name}`}>
      {field.type === 'CHECK_BOX' ? (
        // A check box carries its label beside it, as the form's own check boxes do.
        <label className="checkbox-label" htmlFor={id}>
          {editor}
          {label}
        </label>
      ) : (
        <>
          {group ? <span className="form-field__label" id={`${id}__label`}>{label}</span> : <label className="form-field__label" htmlFor={id}>{label}</label>}
          {editor}
        </>
      )}
      {field.description && <p className="form-field__help" id={helpId}>{field.description}</p>}
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  );
});

/** A descriptor table: its rows as an editable row table, each cell through the editor of its column. */
function ConfigTableEditor({ id, table, configuration, onChange, errors, disabled }: { id: string; table: TableDescriptor } & Omit<EditorProps, 'id' | 'descriptor'>) {
  const index = tableIndex(configuration, table.name);
  const rows = configuration.tables?.[index]?.rows ?? [];
  const columns = table.columns ?? [];
  const label = fieldLabelOf(table);
  const tableErrors = index >= 0 ? [...errorsAt(errors, 'tables', index, 'name'), ...errorsAt(errors, 'tables', index, 'rows')] : [];
  return (
    <div className="form-field plugin-config__table">
      <EditableRowTable<ConfigRow>
        id={id}
        label={label}
        description={table.description}
        columns={columns.map((column) => ({ key: column.name, label: fieldLabelOf(column), required: column.required }))}
        rows={rows}
        disabled={disabled}
        newRow={() => newRow(table)}
        onChange={(next) => onChange(withRows(configuration, table.name, next))}
        rowErrors={(r) => errorsAt(errors, 'tables', index, 'rows', r, 'fields')}
        {...(table.requireDefaultRow ? { defaultRow: { isDefault: (row: ConfigRow) => row.defaultRow === true, choose: chooseDefault } } : {})}
        renderCell={(row, r, column, cell) => {
          const descriptor = columns.find((candidate) => candidate.name === column.key)!;
          const Editor = fieldEditors[descriptor.type];
          const c = fieldIndex(row.fields, descriptor.name);
          const cellErrors = c >= 0 ? errorsAt(errors, 'tables', index, 'rows', r, 'fields', c, 'value') : [];
          return (
            <>
              <Editor
                id={cell.id}
                field={descriptor}
                value={row.fields?.[c]}
                ariaLabel={cell.label}
                disabled={disabled}
                invalid={cellErrors.length > 0}
                describedBy={cellErrors.length ? `${cell.id}__error` : undefined}
                onChange={(value) => onChange(withRows(configuration, table.name, rows.map((each, i) => (i === r ? { ...each, fields: withField(each.fields, value) } : each))))}
              />
              <FieldErrorList id={`${cell.id}__error`} errors={cellErrors} />
            </>
          );
        }}
      />
      <FieldErrorList id={`${id}__error`} errors={tableErrors} />
    </div>
  );
}
