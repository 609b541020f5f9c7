import type { RJSFValidationError } from '@rjsf/utils';
import { ID_PATTERN_MESSAGE } from '../../../shared/ids';
import type { FieldDefinition } from '../../../shared/page-model';
import { fieldLabel, t } from '../../i18n/t';

/** The top-level field an ajv error is about ('.name', 'name', '.a.b' → 'name' / 'a'). */
export function errorFieldName(error: RJSFValidationError): string | undefined {
  if (error.name === 'required' && typeof error.params?.missingProperty === 'string') return error.params.missingProperty;
  return error.property?.replace(/^\./, '').split(/[.[]/, 1)[0] || undefined;
}

function messageFor(pageId: string, error: RJSFValidationError, field: FieldDefinition): string {
  const label = fieldLabel(pageId, field);
  switch (error.name) {
    case 'required':
      return t('form.required', { label });
    case 'maxLength':
      return t('form.tooLong', { label, limit: error.params?.limit });
    case 'pattern':
      // Generated ids share one rule with the server; its message is the SPEC's exact text.
      return field.generatedId ? ID_PATTERN_MESSAGE : t('form.pattern', { label });
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
      const field = fields.find((candidate) => candidate.name === errorFieldName(error));
      if (!field) return error;
      const message = messageFor(pageId, error, field);
      return { ...error, message, stack: message };
    });
}
