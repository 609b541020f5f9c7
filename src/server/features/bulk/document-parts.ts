/**
 * A settings document that is a part of another one (GET /serverSettings/notifications is the
 * notifications of GET /serverSettings): the parent carries it in a bulk file, as PingFederate's
 * export does, so it is not exported beside it (an import still takes it). Found in the contract: the
 * parent's schema has a property named after the part's last segment with the part's schema.
 */
import { contractSchemas } from '../../../../generated/server-routes.gen';
import type { JsonSchema } from '../../../shared/page-model';

const schemaName = (schema: JsonSchema | null | undefined) => (typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined);

export function isPartOf(part: { resourceType: string; schema: JsonSchema | null | undefined }, parent: { resourceType: string; schema: JsonSchema | null | undefined }): boolean {
  if (!part.resourceType.startsWith(`${parent.resourceType}/`)) return false;
  const property = part.resourceType.slice(parent.resourceType.length + 1);
  const parentName = schemaName(parent.schema);
  const properties = (parentName ? contractSchemas.components.schemas[parentName]?.properties : undefined) as Record<string, JsonSchema> | undefined;
  const partName = schemaName(part.schema);
  return partName !== undefined && schemaName(properties?.[property]) === partName;
}
