import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { FieldErrorList } from '../ui/FieldErrorList';

/** Ids of a field's help and error texts, so widgets can point aria-describedby at them. */
export const helpId = (id: string) => `${id}__help`;
export const errorId = (id: string) => `${id}__error`;

/** One labelled field row: label tied to the input, help, then the field's errors. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, rawHelp, hidden, displayLabel, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const errors = rawErrors ?? [];
  // An object has no label of its own; it lays out its fields (and shows its own errors, e.g. a
  // required reference object, under them).
  if (schema.type === 'object') {
    if (errors.length === 0) return children;
    return (
      <>
        {children}
        <FieldErrorList id={errorId(id)} errors={errors} />
      </>
    );
  }
  return (
    <div className={`form-field${errors.length ? ' form-field--invalid' : ''}`} data-testid={`field-${props.fieldPathId.path.join('.')}`}>
      {displayLabel !== false && (
        <label className="form-field__label" htmlFor={id}>
          {label}
          {required && <span className="form-field__required" aria-hidden="true"> *</span>}
        </label>
      )}
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

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form-fields">{properties.map((property) => property.content)}</div>;
}

/** Errors are shown under their fields; the list at the top would only repeat them. */
export function NoErrorList() {
  return null;
}
