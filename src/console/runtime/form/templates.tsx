import type { FieldTemplateProps, ObjectFieldTemplateProps, WidgetProps } from '@rjsf/utils';
import { FieldErrorList } from '../ui/FieldErrorList';
import { Fragment } from 'react';
import { SectionTabs } from './section-tabs';
import { inSection, SectionScope, useSectionScope } from './section-scope';
import type { SectionLayout } from './ui-schema';

/** Ids of a field's label, help and error texts, so widgets can point aria attributes at them. */
export const labelId = (id: string) => `${id}__label`;
export const helpId = (id: string) => `${id}__help`;
export const errorId = (id: string) => `${id}__error`;

/** A widget's aria-describedby: its help and its errors, when shown. */
export function describedBy(props: WidgetProps): string | undefined {
  const ids = [props.options.help || props.uiSchema?.['ui:help'] ? helpId(props.id) : '', props.rawErrors?.length ? errorId(props.id) : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * Whether a field is required as the form stands: by the schema, or by a condition that holds now
 * (requiredWhen, marked `ui:requiredMark` by uiSchemaFor; an entry's required field too).
 */
export const requiredNow = (props: Pick<WidgetProps, 'required' | 'uiSchema'>): boolean => props.required === true || props.uiSchema?.['ui:requiredMark'] === true;

/** One labelled field row: label tied to the input, help, then the field's errors. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, rawHelp, hidden, displayLabel, schema, uiSchema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (uiSchema?.['ui:conditionHidden'] === true) return null;
  const errors = rawErrors ?? [];
  // A policy tree, a fulfillment map: an object edited as one field, a labelled row with its help, like a value.
  const treeRow = uiSchema?.['ui:labelledRow'] === true;
  // An object has no label of its own; it lays out its fields (and shows its own errors, e.g. a
  // required reference object, under them).
  if (schema.type === 'object' && !treeRow) {
    if (errors.length === 0) return children;
    return (
      <>
        {children}
        <FieldErrorList id={errorId(id)} errors={errors} />
      </>
    );
  }
  const content = (
    <>
      {label}
      {requiredNow({ required, uiSchema }) && <span className="form-field__required" aria-hidden="true"> *</span>}
    </>
  );
  return (
    <div className={`form-field${errors.length ? ' form-field--invalid' : ''}${uiSchema?.['ui:half'] === true ? ' form-field--half' : ''}`} data-testid={`field-${props.fieldPathId.path.join('.')}`}>
      {(displayLabel !== false || treeRow) &&
        // A group of checkboxes or a tree: its label names the group (aria-labelledby), not one input.
        (uiSchema?.['ui:widget'] === 'CheckboxesWidget' || treeRow ? (
          <span className="form-field__label" id={labelId(id)}>
            {content}
          </span>
        ) : (
          <label className="form-field__label" htmlFor={id}>
            {content}
          </label>
        ))}
      {children}
      {rawHelp && (
        <p className="form-field__help" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
      <FieldErrorList id={errorId(id)} errors={errors} />
    </div>
  );
}

/**
 * An object's fields; the form's own object groups them under its page's section headings. An
 * object drawn in a section shows only the properties of that section's fields.
 */
export function ObjectFieldTemplate({ properties, uiSchema, fieldPathId, errorSchema }: ObjectFieldTemplateProps) {
  const scope = useSectionScope();
  const sections = fieldPathId.path.length === 0 ? (uiSchema?.['ui:options']?.sections as SectionLayout[] | undefined) : undefined;
  if (!sections?.length) {
    const path = fieldPathId.path.join('.');
    const shown = scope && path !== '' ? properties.filter((property) => inSection(scope, `${path}.${property.name}`)) : properties;
    return <div className="form-fields">{shown.map((property) => property.content)}</div>;
  }
  const content = new Map(properties.map((property) => [property.name, property.content]));
  // Each section's properties, drawn with the section's fields as the scope of the objects among them.
  const inScope = (section: SectionLayout) => (
    <SectionScope.Provider value={section.fields}>
      {section.properties.map((name) => (
        <Fragment key={name}>{content.get(name)}</Fragment>
      ))}
    </SectionScope.Provider>
  );
  const placed = new Set(sections.flatMap((section) => section.properties));
  const rest = properties.filter((property) => !placed.has(property.name));
  if (uiSchema?.['ui:options']?.sectionLayout === 'tabs') {
    return (
      <>
        <SectionTabs sections={sections} content={inScope} errorSchema={errorSchema} />
        {rest.length > 0 && <div className="form-fields">{rest.map((property) => property.content)}</div>}
      </>
    );
  }
  return (
    <div className="form-sections">
      {sections.map((section) => (
        <section key={section.id} className="form-section" aria-labelledby={`${fieldPathId.$id}__section-${section.id}`}>
          <h2 className="form-section__title" id={`${fieldPathId.$id}__section-${section.id}`}>
            {section.label}
          </h2>
          <div className="form-fields">{inScope(section)}</div>
        </section>
      ))}
      {rest.length > 0 && <div className="form-fields">{rest.map((property) => property.content)}</div>}
    </div>
  );
}

/** Errors are shown under their fields; the list at the top would only repeat them. */
export function NoErrorList() {
  return null;
}
