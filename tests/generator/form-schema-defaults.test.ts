/**
 * The form schema of a settings document keeps no `default` inside an object the document may
 * leave out (the server fills those when the object is sent), so a save does not make the object
 * appear: PingFederate's OCSP checking is on while `ocspSettings` is present.
 */
import { describe, expect, it } from 'vitest';
import { buildFormSchema } from '../../generator/model/form-schema';
import type { FieldDefinition, JsonSchema } from '../../src/shared/page-model';

const properties: Record<string, JsonSchema> = {
  mode: { type: 'string', enum: ['A', 'B'], default: 'A' },
  ocsp: { type: 'object', properties: { timeout: { type: 'integer', default: 5 }, nested: { type: 'object', required: ['depth'], properties: { depth: { type: 'integer', default: 2 } } } } },
  keys: { type: 'object', properties: { size: { type: 'integer', default: 256 } } },
};
const field = (name: string) => ({ name, label: name }) as FieldDefinition;
const fields = [field('mode'), field('ocsp.timeout'), field('ocsp.nested.depth'), field('keys.size')];
type Node = { properties: Record<string, Node>; default?: unknown };
const at = (schema: JsonSchema, path: string) => path.split('.').reduce((node: Node, name) => node.properties[name], schema as unknown as Node);

describe('the form schema of a settings document', () => {
  it('drops the defaults inside objects the contract lets the document leave out, at any depth', () => {
    const schema = buildFormSchema(fields, properties, false, []);
    expect(at(schema, 'mode').default).toBe('A');
    expect(at(schema, 'ocsp.timeout').default).toBeUndefined();
    // Required by an optional object: still inside one.
    expect(at(schema, 'ocsp.nested.depth').default).toBeUndefined();
    expect(at(schema, 'keys.size').default).toBeUndefined();
  });

  it('keeps the defaults inside objects the document requires, and every default of a collection object', () => {
    const required = buildFormSchema(fields, properties, false, ['keys']);
    expect(at(required, 'keys.size').default).toBe(256);
    expect(at(required, 'ocsp.timeout').default).toBeUndefined();
    const collection = buildFormSchema(fields, properties, true);
    expect(at(collection, 'ocsp.timeout').default).toBe(5);
    expect(at(collection, 'ocsp.nested.depth').default).toBe(2);
  });
});
