import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import { createSchemaUtils, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import type { PageDefinition } from '../../../shared/page-model';
import { useAccess } from '../access/page-access';
import { withoutEmptyObjects } from './empty-objects';
import { getPath, setPath } from '../values/paths';
import { changedFields, clearChangedPaths, clearFieldErrors, type FieldErrors } from '../errors/server-errors';
import { useFormValidator } from './form-validator';
import { NoErrorList, FieldTemplate, ObjectFieldTemplate } from './templates';
import { transformErrorsFor } from './transform-errors';
import { uiSchemaFor, type FormMode } from './ui-schema';
import { hiddenFields, withoutHiddenValues } from './shown-when';
import { requiredByCondition, requiredWhenValidator } from './required-when';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './list-templates';
import type { FormContext } from './plugin-configuration/PluginConfigurationField';
import { usePluginDescriptor } from './plugin-configuration/use-plugin-descriptor';
import { fulfillmentRefLabels } from './fulfillment/FulfillmentField';
import { fulfillmentRefPaths, ownContracts } from './fulfillment/fulfillment-scope';
import { rjsfFields, rjsfWidgets } from './widget-registry';
import { useUnsavedChanges } from '../unsaved/use-unsaved-changes';

export type FormData = Record<string, unknown>;

// The only place the console names RJSF's registry: a new RJSF major changes this folder.
const templates = { FieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, ErrorListTemplate: NoErrorList };
// The editors come from the one registry (widget-registry.ts).
const widgets = rjsfWidgets;
const fields = rjsfFields;

/** The fields other fields depend on: a select's optionsBy field, a duration's unit, a fulfillment's ref (an entry's, entry by entry). */
const dependedOn = (page: PageDefinition, data: FormData): string[] => [
  ...new Set([
    ...page.fields.flatMap((field) => (field.optionsBy ? [field.optionsBy.field] : field.duration ? [field.duration.unitField] : [])),
    ...fulfillmentRefPaths(page.fields, data),
  ]),
];

// A required list (minItems 1) starts empty, not with a blank entry for the user to fill or remove.
const DEFAULT_FORM_STATE = { arrayMinItems: { populate: 'never' as const } };

interface Props {
  page: PageDefinition;
  mode: FormMode;
  initialData: FormData;
  /** Server errors for fields, by field name; the form clears a field's entry when it is edited. */
  serverErrors: FieldErrors;
  onServerErrorsChange: (errors: FieldErrors) => void;
  onSubmit: (data: FormData) => void;
  /** The form's buttons; a submit button inside submits the form. */
  children: ReactNode;
}

/** RJSF's nested error shape; a dotted field name ("ref.id") nests its errors. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema {
  let schema: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) schema = setPath(schema, field, { ...(getPath(schema, field) as object), __errors: messages });
  return schema as ErrorSchema;
}

export function EntityForm({ page, mode, initialData, serverErrors, onServerErrorsChange, onSubmit, children }: Props) {
  // The form is for looking only when the account may not call the operation its submit leads to.
  const access = useAccess();
  const editable = access.mayCall(mode === 'create' ? page.operations.create : page.operations.update);
  const validator = useFormValidator(page);
  // The data starts as RJSF makes it (the schema's defaults filled in, `{}` for a required object),
  // so the form's own state and the data passed to it agree from the first render. Otherwise any
  // later render of the page (a list's lookups arriving) made RJSF take the data passed as changed
  // and drop the errors it had just shown for those fields.
  const [formData, setFormData] = useState<FormData>(
    () => createSchemaUtils(validator, page.formSchema as RJSFSchema, DEFAULT_FORM_STATE).getDefaultFormState(page.formSchema as RJSFSchema, initialData) as FormData,
  );
  // Edits not yet saved: the form view, dialog, tab or page around it asks before they are lost.
  useUnsavedChanges(formData);
  // A plugin page's chosen type: its descriptor draws the configuration and decides typeSupports fields.
  const plugin = page.fields.find((field) => field.pluginConfiguration)?.pluginConfiguration;
  const typeId = plugin ? (getPath(formData, plugin.typeField) as string | undefined) : undefined;
  const descriptorState = usePluginDescriptor(plugin?.descriptor, typeId || undefined);
  const descriptor = descriptorState.status === 'ready' ? descriptorState.descriptor : undefined;
  const hidden = hiddenFields(page.fields, formData, descriptor);
  const hiddenKey = hidden.join('\n');
  // Fields required by a condition that holds now (requiredWhen): marked, and asked for on submit.
  const conditionallyRequired = requiredByCondition(page.fields, formData, hidden);
  const requiredKey = conditionallyRequired.join('\n');
  const uiSchema = useMemo(
    () => uiSchemaFor(page.id, page.fields, mode, page.sections, hidden, page.sectionLayout, access.holdsOneOf, conditionallyRequired),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hiddenKey and requiredKey stand for hidden and conditionallyRequired
    [page.id, page.fields, mode, page.sections, page.sectionLayout, hiddenKey, requiredKey, access.holdsOneOf],
  );
  const customValidate = useMemo(
    () => requiredWhenValidator(page.id, page.fields, (data) => hiddenFields(page.fields, data, descriptor)),
    [page.id, page.fields, descriptor],
  );
  const transformErrors = useMemo(() => transformErrorsFor(page.id, page.fields), [page.id, page.fields]);
  const extraErrors = useMemo(() => toErrorSchema(serverErrors), [serverErrors]);
  // A new context re-renders every field: it changes with the mode and the descriptor, not on every keystroke.
  // The values others depend on, as one key: the context (and every field) changes only when one of them does.
  const dependencies = dependedOn(page, formData);
  // The form's own contracts (a connection's attribute contract) count as such values too.
  const dependencyKey = JSON.stringify([dependencies.map((name) => getPath(formData, name) ?? null), ownContracts(page.fields, formData)]);
  const fieldLabels = useMemo(() => fulfillmentRefLabels(page.id, page.fields), [page.id, page.fields]);
  // The object's name as typed so far (a dialog a field opens names it), read when asked: no re-render per keystroke.
  const latest = useRef(formData);
  latest.current = formData;
  const labelField = page.entity?.label;
  const entityName = useCallback(() => {
    const name = labelField ? getPath(latest.current, labelField) : undefined;
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
  }, [labelField]);
  const formContext = useMemo<FormContext>(
    () => {
      const [values, own] = JSON.parse(dependencyKey) as [unknown[], Record<string, string[]>];
      return { mode, descriptor: descriptorState, dependencies: Object.fromEntries(dependencies.map((name, i) => [name, values[i]])), ownContracts: own, fieldLabels, entityName };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dependencyKey stands for the values
    [mode, descriptorState, dependencyKey, fieldLabels, entityName],
  );

  return (
    <Form
      className="entity-form"
      schema={page.formSchema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      templates={templates}
      widgets={widgets}
      fields={fields}
      formContext={formContext}
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      noHtml5Validate
      liveValidate={false}
      showErrorList={false}
      // Keyboard and screen-reader users land on what needs fixing; the errors show beside their
      // fields, and without onError RJSF would also log them as browser console errors.
      focusOnFirstError
      onError={() => undefined}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
      disabled={!editable}
      idPrefix={`${page.id}`}
      onChange={(event) => {
        // A type change hides the other types' fields, and their values go.
        const changed = (event.formData ?? {}) as FormData;
        const next = withoutHiddenValues(changed, hiddenFields(page.fields, changed, descriptor), page.fields) as FormData;
        const cleared = clearChangedPaths(clearFieldErrors(serverErrors, changedFields(formData, next, page.fields.map((field) => field.name))), formData, next);
        if (cleared !== serverErrors) onServerErrorsChange(cleared);
        setFormData(next);
      }}
      onSubmit={(event) => onSubmit(withoutEmptyObjects((event.formData ?? {}) as FormData, page.fields))}
    >
      {children}
    </Form>
  );
}
