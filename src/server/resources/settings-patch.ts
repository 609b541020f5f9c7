/**
 * A settings document changed by a JSON Patch (a page's operations.patch): the patch applies to
 * the document as its GET answers it now (kernel/json-patch.ts), and the result is checked against
 * the document's schema and saved as a PUT of it would be, in one transaction, so no save lands
 * between the read and the write. A page that edits some fields of a shared document sends only
 * those, and what another administrator saved in the others stays.
 */
import { contractSchemas } from '../../../generated/server-routes.gen';
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import { validationFailed } from '../core/api-error';
import { patchedDocument, type JsonPatchOperation, type PatchTarget } from '../kernel/json-patch';
import type { IfMatch, Versioned } from '../kernel/preconditions';
import { createContractValidators, toValidationErrors } from '../services/contract/contract-validation';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import { joiningTransaction } from '../store/joined-transactions';
import type { JsonDocument, Store } from '../store/store';
import { putVersionedSettingsDocument, readSettingsDocument } from './settings-resource';

const validators = createContractValidators(contractSchemas);
const schemaChecks = new Map<string, ReturnType<typeof validators.body>>();

/** The patched document, refused with 422 where it is no longer a valid `schema` document. */
export function patchedAs(schema: string, target: PatchTarget, patch: readonly JsonPatchOperation[]): JsonDocument {
  const patched = patchedDocument(target, patch);
  let check = schemaChecks.get(schema);
  if (!check) schemaChecks.set(schema, (check = validators.body({ $ref: `contract#/components/schemas/${schema}` })));
  if (!check(patched)) throw validationFailed(toValidationErrors(check.errors));
  return patched;
}

export function patchVersionedSettingsDocument(
  store: Store,
  definition: ResourceDefinition,
  patch: readonly JsonPatchOperation[],
  caller?: RoleHolder,
  keys?: ConfigurationKeys,
  ifMatch?: IfMatch,
): Promise<Versioned> {
  return store.transaction((tx) =>
    joiningTransaction(tx, async () => {
      const current = await readSettingsDocument(store, definition, keys);
      return putVersionedSettingsDocument(store, definition, patchedAs(definition.schema, current, patch), caller, keys, undefined, ifMatch);
    }),
  );
}
