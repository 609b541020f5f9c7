import type { OperationAnswer } from '../../../../generated/api-client.gen';
import type { operations as ContractOperations } from '../../../../generated/api-types.gen';
import type { OperationRef } from '../../../shared/page-model';
import type { ServerErrorBody } from '../errors/server-errors';

export interface OperationResult<T = unknown> {
  ok: boolean;
  /** 0 when the request never got an answer. */
  status: number;
  data?: T;
  error?: ServerErrorBody;
  /** The answered object's version (its strong ETag, unquoted), when the operation keeps one. */
  version?: string;
}

export interface OperationInit {
  path?: Record<string, string>;
  /** Query parameters (paged lists: page, numberPerPage, filter, sortOrder); a list repeats its name. */
  query?: Record<string, string | number | boolean | string[] | undefined>;
  body?: unknown;
  /**
   * A call the user did not ask for (a page's polling): it goes past the activity spinner, whose
   * changes refetch the bell, so polling neither flickers the spinner nor refetches notifications.
   */
  background?: boolean;
  /** How to read a 2xx answer: JSON (the default) or, for a file the operation answers, text or (a binary file) a Blob. */
  parseAs?: 'json' | 'text' | 'blob';
  /**
   * The version the change is made against (sent as `If-Match`): the server refuses it with 412
   * when the object has changed since, instead of overwriting what someone else saved.
   */
  ifMatch?: string;
  /** The request outlives the page (a leave sent as the page goes away: fetch's keepalive). */
  keepalive?: boolean;
}

/** Calls a page's contract operation; pages know operations only as data, not as typed paths. */
export type CallOperation = <T = unknown>(operation: OperationRef, init?: OperationInit) => Promise<OperationResult<T>>;

/** The slice of an openapi-fetch client this runtime needs (its typed surface needs literal paths). */
export interface RequestingClient {
  request(
    method: string,
    url: string,
    init?: { params?: { path?: Record<string, string>; query?: Record<string, unknown> }; body?: unknown; parseAs?: 'json' | 'text' | 'blob'; headers?: Record<string, string>; keepalive?: boolean },
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

/** `backgroundClient`: the same client without the spinner, for `background` calls. */
export function operationCallerFor(client: RequestingClient, backgroundClient: RequestingClient = client): CallOperation {
  return async <T,>(operation: OperationRef, init: OperationInit = {}): Promise<OperationResult<T>> => {
    try {
      const target = init.background ? backgroundClient : client;
      const { data, error, response } = await target.request(operation.method, operation.path, {
        params: { path: init.path, ...(init.query ? { query: definedOnly(init.query) } : {}) },
        ...(init.body === undefined ? {} : { body: init.body }),
        ...(init.parseAs ? { parseAs: init.parseAs } : {}),
        ...(init.ifMatch === undefined ? {} : { headers: { 'If-Match': `"${init.ifMatch}"` } }),
        ...(init.keepalive ? { keepalive: true } : {}),
      });
      const version = versionOf(response.headers.get('ETag'));
      return { ok: response.ok, status: response.status, data: data as T, error: error as ServerErrorBody | undefined, ...(version === undefined ? {} : { version }) };
    } catch {
      return { ok: false, status: 0 };
    }
  };
}

/**
 * Calls an operation of operations.gen.ts with its answer typed per status from the contract
 * (OperationAnswer: the body on 2xx, the ApiResult otherwise), so the caller narrows on `ok` or
 * `status` instead of naming a type argument the compiler cannot check.
 */
export function callTyped<Id extends keyof ContractOperations>(
  call: CallOperation,
  operation: OperationRef & { operationId: Id },
  init?: OperationInit,
): Promise<OperationAnswer<Id>> {
  // The one cast: an OperationResult is that answer (ok, status, data on 2xx, error otherwise), untyped.
  return call(operation, init) as Promise<OperationAnswer<Id>>;
}

/** A strong ETag's version; a weak one (W/"…") names no version a write can be made against. */
function versionOf(etag: string | null): string | undefined {
  const match = etag === null ? null : /^"([^"]*)"$/.exec(etag.trim());
  return match ? match[1] : undefined;
}

/** Leaves out undefined, empty-string and empty-list query values, so an empty search sends no `filter`. */
function definedOnly(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

/**
 * The path parameters naming one object: the value goes to the operation's path parameter
 * (`{id}` of /oauth/clients/{id}, whose objects are keyed by clientId), or to `key` when the
 * path has none or several.
 */
export function objectPath(operation: OperationRef | undefined, key: string, value: string): Record<string, string> {
  const names = [...(operation?.path ?? '').matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return { [names.length === 1 ? names[0] : key]: value };
}
