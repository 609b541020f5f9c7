/**
 * The resource types a bulk export holds and a bulk import writes, found in the contract: a
 * settings document (GET and PUT of one path) or a collection (GET of a list, POST to it, GET and
 * PUT of an object by its key, usually DELETE), wherever what is read is what is written (the PUT
 * takes the schema the GET answers), so an exported object can be imported as it is. Internal
 * operations are not configuration. Ordered so that a type comes after those its objects refer to.
 */
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import { API_BASE } from '../../http/caller-requests';

export interface BulkType {
  /** The API path, PingFederate's resourceType: `/oauth/clients`, `/redirectValidation`. */
  resourceType: string;
  kind: 'settings' | 'collection';
  read: RouteBinding;
  /** Settings: the PUT of the document. Collections: the PUT of one object. */
  update: RouteBinding;
  create?: RouteBinding;
  remove?: RouteBinding;
  /** Collections: the property naming an object (its value is the path parameter of the object's operations). */
  key?: string;
}

const INTERNAL = /^\/internal(\/|$)/;
const sameSchema = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

export function bulkCatalog(bindings: readonly RouteBinding[], definitions: Record<string, ResourceDefinition>): BulkType[] {
  const at = (method: RouteBinding['method'], url: string) => bindings.find((b) => b.method === method && b.url === url);
  const types: BulkType[] = [];
  for (const read of bindings) {
    if (read.method !== 'GET' || read.url.includes('/:')) continue;
    const resourceType = read.url.slice(API_BASE.length);
    if (INTERNAL.test(resourceType)) continue;
    const settings = at('PUT', read.url);
    if (settings) {
      if (sameSchema(settings.schema.body, read.schema.response['200'])) types.push({ resourceType, kind: 'settings', read, update: settings });
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
  return referencesFirst(types, definitions);
}

/** `/list/:key`, one segment below the list. */
const isObjectUrl = (url: string, list: string) => url.startsWith(`${list}/:`) && !url.slice(list.length + 2).includes('/');

/** The path of one object of a collection. */
export const objectPath = (type: BulkType, id: string) => `${type.resourceType}/${encodeURIComponent(id)}`;

/** A stable topological order: each type after the types its page's references name (cycles keep their order). */
function referencesFirst(types: BulkType[], definitions: Record<string, ResourceDefinition>): BulkType[] {
  const byPath = new Map(types.map((type) => [type.resourceType, type]));
  const needs = (type: BulkType): BulkType[] => {
    const pageId = type.read.resource?.pageId ?? type.update.resource?.pageId;
    const definition = pageId ? definitions[pageId] : undefined;
    const paths = (definition?.references ?? []).map((reference) => `/${reference.store.replace(/^\//, '')}`);
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
  types.forEach(visit);
  return ordered;
}
