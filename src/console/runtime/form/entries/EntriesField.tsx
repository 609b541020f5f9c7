import { useMemo } from 'react';
import { toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { fieldLabel, pageString, t } from '../../../i18n/t';
import { useAccess } from '../../access/page-access';
import { FieldErrorList } from '../../ui/FieldErrorList';
import { errorsAt } from '../error-schema';
import { entriesScope } from '../fulfillment/fulfillment-scope';
import type { FormContext } from '../plugin-configuration/PluginConfigurationField';
import { helpId, labelId } from '../templates';
import { uiSchemaFor, type FieldWidgetOptions } from '../ui-schema';
import { getPath, setPath } from '../../values/paths';
import { newEntry, withoutEntry } from './entry-edits';

type Entry = Record<string, unknown>;

/**
 * A list of objects edited entry by entry (widget entries): each entry a small form of its entry
 * fields, drawn by the form's own editors (a select, a fulfillment whose ref is the entry's own
 * field), with Remove; then Add. What an entry holds beyond its fields goes back unchanged: each
 * entry field changes only its own value. Server errors show where they point inside the entry.
 */
export function EntriesField(props: FieldProps) {
  const { definition, pageId } = props.uiSchema?.['ui:options'] as unknown as FieldWidgetOptions;
  const { registry } = props;
  const { SchemaField } = registry.fields;
  const mode = (registry.formContext as FormContext).mode;
  const access = useAccess();
  const entryFields = definition.entries?.fields;
  const scope = entriesScope(pageId, definition.name);
  // The form schema does not require entry fields (the server names what an entry lacks); the required ones are marked.
  const uiSchema = useMemo(
    () => (entryFields ?? []).filter((field) => field.required).reduce((ui, field) => setPath(ui, field.name, { ...(getPath(ui, field.name) as object), 'ui:requiredMark': true }), uiSchemaFor(scope, entryFields ?? [], mode, [], [], undefined, access.holdsOneOf)),
    [scope, entryFields, mode, access.holdsOneOf],
  );
  if (!entryFields) return null;
  const list = (Array.isArray(props.formData) ? props.formData : []) as Entry[];
  const id = props.fieldPathId.$id;
  const label = fieldLabel(pageId, definition);
  const locked = Boolean(props.disabled || props.readonly);
  const itemSchema = (props.schema.items ?? { type: 'object' }) as RJSFSchema;
  const change = (next: Entry[]) => props.onChange(next, props.fieldPathId.path);

  return (
    <div className="entries" id={id} role="group" aria-labelledby={labelId(id)} aria-describedby={definition.help ? helpId(id) : undefined}>
      {list.length === 0 && <p className="list-field__empty">{t('form.listEmpty')}</p>}
      {list.map((entry, index) => {
        const vars = { label, n: index + 1 };
        return (
          <fieldset key={index} className="entries__entry" data-testid={`entry-${definition.name}-${index}`}>
            <legend className="entries__legend">{t('entries.entry', vars)}</legend>
            <SchemaField
              name={String(index)}
              schema={itemSchema}
              uiSchema={uiSchema}
              formData={entry}
              errorSchema={props.errorSchema?.[index]}
              fieldPathId={toFieldPathId(index, registry.globalFormOptions, props.fieldPathId)}
              onChange={props.onChange}
              onBlur={props.onBlur}
              onFocus={props.onFocus}
              registry={registry}
              disabled={props.disabled}
              readonly={props.readonly}
              required={false}
            />
            <FieldErrorList id={`${id}-${index}-errors`} errors={errorsAt(props.errorSchema, index)} />
            {!locked && (
              <button type="button" className="button button--danger-outline button--small entries__remove" aria-label={t('form.listRemove', vars)} onClick={() => change(withoutEntry(list, index))}>
                {t('common.remove')}
              </button>
            )}
          </fieldset>
        );
      })}
      {!locked && (
        <button type="button" className="button button--secondary button--small entries__add" onClick={() => change([...list, newEntry(entryFields)])}>
          {pageString(scope, 'add', definition.entries?.add ?? t('form.listAdd'))}
        </button>
      )}
    </div>
  );
}
