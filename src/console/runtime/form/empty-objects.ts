/**
 * Optional objects left without their required property (FieldDefinition.dropsWhenEmpty): a
 * metadata URL whose certificate box is emptied sends no x509File, rather than `{}` or
 * `{id, fileData: ''}`, which the server must refuse; a system key never set sends no key object
 * (one holding a stored key, its encrypted value, stays).
 */
import type { FieldDefinition } from '../../../shared/page-model';
import { getPath, type Values } from '../values/paths';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function withoutEmptyObjects<T extends Values>(data: T, fields: readonly FieldDefinition[]): T {
  let result = data;
  for (const field of fields) {
    if (!field.dropsWhenEmpty || !isEmpty(getPath(result, field.name)) || !(field.dropsWhenEmpty in result)) continue;
    // A secret left blank keeps a stored one its encrypted value stands for: the object stays.
    if (field.encryptedAs && !isEmpty(getPath(result, `${field.dropsWhenEmpty}.${field.encryptedAs}`))) continue;
    const { [field.dropsWhenEmpty]: _dropped, ...rest } = result;
    result = rest as T;
  }
  return result;
}
