import { useEffect } from 'react';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { fieldRoleMessage } from '../../../../shared/field-roles';
import { holdsExactly, rederived, type FulfillmentMap } from '../../../../shared/fulfillment';
import type { FieldDefinition } from '../../../../shared/page-model';
import { fieldLabel, pageString, t } from '../../../i18n/t';
import { useAccess } from '../../access/page-access';
import { FieldErrorList } from '../../ui/FieldErrorList';
import { FormLoading } from '../../ui/FormLoading';
import { errorsAt } from '../error-schema';
import type { FormContext } from '../plugin-configuration/PluginConfigurationField';
import { helpId, labelId } from '../templates';
import type { FieldWidgetOptions } from '../ui-schema';
import { entriesScope, ownContractKey, refLabelKey, refPathOf } from './fulfillment-scope';
import { useContractNames, type ContractState } from './use-contract-names';
import { VALUELESS_SOURCES, withSource, withValue } from './fulfillment-edits';

/**
 * An attribute contract's fulfillment (widget fulfillment): one row per attribute of the contract
 * of the object another field names (an access token mapping's manager; inside an entry, a field of
 * the same entry), or of the form's own contract (a connection's), each with its source and value.
 * Choosing another object, or editing the own contract, re-derives the rows, keeping the values of
 * the names that remain. A source some roles keep to themselves (Expression) is not offered to
 * others, and a row holding one is read-only for them. Server errors show in the row they name.
 */
