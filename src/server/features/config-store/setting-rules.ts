/**
 * The little a PUT of a setting is checked for ("minimal validation", as PingFederate says): its
 * `id` is the path's, it carries the value its `type` names and no other, and a stored setting
 * keeps its type (PingFederate's clients delete and create a setting to change it: the Terraform
 * provider's config store resource requires replacement on a type change).
 */
import { validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { ConfigStoreSetting } from './config-store-keys';

const VALUE_OF = { STRING: 'stringValue', LIST: 'listValue', MAP: 'mapValue' } as const;
type ValueField = (typeof VALUE_OF)[keyof typeof VALUE_OF];

/** The setting as it is stored and answered: its id, type and the one value of that type. */
export function checkedSetting(id: string, body: ConfigStoreSetting, stored: ConfigStoreSetting | undefined): ConfigStoreSetting {
  const errors: ValidationErrorItem[] = [];
  const field = VALUE_OF[body.type];
  if (body.id !== id) errors.push({ errorId: 'invalid_field', fieldPath: 'id', message: `The setting's id ('${body.id}') must be the one in the path ('${id}').` });
  if (body[field] === undefined) errors.push({ errorId: 'required_field', fieldPath: field, message: `A ${body.type} setting needs its ${field}.` });
  for (const other of Object.values(VALUE_OF) as ValueField[]) {
    if (other !== field && body[other] !== undefined) errors.push({ errorId: 'invalid_field', fieldPath: other, message: `A ${body.type} setting has no ${other}; only its ${field} is sent.` });
  }
  if (stored && stored.type !== body.type) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'type', message: `Setting '${id}' is a ${stored.type} setting. To make it a ${body.type} setting, delete it and create it again.` });
  }
  if (errors.length > 0) throw validationFailed(errors);
  return { id, type: body.type, [field]: body[field] } as ConfigStoreSetting;
}
