/** What a resource definition says of its objects that every part of the generic engine asks: key, name, noun, secrets. */
import type { ResourceDefinition, SecretField } from '../../shared/route-binding';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { JsonDocument } from '../store/store';
import { pluginSecretFields } from './plugin-instances';

export const keyOf = (d: ResourceDefinition): string => d.key ?? 'id';
export const nameFieldOf = (d: ResourceDefinition): string => d.label ?? d.sortBy ?? keyOf(d);

/** "Oauth Client" of OauthClient: an object in messages. */
export const resourceNoun = (definition: ResourceDefinition): string => definition.schema.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** The objects may hold secrets: the contract's, or (a collection's) a plugin type's secret fields. */
export const hasSecrets = (definition: ResourceDefinition): boolean => Boolean(definition.secrets?.length || (definition.kind === 'collection' && definition.plugin));

/** The secrets an object holds, by path: the contract's and (a collection's) its plugin type's. */
export const secretFieldsOf = (definition: ResourceDefinition, doc: JsonDocument): SecretField[] =>
  definition.kind === 'settings' ? [...(definition.secrets ?? [])] : [...(definition.secrets ?? []), ...pluginSecretFields(definition, doc)];

/** The configuration keys, which a definition with secrets cannot do without. */
export function keysFor(definition: ResourceDefinition, keys: ConfigurationKeys | undefined): ConfigurationKeys {
  if (!keys) throw new Error(`The ${definition.kind === 'settings' ? 'settings document' : 'collection'} ${definition.store} has secrets and needs the configuration keys.`);
  return keys;
}