export function FulfillmentField(props: FieldProps) {
  const { definition, pageId } = props.uiSchema?.['ui:options'] as unknown as FieldWidgetOptions;
  const options = definition.fulfillment;
  const context = props.registry.formContext as FormContext;
  const ref = options?.keysFrom.ref;
  const refPath = ref ? refPathOf(props.fieldPathId.path, definition.name, ref) : undefined;
  const key = refPath ? context.dependencies?.[refPath] : undefined;
  const other = useContractNames(options?.keysFrom.operation ? options.keysFrom : undefined, typeof key === 'string' && key !== '' ? key : undefined);
  const own = options && !options.keysFrom.operation ? context.ownContracts?.[ownContractKey(options.keysFrom)] : undefined;
  const state: ContractState = own ? { status: 'ready', names: own } : other;
  const access = useAccess();
  const map = (props.formData && typeof props.formData === 'object' ? props.formData : {}) as FulfillmentMap;
  const disabled = Boolean(props.disabled || props.readonly);
  const id = props.fieldPathId.$id;
  const change = (next: FulfillmentMap) => props.onChange(next, props.fieldPathId.path);

  // A newly chosen object's contract: its rows replace the old ones, keeping the values of the names that remain.
  const names = state.status === 'ready' ? state.names : undefined;
  useEffect(() => {
    if (!names || disabled || holdsExactly(map, names)) return;
    change(rederived(map, names));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly loaded contract re-derives
  }, [names, disabled]);

  if (!options) return null;
  const refField = refPath ? context.fieldLabels?.[refLabelKey(refPath)] : undefined;
  if (state.status === 'none') return <p className="fulfillment__hint">{t('fulfillment.chooseFirst', { label: refField ?? ref ?? '' })}</p>;
  if (state.status === 'loading') return <FormLoading />;
  if (state.status === 'failed') return <p className="fulfillment__hint" role="alert">{t('fulfillment.loadFailed')}</p>;
  if (state.names.length === 0) return <p className="fulfillment__hint">{t('fulfillment.noAttributes')}</p>;
  const sourceLabel = (type: string) => pageString(pageId, `fields.${definition.name}.sources.${type}`, options.sources[type] ?? type);
  const mayUse = (type: string | undefined) => !type || !options.sourceRoles?.[type] || access.holdsOneOf(options.sourceRoles[type]);

  return (
    <div className="fulfillment row-table__scroll" id={id} role="group" aria-labelledby={labelId(id)} aria-describedby={definition.help ? helpId(id) : undefined} tabIndex={0}>
      {/* A wide table scrolls in its own box on a narrow screen (tables are exempt from reflow); keyboard users scroll it once it has the focus. */}
      <table className="row-table__table fulfillment__table">
        <thead>
          <tr>
            <th scope="col">{t('fulfillment.attribute')}</th>
            <th scope="col">{t('fulfillment.source')}</th>
            <th scope="col">{t('fulfillment.value')}</th>
          </tr>
        </thead>
        <tbody>
          {state.names.map((name, index) => (
            <Row
              key={name}
              id={`${id}-${index}`}
              name={name}
              row={map[name]}
              sources={Object.keys(options.sources).filter((type) => mayUse(type) || map[name]?.source?.type === type)}
              sourceLabel={sourceLabel}
              locked={disabled || !mayUse(map[name]?.source?.type)}
              lockedHelp={mayUse(map[name]?.source?.type) ? undefined : fieldRoleMessage(t('fulfillment.rowOf', { name }), options.sourceRoles?.[map[name]?.source?.type ?? ''] ?? [])}
              errors={props.errorSchema}
              onSource={(type) => change(withSource(map, name, type))}
              onValue={(value) => change(withValue(map, name, value))}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  id: string;
  name: string;
  row: FulfillmentMap[string] | undefined;
  sources: string[];
  sourceLabel: (type: string) => string;
  locked: boolean;
  lockedHelp?: string;
  errors: ErrorSchema | undefined;
  onSource: (type: string) => void;
  onValue: (value: string) => void;
}

function Row({ id, name, row, sources, sourceLabel, locked, lockedHelp, errors, onSource, onValue }: RowProps) {
  const rowErrors = [...errorsAt(errors, name), ...errorsAt(errors, name, 'source'), ...errorsAt(errors, name, 'source', 'type'), ...errorsAt(errors, name, 'value')];
  const type = row?.source?.type ?? '';
  const described = [rowErrors.length ? `${id}-errors` : '', lockedHelp ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <tr className="fulfillment__row" data-testid={`fulfillment-row-${name}`}>
      <th scope="row" className="fulfillment__name">
        {name}
        {lockedHelp && (
          <p className="form-field__help" id={`${id}-help`}>
            {lockedHelp}
          </p>
        )}
        <FieldErrorList id={`${id}-errors`} errors={rowErrors} />
      </th>
      <td>
        <select className="input" aria-label={t('fulfillment.sourceOf', { name })} value={type} disabled={locked} aria-invalid={rowErrors.length ? true : undefined} aria-describedby={described} onChange={(event) => onSource(event.target.value)}>
          <option value="">{t('fulfillment.chooseSource')}</option>
          {sources.map((source) => (
            <option key={source} value={source}>
              {sourceLabel(source)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          className="input"
          type="text"
          aria-label={t('fulfillment.valueOf', { name })}
          value={row?.value ?? ''}
          disabled={locked || type === '' || VALUELESS_SOURCES.includes(type)}
          aria-describedby={described}
          onChange={(event) => onValue(event.target.value)}
        />
      </td>
    </tr>
  );
}

/**
 * The labels of the fields a fulfillment's rows depend on, for its hint ("Choose the Access Token
 * Manager first"); an entry's by the list's name and its own (`spBrowserSso.adapterMappings.spAdapterRef.id`).
 */
export const fulfillmentRefLabels = (pageId: string, fields: readonly FieldDefinition[]): Record<string, string> => ({
  ...Object.fromEntries(fields.filter((field) => fields.some((other) => other.fulfillment?.keysFrom.ref === field.name)).map((field) => [field.name, fieldLabel(pageId, field)])),
  ...Object.fromEntries(fields.flatMap((list) => (list.entries ? Object.entries(fulfillmentRefLabels(entriesScope(pageId, list.name), list.entries.fields)).map(([name, label]) => [`${list.name}.${name}`, label]) : []))),
});
