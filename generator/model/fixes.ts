/** The fix part of the model's most common refusals, worded once. */
import { didYouMean } from '../load/near-names';

/** A name that is not a property of a contract schema: the near ones, or where to declare it. */
export function notAPropertyOf(name: string, schemaName: string, properties: Record<string, unknown>): string {
  const top = name.split('.')[0];
  const prefix = `"${name}" is not a property of schema "${schemaName}".`;
  if (top !== name && top in properties) return `${prefix} "${top}" is, but holds no "${name.slice(top.length + 1)}": name a property inside it, or declare that one in the contract.`;
  return `${prefix}${didYouMean(top, Object.keys(properties))} Use one of its properties, or declare "${top}" in components.schemas.${schemaName} of the contract.`;
}

/** An operationId the contract does not have. */
export function unknownOperation(operationId: string, contractFile: string, operationIds: readonly string[]): string {
  return `unknown operationId "${operationId}" (not in ${contractFile}).${didYouMean(operationId, operationIds)} Use an operationId of the contract, or add the operation to ${contractFile}.`;
}
