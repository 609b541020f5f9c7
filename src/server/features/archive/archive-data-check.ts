/**
 * data.json of an archive checked as the contract's BulkConfig, as POST /bulk/import checks its
 * body (the archive's part is only a string to the route's own check): 422 naming its fields.
 */
import type { ValidateFunction } from 'ajv';
import type { components } from '../../../../generated/api-types.gen';
import { contractSchemas } from '../../../../generated/server-routes.gen';
import type { JsonSchema } from '../../../shared/page-model';
import { validationFailed } from '../../core/api-error';
import { createContractValidators, toValidationErrors } from '../../services/contract/contract-validation';

type BulkConfig = components['schemas']['BulkConfig'];

let validator: ValidateFunction | undefined;

export function checkedBulkFile(data: unknown): BulkConfig {
  validator ??= createContractValidators(contractSchemas as JsonSchema).body({ $ref: 'contract#/components/schemas/BulkConfig' });
  if (!validator(data)) throw validationFailed(toValidationErrors(validator.errors));
  return data as BulkConfig;
}
