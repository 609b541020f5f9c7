/**
 * A replacing import wipes the configuration the file does not hold. A settings document the file
 * does not save stays as it is, except one that names objects of collections (a target URL
 * mapping's SP adapters and connections): kept, it would keep the objects the import deletes in
 * use, so it goes back to its default, which names none, before the import clears ahead.
 */
import { resourceDefinitions } from '../../../../generated/resources.gen';
import type { LightMyRequestResponse } from 'fastify';
import type { BulkType, PlannedOperation } from './bulk-catalog';

type Put = (method: 'PUT', path: string, body: unknown) => Promise<LightMyRequestResponse>;

/** The settings documents of the catalog that the file does not save and that name objects, with the default each goes back to. */
export function namingDocumentsNotSaved(catalog: readonly BulkType[], planned: readonly PlannedOperation[]): { type: BulkType; reset: Record<string, unknown> }[] {
  const saved = new Set(planned.filter(({ operation }) => operation.operationType === 'SAVE').map(({ type }) => type));
  return catalog.flatMap((type) => {
    const pageId = type.read.resource?.pageId;
    const definition = pageId === undefined ? undefined : resourceDefinitions[pageId];
    if (type.kind !== 'settings' || saved.has(type) || !definition?.references?.length || !definition.settingsDefault) return [];
    return [{ type, reset: definition.settingsDefault }];
  });
}

/** Puts each such document back to its default; answers the refused ones with their answers. */
export async function resetNamingDocuments(documents: readonly { type: BulkType; reset: Record<string, unknown> }[], send: Put): Promise<{ type: BulkType; answer: LightMyRequestResponse }[]> {
  const refused: { type: BulkType; answer: LightMyRequestResponse }[] = [];
  for (const { type, reset } of documents) {
    const answer = await send('PUT', type.resourceType, reset);
    if (answer.statusCode >= 300) refused.push({ type, answer });
  }
  return refused;
}
