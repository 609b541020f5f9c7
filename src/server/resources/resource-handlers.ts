/** Handlers for bindings the schemas tie to generic code: a page's collection or settings resource, a plugin descriptor set. */
import type { ResourceDefinition, RouteBinding } from '../../shared/route-binding';
import type { RouteHandler } from '../kernel/handler-types';
import { ApiError, apiResult } from '../core/api-error';
import type { JsonDocument } from '../store/store';
import {
  createVersionedItem,
  deleteCollectionItem,
  listCollection,
  readCollectionItem,
  streamWholeCollection,
  updateVersionedItem,
} from './collection-resource';
import { descriptorsHandler } from './plugin-instances';
import { putVersionedSettingsDocument, readSettingsDocument, rotateSettingsSecret } from './settings-resource';
import { patchVersionedSettingsDocument } from './settings-patch';
import type { JsonPatchOperation } from '../kernel/json-patch';
import type { Versioned } from '../kernel/preconditions';
import { ifMatchOf } from '../kernel/versioned-writes';

/** A versioned object as the answer: its body, and its version as the ETag. */
const answer = (status: number, { doc, version }: Versioned) => ({ status, body: doc, version });

/** The path parameter naming an object: the binding's only path parameter, or `id`. */
function objectId(params: Record<string, string>): string {
  const values = Object.values(params);
  return params.id ?? values[0] ?? '';
}

/**
 * The body of a generic write: the contract checked it against the page's schema, an object; a
 * body that is not one (no schema let it through) is refused here rather than taken for one.
 */
function objectBody(body: unknown): JsonDocument {
  if (!isJsonObject(body)) throw new ApiError(400, apiResult('bad_request', 'The request body must be a JSON object.'));
  return body;
}

const isJsonObject = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

export function resourceHandler(binding: RouteBinding, definitions: Record<string, ResourceDefinition>): RouteHandler | undefined {
  if (!binding.resource) return undefined;
  const definition = definitions[binding.resource.pageId];
  if (!definition) return undefined;

  if (definition.kind === 'settings') {
    const { pageAction } = binding.resource;
    if (pageAction !== undefined) {
      const rotation = definition.rotations?.find((r) => r.action === pageAction);
      if (!rotation) return undefined;
      return async ({ server, caller }) => ({ status: 200, body: await rotateSettingsSecret(server.store, definition, rotation, caller, server.keys) });
    }
    switch (binding.resource.action) {
      case 'get':
      case 'list':
        return async ({ server }) => answer(200, await readSettingsDocument(server.store, definition, server.keys));
      case 'update':
        return async ({ server, body, caller, request }) =>
          answer(200, await putVersionedSettingsDocument(server.store, definition, objectBody(body), caller, server.keys, undefined, ifMatchOf(request)));
      case 'patch':
        // The contract checked the body against JsonPatch.
        return async ({ server, body, caller, request }) =>
          answer(200, await patchVersionedSettingsDocument(server.store, definition, body as JsonPatchOperation[], caller, server.keys, ifMatchOf(request)));
      default:
        return undefined;
    }
  }

  switch (binding.resource.action) {
    case 'list':
      return async ({ server, query }) => {
        const streamed = streamWholeCollection(server.store, definition, query);
        if (streamed) return { status: 200, body: streamed };
        const list = await listCollection(server.store, definition, query, server.keys);
        // A list whose contract answers a bare array (PingFederate's access token mappings).
        return { status: 200, body: definition.bareList ? list.items : list };
      };
    case 'get':
      return async ({ server, params }) => answer(200, await readCollectionItem(server.store, definition, objectId(params), server.keys));
    case 'create':
      return async ({ server, body, caller }) => answer(201, await createVersionedItem(server.store, definition, objectBody(body), server.keys, caller));
    case 'update':
      return async ({ server, params, body, caller, request }) =>
        answer(200, await updateVersionedItem(server.store, definition, objectId(params), objectBody(body), server.keys, caller, ifMatchOf(request)));
    case 'delete':
      return async ({ server, params, request }) => {
        await deleteCollectionItem(server.store, definition, objectId(params), undefined, { ifMatch: ifMatchOf(request), keys: server.keys });
        return { status: 204 };
      };
  }
}

/** The generic handler of a binding (a page's resource, a descriptor set), if it has one. */
export function genericHandler(binding: RouteBinding, definitions: Record<string, ResourceDefinition>): RouteHandler | undefined {
  return resourceHandler(binding, definitions) ?? descriptorsHandler(binding);
}
