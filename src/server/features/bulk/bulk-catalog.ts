/**
 * The resource types a bulk export holds and a bulk import writes, found in the contract: a
 * settings document (GET and PUT of one path) or a collection (GET of a list, POST to it, GET and
 * PUT of an object by its key, usually DELETE), wherever what is read is what is written (the PUT
 * takes the schema the GET answers), so an exported object can be imported as it is; and the
 * collections of files, key pairs and certificates, which are imported (POST …/import) and read
 * back as files (a key pair's …/{id}/pkcs12, a certificate's …/{id}/file), never updated.
 * Internal operations are not configuration; a part of a settings document is exported in it. Ordered so that a type comes after those its objects
 * refer to (files first: other objects name key pairs and certificates in many places).
 */
import type { components } from '../../../../generated/api-types.gen';
import type { PluginOptionSource } from '../../../shared/plugin-configuration';
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import type { BulkEmbedded } from '../../kernel/area';
import { API_BASE } from '../../kernel/caller-requests';
import { isPartOf } from './document-parts';

export interface BulkType {
  /** The API path, PingFederate's resourceType: `/oauth/clients`, `/redirectValidation`. */
  resourceType: string;
  kind: 'settings' | 'collection' | 'files';
  read: RouteBinding;
  /** Settings: the PUT of the document. Collections: the PUT of one object. Files have none. */
  update?: RouteBinding;
  /** Files: the import of one file, and the read of an object's file (a key pair's PKCS#12 or a certificate's PEM). */
  files?: { import: RouteBinding; export: RouteBinding; form: 'pkcs12' | 'certificate' };
  create?: RouteBinding;
  remove?: RouteBinding;
  /** Collections: the property naming an object (its value is the path parameter of the object's operations). */
  key?: string;
  /** Settings: lists of the document that are collections of their own (property → the collection), saved as such. */
  embedded?: Record<string, BulkType>;
  /** Settings: the document this one is a part of (document-parts.ts), which an export carries it in; an import takes either. */
  partOf?: string;
}

/** An operation of a bulk file that this server applies, with its place in the file and its resource type. */
export interface PlannedOperation {
  index: number;
  operation: components['schemas']['ConfigOperation'];
  type: BulkType;
}

const INTERNAL = /^\/internal(\/|$)/;
/**
 * Settings a bulk file never carries: PingFederate's exports hold no PingOne for Enterprise
 * connection (its identity bridge and keys belong to this server; another one connects on its own).
 */
