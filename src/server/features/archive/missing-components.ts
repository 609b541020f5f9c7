/**
 * PingFederate halts an archive's import on missing components unless forceImport is set: here,
 * the operations of data.json this server would skip (resource types it does not serve), each
 * named by where it sits in the file.
 */
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';

type BulkConfig = components['schemas']['BulkConfig'];
type Skipped = components['schemas']['BulkImportReport']['skipped'];

export const MISSING_COMPONENTS = 'The archive holds configuration this server does not serve, so nothing was imported. Import it with forceImport to skip those parts.';

export function refuseMissingComponents(file: BulkConfig, skipped: Skipped): void {
  if (skipped.length === 0) return;
  // `skipped` follows the file's order: each is the next operation with its type.
  let from = 0;
  const errors = skipped.map((entry) => {
    const index = file.operations.findIndex((op, i) => i >= from && op.resourceType === entry.resourceType && op.subResource === entry.subResource);
    if (index >= 0) from = index + 1;
    const subject = entry.subResource === undefined ? entry.resourceType : `${entry.resourceType} (${entry.subResource})`;
    return { errorId: 'missing_component', ...(index >= 0 ? { fieldPath: `operations[${index}]` } : {}), message: `${subject}: ${entry.reason}` };
  });
  throw new ApiError(422, apiResult('missing_components', MISSING_COMPONENTS, errors));
}
