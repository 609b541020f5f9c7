import type { HttpMethod, JsonSchema, PageDefinition } from '../../src/shared/page-model';
import type { AuthMode, ReplicateOnSave, RequestMediaType } from '../../src/shared/route-binding';
import type { PluginDescriptor, PluginIntegerField, PluginOptionSource } from '../../src/shared/plugin-configuration';
import type { PageFileBody } from '../load/page-file';

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** As in the contract: refs to component schemas stay `#/components/schemas/<Name>`. */
  schema: JsonSchema;
  description?: string;
}

/** One contract operation; parameter, request-body and response $refs are resolved, schema $refs are kept. */
export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** Relative to the API base, as in the contract: /oauth/issuers/{id}. */
  path: string;
  summary?: string;
  parameters: ContractParameter[];
  /** `mediaType`: application/json, or multipart/form-data (an object of string parts, `format: binary` a file). */
  requestBody?: { required: boolean; schema: JsonSchema; mediaType: RequestMediaType };
  /** Status code → application/json body schema; null when the response has no body. */
  responses: Record<string, JsonSchema | null>;
  /** The media type of a 200 answer that is a file rather than JSON (application/x-x509-ca-cert). */
  fileAnswer?: string;
  /** `x-auth`, default admin. */
  auth: AuthMode;
  /** `x-roles`, default []. */
  roles: string[];
  /** `x-roles-all`: the caller needs every one of these roles (PingFederate's /bulk and /configArchive imports). */
  allRoles?: string[];
  /** `x-extends-session: true`: a call made with the session cookie counts as user activity. */
  extendsSession?: boolean;
  /** `x-self-service: true`: about the caller's own account; every signed-in account, auditors too. */
  selfService?: boolean;
  /** `x-passive-console: true`: a passive admin console serves this change (its role switch). */
  passiveConsole?: boolean;
  /** `x-read-only: true`: a POST that changes nothing (a connection test): auditors and passive consoles may call it. */
  readOnly?: boolean;
  /** `x-replicate-on-save`: which cluster setting makes a successful call replicate at once. */
  replicateOnSave?: ReplicateOnSave;
  /** `x-keeps-secrets: true`: its hand-written handler keeps the secrets of its schemas (secret-fields). */
  keepsSecrets?: boolean;
}

export interface ContractModel {
  file: string;
  /** servers[0].url, e.g. /pf-admin-api/v1. */
  baseUrl: string;
  document: Record<string, unknown>;
  /** components.schemas, in contract order. */
  schemas: Record<string, JsonSchema>;
  /** By operationId, in contract order. */
  operations: Record<string, ContractOperation>;
}

export interface PageModel {
  file: string;
  /** The page file, or for a tab's sub-page the tab's `page` body (texts live here). */
  source: PageFileBody;
  definition: PageDefinition;
  /** JSON pointer of the page body in the file ('' for a page, /tabs/<i>/page for a sub-page). */
  at: string;
  /** The sub-pages of a tabs page (definition ids `<page-id>.<tab-id>`), in tab order. */
  subPages: PageModel[];
}

/** The plugin types the server offers for one kind of plugin (`schemas/plugin-descriptors/<id>.descriptors.yaml`). */
export interface PluginDescriptorSet {
  id: string;
  file: string;
  /** operationIds of GET <kind>/descriptors and GET <kind>/descriptors/{id}. */
  list: string;
  get: string;
  /** The contract schema the get answers (IdpAdapterDescriptor): the kind's descriptor shape. */
  schema: string;
  descriptors: PluginDescriptor[];
  /** Fields whose choices are the objects of a collection (`x-options-from`), removed from `descriptors`. */
  optionSources: PluginOptionSource[];
  /** TEXT fields holding a whole number (`x-integer`), removed from `descriptors`. */
  integerFields: PluginIntegerField[];
}

/** Everything the emitters need: the contract, the resolved pages (sorted by id) and the plugin descriptor sets. */
export interface GeneratorModel {
  contract: ContractModel;
  pages: PageModel[];
  pluginDescriptors: PluginDescriptorSet[];
}
