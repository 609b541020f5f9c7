import type { FieldDefinition, JsonSchema } from '../../src/shared/page-model';

/**
 * The form's JSON Schema: the contract properties named by `fields` (already $ref-inlined), in
 * field order, each titled with its label; `required` lists the required fields.
 */
export function buildFormSchema(fields: FieldDefinition[], properties: Record<string, JsonSchema>): JsonSchema {
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, { ...properties[f.name], title: f.label }])),
  };
  const required = fields.filter((f) => f.required).map((f) => f.name);
  if (required.length > 0) schema.required = required;
  return schema;
}
