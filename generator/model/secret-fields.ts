import type { JsonSchema } from '../../src/shared/page-model';
import type { SecretField } from '../../src/shared/route-binding';
import { fail } from '../errors';
import { itemsOf, objectProperties } from './schema-walk';

/**
 * The write-only secrets of an (inlined) object schema: properties with `writeOnly: true` and
 * `x-encrypted-as` naming the string sibling that answers the secret encrypted. Lists of objects
 * are walked through their items (`secondarySecrets[].secret`). A writeOnly property without a
 * sibling fails, and so does a readOnly sibling: the server would have no way to let a client keep
 * the secret.
 */
export function secretFields(schema: JsonSchema, file: string, at: string, prefix = ''): SecretField[] {
  const properties = objectProperties(schema);
  const found: SecretField[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const path = `${prefix}${name}`;
    if (property.writeOnly === true) {
      const sibling = property['x-encrypted-as'];
      if (typeof sibling !== 'string') fail(file, at, `write-only property "${path}" needs x-encrypted-as naming the property that answers it encrypted`);
      if (properties[sibling]?.type !== 'string') fail(file, at, `x-encrypted-as of "${path}": "${sibling}" is not a string property beside it`);
      // Clients send the sibling back to keep the secret, so the contract must let them write it.
      if (properties[sibling]?.readOnly === true) fail(file, at, `x-encrypted-as of "${path}": "${sibling}" is sent back to keep the secret, so it cannot be readOnly`);
      if (property.type !== 'string') fail(file, at, `write-only property "${path}" must be a string`);
      found.push({ path, encryptedAs: sibling });
    } else if (property.type === 'object' || property.properties || property.allOf || property.oneOf) {
      found.push(...secretFields(property, file, at, `${path}.`));
    } else {
      const items = itemsOf(property);
      if (items && (items.type === 'object' || items.properties)) found.push(...secretFields(items, file, at, `${path}[].`));
    }
  }
  return found;
}
