/**
 * The attribute contracts of a plugin instance and what of its descriptor fills each. An attribute
 * contract is an instance property whose object has coreAttributes or extendedAttributes
 * (PingFederate's `attributeContract`; an identity store provisioner's `groupAttributeContract`
 * too). Its core attributes come from the descriptor's list of the same name, its extended ones
 * are allowed by the descriptor's flag `supports<Prefix>ExtendedContract`; the kind's descriptor
 * schema (the one its descriptor path answers) must have both where the contract has them.
 */
import type { JsonSchema } from '../../src/shared/page-model';
import type { PluginAttributeContract } from '../../src/shared/route-binding';
import type { Refusal } from '../errors';
import { inlineRefs } from './refs';
import { objectProperties } from './schema-walk';
import type { ContractModel, PluginDescriptorSet } from './types';

/** The top-level properties of a descriptor schema (through its allOf: PingFederate's kinds extend PluginDescriptor). */
export function descriptorProperties(contract: ContractModel, schema: string): Record<string, JsonSchema> {
  return objectProperties(inlineRefs(contract.schemas[schema], contract.schemas, contract.file, `/components/schemas/${schema}`) as JsonSchema);
}

const CONTRACT_SUFFIX = 'attributecontract';

/** attributeContract → supportsExtendedContract, groupAttributeContract → supportsGroupExtendedContract (PingFederate's names). */
export function extendedFlagOf(property: string): string {
  const prefix = property.toLowerCase().endsWith(CONTRACT_SUFFIX) ? property.slice(0, -CONTRACT_SUFFIX.length) : property;
  return `supports${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}ExtendedContract`;
}

const isNameList = (schema: JsonSchema | undefined) => schema?.type === 'array' && (schema.items as JsonSchema | undefined)?.type === 'string';

/**
 * The attribute contracts of `instanceSchema` (a page's entity), each with the descriptor property
 * and flag that fill it, and the ones the kind's descriptor schema cannot fill, with the fix.
 */
export function pluginAttributeContracts(contract: ContractModel, set: PluginDescriptorSet, instanceSchema: string): { contracts: PluginAttributeContract[]; problems: Refusal[] } {
  const instance = objectProperties(inlineRefs(contract.schemas[instanceSchema], contract.schemas, contract.file, `/components/schemas/${instanceSchema}`) as JsonSchema);
  const descriptor = descriptorProperties(contract, set.schema);
  const contracts: PluginAttributeContract[] = [];
  const problems: Refusal[] = [];
  const whose = `${set.schema} (the schema ${set.get} answers, ${contract.file})`;
  for (const [property, schema] of Object.entries(instance)) {
    const lists = objectProperties(schema);
    if (!lists.coreAttributes && !lists.extendedAttributes) continue;
    const rule: PluginAttributeContract = { property };
    if (lists.coreAttributes) {
      if (isNameList(descriptor[property])) rule.core = property;
      else {
        problems.push([
          `"${property}" of ${instanceSchema} has coreAttributes, which the descriptor fills, but ${whose} has no "${property}" list of attribute names`,
          `Add \`${property}: { type: array, items: { type: string } }\` to ${set.schema} (as the PingFederate descriptor of this kind has it), or name a descriptor set of a kind that has it.`,
        ]);
      }
    }
    if (lists.extendedAttributes) {
      const flag = extendedFlagOf(property);
      if (descriptor[flag]?.type === 'boolean') rule.extendedFlag = flag;
      else {
        problems.push([
          `"${property}" of ${instanceSchema} has extendedAttributes, which the descriptor allows, but ${whose} has no boolean "${flag}"`,
          `Add \`${flag}: { type: boolean }\` to ${set.schema} (as the PingFederate descriptor of this kind has it), or name a descriptor set of a kind that has it.`,
        ]);
      }
    }
    contracts.push(rule);
  }
  return { contracts, problems };
}
