/**
 * GET /internal/history and POST /internal/history/{id}/revert. A caller reads the entries of the
 * types whose read operation it may call; a revert is the object's own write, dispatched through
 * the router with the caller's credentials (revert-call.ts), recorded as the revert of the entry.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import { mayCallBinding } from '../../kernel/authorize';
import { ApiError, apiResult, fieldError, notFound, validationFailed } from '../../core/api-error';
import type { components } from '../../../../generated/api-types.gen';
import type { AreaHandlers } from '../../kernel/area';
import type { Caller, Handler } from '../../kernel/handler-types';
import type { JsonDocument, StoredHistoryEntry } from '../../store/store';
import { etagOf } from '../../kernel/preconditions';
import { asRevertOf } from '../../services/change-author';
import type { HistoryCatalog } from './history-catalog';
import { changedSince, changeSince, compared, conflictOfWrite, objectNow, revertConflict } from './revert-conflict';
import { callerRequests } from '../../kernel/caller-requests';
import { encryptedSiblingNames } from '../../resources/secret-fields';
import { bindingAt, keepEncryptedSecrets, onlySecretsChanged, revertCall, withoutMasks } from './revert-call';

export const ALREADY_REVERTED = 'The object is already as it was before this change.';
export const NOT_REVERTIBLE = 'This change cannot be reverted: the API has no operation that writes it back.';
export const SECRET_NOT_REVERTIBLE = 'This change of a secret cannot be reverted: the history keeps no secret. Type the secret again instead.';
const UNKNOWN_CHANGE = 'No such change.';
/** Statuses of the object's own write that a revert answers as they are (its contract declares them). */
const PASSED_THROUGH = new Set([403, 404, 422]);
/** How many of an object's newest entries a revert looks through for its own. */
const RECENT = 10;

const epoch = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : undefined);

export function historyHandlers(catalog: HistoryCatalog, bindings: readonly RouteBinding[], definitions: Record<string, ResourceDefinition>): AreaHandlers {
  const siblings = encryptedSiblingNames(definitions);

  const answer = (entry: StoredHistoryEntry, caller: Caller): components['schemas']['HistoryEntry'] => {
    const type = catalog.typeOf(entry.namespace);
    const revert = revertCall(bindings, entry, entry.operation !== 'DELETE');
    const location = type ? catalog.locationOf(type, entry.objectId) : undefined;
    return {
      id: entry.id,
      timestamp: new Date(entry.at).toISOString(),
      username: entry.username,
      operation: entry.operation,
      type: entry.namespace,
      typeLabel: type?.label ?? entry.namespace,
      objectId: entry.objectId,
      objectName: entry.objectName,
      ...(location ? { location } : {}),
      ...(entry.revertOf === undefined ? {} : { revertOf: entry.revertOf }),
      revertible: revert !== undefined && mayCallBinding(caller, revert.binding),
      ...(entry.before ? { before: entry.before } : {}),
      ...(entry.after ? { after: entry.after } : {}),
    };
  };

  const list: Handler<'getConfigurationHistory'> = async ({ server, caller, query }) => {
    const readable = catalog.readableBy(caller);
    const { type } = query;
    const object = query.path === undefined ? undefined : catalog.objectAt(query.path);
    if (query.path !== undefined && !object) throw fieldError('path', 'No configuration object is kept at this path.');
    const from = epoch(query.from);
    const to = epoch(query.to);
    if (from !== undefined && to !== undefined && to <= from) throw fieldError('to', 'The end of the period must be after its start.');
    const page = query.page ?? 1;
    const perPage = query.numberPerPage ?? 20;
    const namespaces = readable
      .map((t) => t.namespace)
      .filter((namespace) => (type === undefined || namespace === type) && (object === undefined || namespace === object.type.namespace));
    const found = await server.store.queryHistory({
      namespaces,
      ...(object !== undefined ? { objectId: object.objectId } : {}),
      ...(query.username !== undefined ? { username: query.username } : {}),
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return {
      status: 200,
      body: { items: found.entries.map((entry) => answer(entry, caller)), totalItems: found.totalItems, types: readable.map((t) => ({ type: t.namespace, label: t.label })) },
    };
  };

  const revert: Handler<'revertConfigurationChange'> = async ({ server, caller, params, query, request }) => {
    const entry = await server.store.getHistoryEntry(params.id);
    const type = entry && catalog.typeOf(entry.namespace);
    if (!entry || !type || !catalog.readableBy(caller).includes(type)) throw notFound(UNKNOWN_CHANGE);
    const now = await objectNow(server.store, entry);
    const current = now.doc;
    if (onlySecretsChanged(entry)) throw validationFailed([{ errorId: 'not_revertible', message: SECRET_NOT_REVERTIBLE }]);
    // Compared without the marks of secrets, which the current object never has.
    if (isDeepStrictEqual(compared(current), entry.before && withoutMasks(entry.before))) throw validationFailed([{ errorId: 'already_reverted', message: ALREADY_REVERTED }]);
    const call = revertCall(bindings, entry, current !== undefined);
    if (!call) throw validationFailed([{ errorId: 'not_revertible', message: NOT_REVERTIBLE }]);
    const dispatch = callerRequests(request);
    const force = query.force ?? false;
    // The object as its read answers it now: the secrets a revert keeps, and what a conflict shows.
    const answered = current !== undefined && bindingAt(bindings, 'GET', call.path) ? await dispatch('GET', call.path) : undefined;
    const answeredDoc = answered?.statusCode === 200 ? (answered.json() as JsonDocument) : undefined;
    if (!force && changedSince(entry, now)) throw revertConflict(entry, now, answeredDoc, await changeSince(server.store, entry));
    if (call.body && answeredDoc && bindingAt(bindings, 'PUT', call.path)) keepEncryptedSecrets(call.body, answeredDoc, siblings);
    // Unless forced, the write holds only while the object is as checked (a creation has nothing to name).
    // The version the object's own operations compare is the one its read answers (an object made
    // of several stored ones has a version of its own), else the stored row's.
    const etag = typeof answered?.headers.etag === 'string' ? answered.headers.etag : now.version !== undefined ? etagOf(now.version) : undefined;
    const precondition: Record<string, string> = !force && current !== undefined && etag !== undefined ? { 'if-match': etag } : {};
    const made = await asRevertOf(entry.id, (marker) => dispatch(call.method, call.path, call.body, { ...precondition, ...marker }));
    if (made.statusCode === 412) throw conflictOfWrite(entry, made);
    if (made.statusCode >= 300) {
      const result = made.json() as { resultId?: string; message?: string };
      throw new ApiError(PASSED_THROUGH.has(made.statusCode) ? made.statusCode : 422, apiResult(result.resultId ?? 'revert_failed', result.message ?? 'The revert was refused.', (result as { validationErrors?: [] }).validationErrors ?? []));
    }
    // The revert's own entry: among the object's newest (another change may have followed it already).
    const newest = await server.store.queryHistory({ namespaces: [entry.namespace], namespace: entry.namespace, objectId: entry.objectId, offset: 0, limit: RECENT });
    const change = newest.entries.find((recorded) => recorded.revertOf === entry.id && recorded.id > entry.id);
    if (!change) throw validationFailed([{ errorId: 'already_reverted', message: ALREADY_REVERTED }]);
    return { status: 200, body: answer(change, caller) };
  };

  return { getConfigurationHistory: list, revertConfigurationChange: revert };
}