const NOT_IN_BULK = new Set(['/pingOneForEnterprise']);
const sameSchema = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * `embedded`: settings documents whose lists the API keeps as collections (the areas' `bulk`):
 * PingFederate's document carries them (its export and import), while our PUT of the document
 * leaves them to their own operations.
 */
export function bulkCatalog(
  bindings: readonly RouteBinding[],
  definitions: Record<string, ResourceDefinition>,
  embedded: readonly BulkEmbedded[] = [],
  /** A plugin descriptor set's fields whose choices are a collection's objects (generated/plugin-descriptors.gen.ts), by set. */
  optionSources: Record<string, { optionSources: readonly PluginOptionSource[] }> = {},
): BulkType[] {
  const at = (method: RouteBinding['method'], url: string) => bindings.find((b) => b.method === method && b.url === url);
  const types: BulkType[] = [];
  for (const read of bindings) {
    if (read.method !== 'GET' || read.url.includes('/:')) continue;
    const resourceType = read.url.slice(API_BASE.length);
    if (INTERNAL.test(resourceType) || NOT_IN_BULK.has(resourceType)) continue;
    const settings = at('PUT', read.url);
    if (settings) {
      if (sameSchema(settings.schema.body, read.schema.response['200'])) types.push({ resourceType, kind: 'settings', read, update: settings });
      continue;
    }
    const files = filesOf(bindings, read.url);
    if (files) {
      types.push({ resourceType, kind: 'files', read, files, remove: at('DELETE', `${read.url}/:id`), key: 'id' });
      continue;
    }
    const create = at('POST', read.url);
    const update = bindings.find((b) => b.method === 'PUT' && isObjectUrl(b.url, read.url));
    const get = update && at('GET', update.url);
    if (!create || !update || !get || !sameSchema(update.schema.body, get.schema.response['200'])) continue;
    // The object's key property: its page's (`clientId`), else the path parameter's name (`username`).
    const pageId = update.resource?.pageId;
    const key = (pageId ? definitions[pageId]?.key : undefined) ?? update.url.slice(read.url.length + 2);
    types.push({ resourceType, kind: 'collection', read, update, create, remove: at('DELETE', update.url), key });
  }
  // An embedded collection travels in its document, not beside it.
  for (const { document: path, lists } of embedded) {
    const document = types.find((type) => type.resourceType === path);
    if (!document) continue;
    document.embedded = Object.fromEntries(Object.entries(lists).flatMap(([property, list]) => {
      const collection = types.find((type) => type.resourceType === list);
      return collection ? [[property, collection]] : [];
    }));
  }
  const inDocuments = new Set(types.flatMap((type) => Object.values(type.embedded ?? {})));
  // A part of a settings document (/serverSettings/notifications) travels in it: an import still takes it.
  const settingsOf = (type: BulkType) => ({ resourceType: type.resourceType, schema: type.read.schema.response['200'] });
  for (const type of types) {
    const parent = type.kind === 'settings' ? types.find((other) => other.kind === 'settings' && isPartOf(settingsOf(type), settingsOf(other))) : undefined;
    if (parent) type.partOf = parent.resourceType;
  }
  return referencesFirst(types.filter((type) => !inDocuments.has(type)), definitions, optionSources);
}

/**
 * A collection of files: imported at `/import` (or, for certificates, by a POST to the list itself,
 * as PingFederate's OCSP certificates are), read back at `/:id/pkcs12` (POST) or `/:id/file` (GET).
 */
function filesOf(bindings: readonly RouteBinding[], list: string): BulkType['files'] {
  const find = (method: RouteBinding['method'], url: string) => bindings.find((b) => b.method === method && b.url === url);
  const importing = find('POST', `${list}/import`) ?? (find('GET', `${list}/:id/file`) ? find('POST', list) : undefined);
  const pkcs12 = find('POST', `${list}/:id/pkcs12`);
  const certificate = find('GET', `${list}/:id/file`);
  if (!importing || !find('GET', `${list}/:id`) || !(pkcs12 ?? certificate)) return undefined;
  return pkcs12 ? { import: importing, export: pkcs12, form: 'pkcs12' } : { import: importing, export: certificate as RouteBinding, form: 'certificate' };
}

/** `/list/:key`, one segment below the list. */
const isObjectUrl = (url: string, list: string) => url.startsWith(`${list}/:`) && !url.slice(list.length + 2).includes('/');

/** The path of one object of a collection. */
export const objectPath = (type: BulkType, id: string) => `${type.resourceType}/${encodeURIComponent(id)}`;

/**
 * A stable topological order: each type after the types its page's references name, and after
 * the collections a plugin type's fields choose from (an HTML Form adapter names its password
 * credential validator in its configuration); cycles keep their order.
 */
function referencesFirst(types: BulkType[], definitions: Record<string, ResourceDefinition>, optionSources: Record<string, { optionSources: readonly PluginOptionSource[] }>): BulkType[] {
  const byPath = new Map(types.map((type) => [type.resourceType, type]));
  const needs = (type: BulkType): BulkType[] => {
    const pageId = type.read.resource?.pageId ?? type.update?.resource?.pageId;
    const definition = pageId ? definitions[pageId] : undefined;
    const chosen = definition?.plugin ? (optionSources[definition.plugin.descriptorSet]?.optionSources ?? []).map((source) => source.store) : [];
    const paths = [...(definition?.references ?? []).map((reference) => reference.store), ...chosen].map((store) => `/${store.replace(/^\//, '')}`);
    return paths.flatMap((path) => (path !== type.resourceType && byPath.has(path) ? [byPath.get(path) as BulkType] : []));
  };
  const ordered: BulkType[] = [];
  const state = new Map<BulkType, 'visiting' | 'done'>();
  const visit = (type: BulkType) => {
    if (state.has(type)) return;
    state.set(type, 'visiting');
    needs(type).forEach(visit);
    state.set(type, 'done');
    ordered.push(type);
  };
  types.filter((type) => type.kind === 'files').forEach(visit);
  types.forEach(visit);
  return ordered;
}
