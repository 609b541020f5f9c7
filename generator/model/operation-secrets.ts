import type { JsonSchema } from '../../src/shared/page-model';
import type { SecretField } from '../../src/shared/route-binding';
import { fail, pointer } from '../errors';
import { secretFields } from './secret-fields';
import type { ContractOperation, GeneratorModel } from './types';

/**
 * The secrets (writeOnly + x-encrypted-as) an operation's body or answers hold, which some part of
 * the server must keep: the generic resource a page binds it to, or its hand-written handler (which
 * replaces a generic one) when the operation says so (`x-keeps-secrets: true`). Any other operation with a secret fails, since
 * its handler would store and answer it in clear. Answers the body's secrets (else the 200
 * answer's) of an x-keeps-secrets operation, for its handler; undefined for the others.
 */
export function keptSecretsOf(model: GeneratorModel, op: ContractOperation, servedByResource: boolean): SecretField[] | undefined {
  const at = pointer('paths', op.path, op.method);
  const fieldsOf = (schema: JsonSchema | null | undefined, where: string) => (schema ? secretFields(model.contract.schemas, schema, model.contract.file, `${at}/${where}`, false) : []);
  const body = fieldsOf(op.requestBody?.schema, 'requestBody');
  const answers = Object.entries(op.responses).flatMap(([status, schema]) => (status.startsWith('2') ? fieldsOf(schema, `responses/${status}`) : []));
  const holdsSecrets = body.length > 0 || answers.length > 0;
  if (op.keepsSecrets && !holdsSecrets) {
    fail(model.contract.file, `${at}/x-keeps-secrets`, `"${op.operationId}" has no secret (writeOnly with x-encrypted-as) in its body or answers to keep`, 'Remove x-keeps-secrets, or mark the secret of its body writeOnly: true with x-encrypted-as.');
  }
  if (holdsSecrets && !servedByResource && !op.keepsSecrets) {
    const path = (body[0] ?? answers[0]).path;
    fail(
      model.contract.file,
      at,
      `"${op.operationId}" carries the secret "${path}" (writeOnly with x-encrypted-as) but no page's generic resource serves it, so its handler would store and answer it in clear`,
      'Add `x-keeps-secrets: true` to the operation if its handler keeps the secret itself (encrypted in the secrets store, answered only encrypted), or bind the operation to a page.',
    );
  }
  if (!op.keepsSecrets) return undefined;
  return body.length > 0 ? body : fieldsOf(op.responses['200'], 'responses/200');
}
