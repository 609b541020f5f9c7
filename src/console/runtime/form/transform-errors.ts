import type { RJSFValidationError } from '@rjsf/utils';
import { ID_PATTERN_MESSAGE } from '../../../shared/ids';
import { NOT_BLANK_PATTERN } from '../../../shared/not-blank';
import type { FieldDefinition } from '../../../shared/page-model';
import { fieldLabel, pageString, t } from '../../i18n/t';

/** The property path an ajv error is about ('.name' → 'name', '.ref.id' → 'ref.id'). */
export function errorPath(error: RJSFValidationError): string | undefined {
  const path = error.property?.replace(/^\./, '').replace(/\[\d+\]/g, '');
  if (path) return path;
  return typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : undefined;
}

/** The page field an error belongs to: exactly its path, the field at its first segment, or a dotted field below it. */
export function fieldForError(error: RJSFValidationError, fields: readonly FieldDefinition[]): FieldDefinition | undefined {
  const path = errorPath(error);
  if (!path) return undefined;
  const head = path.split('.', 1)[0];
  return (
    fields.find((field) => field.name === path) ??
    fields.find((field) => field.name === head) ??
    fields.find((field) => field.name.split('.', 1)[0] === head)
  );
}

/** The label an error names: the field's, or for a cell of a rows field its column's. */
function labelFor(pageId: string, error: RJSFValidationError, field: FieldDefinition): string {
  const last = errorPath(error)?.split('.').pop();
  const column = field.rowColumns?.find((candidate) => candidate.name === (error.name === 'required' ? error.params?.missingProperty : last));
  return column ? pageString(pageId, `fields.${field.name}.columns.${column.name}`, column.label) : fieldLabel(pageId, field);
}

function messageFor(pageId: string, error: RJSFValidationError, field: FieldDefinition): string {
  const label = labelFor(pageId, error, field);
  switch (error.name) {
    case 'required':
      return t('form.required', { label });
    case 'minItems':
    case 'minProperties':
      // A list that needs one entry (a map one row) is required, in those words.
      return error.params?.limit === 1 ? t('form.required', { label }) : t('form.invalid', { label });
    case 'maxLength':
      return t('form.tooLong', { label, limit: error.params?.limit });
    case 'pattern':
      // Generated ids share one rule with the server; its message is the SPEC's exact text.
      if (field.generatedId) return ID_PATTERN_MESSAGE;
      return error.params?.pattern === NOT_BLANK_PATTERN ? t('form.required', { label }) : t('form.pattern', { label });
    default:
      return t('form.invalid', { label });
  }
}

/**
 * Replaces ajv's wording with the console's. RJSF shows `message` under fields and `stack` in
 * error lists, so both must carry the same text.
 */
export function transformErrorsFor(pageId: string, fields: readonly FieldDefinition[]) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const field = fieldForError(error, fields);
      if (!field) return error;
      const message = messageFor(pageId, error, field);
      return { ...error, message, stack: message };
    });
}
