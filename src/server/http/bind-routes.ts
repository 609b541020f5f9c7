/**
 * Registers one Fastify route per contract binding: authorise, validate the request against the
 * contract, run the handler (then replicate when x-replicate-on-save asks), and validate the
 * response before it leaves. A response that does not
 * match the contract is a server bug: it is logged and the client gets a bare 500.
 */
import { etagOf } from '../kernel/preconditions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { RouteBinding } from '../../shared/route-binding';
import { ApiError, apiResult, badRequest, validationFailed } from '../core/api-error';
import { authorize } from '../kernel/authorize';
import { IMPORT_HEADER, importAuthorOf, withinImportOf } from '../features/bulk/index';
import { AUTHOR_HEADER, markedAuthor, REVERT_HEADER, SYSTEM_AUTHOR, withChangeAuthor, withRevertOf } from '../services/change-author';
import { toValidationErrors, type ContractValidators } from '../services/contract/contract-validation';
import { validateWithScalarConversion } from '../services/contract/lenient-scalars';
import type { PageLabels } from '../services/contract/field-labels';
import type { RouteHandler, ServerContext } from '../kernel/handler-types';
import { contractBody } from './multipart-body';
import { replicateOnSave } from './replicate-on-save';
import { StreamedItems, UnexpectedStoredItem } from '../kernel/streamed-items';

export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred. Please check the server logs.';
export const NO_BODY_MESSAGE = 'This operation does not take a request body.';

/** A character percent-encoded in a URL takes up to 9 (%XX for each of its 3 UTF-8 bytes). */
const ENCODED_CHARACTER_LENGTH = 9;

/**
 * The router's limit on a path parameter's raw length (Fastify's maxParamLength, 100 by default):
 * room for the longest the contract allows, encoded. A longer one would be a 404 from the router;
 * within it, the contract's bound answers a 422 naming the parameter, and every key the contract
 * lets a body store can be read back through its path.
 */
export function pathParameterLimit(bindings: RouteBinding[]): number {
  let longest = 0;
  for (const binding of bindings) {
    for (const schema of Object.values((binding.schema.params?.properties ?? {}) as Record<string, { maxLength?: number }>)) {
      longest = Math.max(longest, schema.maxLength ?? 0);
    }
  }
  return longest * ENCODED_CHARACTER_LENGTH;
}

/** Path parameters are strings (the router's); the query is what the query-string parser made of it. Both are checked against the contract below. */
type RouteRequest = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, unknown> | undefined }>;

export interface HandlerLookup {
  (binding: RouteBinding): RouteHandler | undefined;
}

export function bindRoutes(
  app: FastifyInstance,
  server: ServerContext,
  bindings: RouteBinding[],
  lookup: HandlerLookup,
  validators: ContractValidators,
  /** The page's words for a body's properties (a generic resource's labels), for the contract's messages. */
  labelsOf: (binding: RouteBinding) => PageLabels | undefined = () => undefined,
): void {
  for (const binding of bindings) {
    const handler = lookup(binding) ?? notImplemented(binding);
    const check = {
      params: binding.schema.params ? validators.strings(binding.schema.params) : undefined,
      query: binding.schema.querystring ? validators.strings(binding.schema.querystring) : undefined,
      body: binding.schema.body ? validators.body(binding.schema.body) : undefined,
    };
    const labels = labelsOf(binding);
    const responses = new Map<string, ValidateFunction | null>();
    for (const [status, schema] of Object.entries(binding.schema.response)) {
      responses.set(status, schema ? validators.response(schema) : null);
    }

    app.route({
      method: binding.method,
      url: binding.url,
      // A bulk import's request runs wholly (its sign-in too) in the import's transaction.
      handler: (request: RouteRequest, reply: FastifyReply) => withinImportOf(request.headers[IMPORT_HEADER], async () => {
        const caller = await authorize(server, binding, request);
        const params = { ...request.params };
        const query = { ...(request.query ?? {}) };
        // JSON as parsed, or a form's parts (multipart-body.ts); a body of the other kind is 415.
        const body = await contractBody(request, binding);
        // An operation without a request body in the contract refuses one rather than ignore it:
        // a malformed request (400) before any value in it is weighed (422).
        if (!check.body && body !== undefined) throw badRequest(NO_BODY_MESSAGE);
        validate(check.params, params);
        validate(check.query, query);
        // A body the contract does not require may be left out; one that is sent is checked.
        if (!(binding.bodyOptional && body === undefined)) validateBody(check.body, body, labels);
        // Every configuration change the call makes (a replication on save too) is the caller's, or
        // the author an import or one of the server's own dispatches gives its requests.
        const author = importAuthorOf(request.headers[IMPORT_HEADER]) ?? markedAuthor(request.headers[AUTHOR_HEADER]) ?? caller.username ?? SYSTEM_AUTHOR;
        const result = await withChangeAuthor(author, () => withRevertOf(request.headers[REVERT_HEADER], async () => {
          const made = await handler({ server, binding, caller, params, query, body, request, reply });
          await replicateOnSave(server, binding, request, made.status);
          return made;
        }));
        reply.code(result.status);
        if (result.version !== undefined) reply.header('ETag', etagOf(result.version));
        if (result.body === undefined) {
          checkEmptyResponse(request, binding, responses, result.status);
          return reply.send();
        }
        // A download (string or Buffer) is sent as is: Fastify serializes (and so checks) only objects.
        if (result.contentType !== undefined) {
          if (result.fileName !== undefined) reply.header('Content-Disposition', `attachment; filename="${result.fileName}"`);
          return reply.type(result.contentType).send(result.body);
        }
        if (result.body instanceof StreamedItems) return sendStreamedItems(request, reply, binding, result.body, responses.get(String(result.status)));
        return reply.send(result.body);
      }),
      preSerialization: async (request, reply, payload) => checkResponse(request, reply, payload, binding, responses),
    });
  }
}

function validate(validator: ValidateFunction | undefined, value: unknown, labels?: PageLabels): void {
  if (validator && !validator(value)) throw validationFailed(toValidationErrors(validator.errors, labels));
}

/** A body is checked as PingFederate binds it: the strings it converts to booleans and numbers are converted first. */
function validateBody(validator: ValidateFunction | undefined, body: unknown, labels: PageLabels | undefined): void {
  if (validator && !validateWithScalarConversion(validator, body)) throw validationFailed(toValidationErrors(validator.errors, labels));
}

function checkResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  binding: RouteBinding,
  responses: Map<string, ValidateFunction | null>,
): unknown {
  const status = reply.statusCode;
  const validator = responses.get(String(status));
  // Error answers the contract does not list (400, 413, 415 from the body parser, 404) are ApiResults
  // built by the server; the listed ones (401, 403, 422, 429, ...) are checked like any other.
  if (validator === undefined && status >= 400) return payload;
  if (validator && validator(payload)) return payload;
  request.log.error(
    { operationId: binding.operationId, status, errors: validator?.errors ?? 'status not in the contract' },
    'response does not match the contract',
  );
  reply.code(500);
  return apiResult('internal_error', INTERNAL_ERROR_MESSAGE);
}

/** A streamed list answer, each item checked with the status's response validator as a one-item list. */
async function sendStreamedItems(
  request: FastifyRequest,
  reply: FastifyReply,
  binding: RouteBinding,
  items: StreamedItems,
  validator: ValidateFunction | null | undefined,
): Promise<FastifyReply> {
  const check = (doc: unknown) => {
    if (!validator || validator(items.bare ? [doc] : { items: [doc] })) return true;
    request.log.error({ operationId: binding.operationId, errors: validator.errors }, 'response does not match the contract');
    return false;
  };
  try {
    // A failure after the first chunk errors the stream, and fastify then cuts the connection:
    // the client sees a broken answer, never a list that merely looks short.
    return reply.type('application/json; charset=utf-8').send(await items.open(check));
  } catch (error) {
    if (!(error instanceof UnexpectedStoredItem)) throw error;
    throw new ApiError(500, apiResult('internal_error', INTERNAL_ERROR_MESSAGE));
  }
}

function checkEmptyResponse(
  request: FastifyRequest,
  binding: RouteBinding,
  responses: Map<string, ValidateFunction | null>,
  status: number,
): void {
  if (responses.get(String(status)) === null) return;
  request.log.error({ operationId: binding.operationId, status }, 'empty response where the contract expects a body');
  throw new ApiError(500, apiResult('internal_error', INTERNAL_ERROR_MESSAGE));
}

function notImplemented(binding: RouteBinding): RouteHandler {
  return async () => {
    throw new ApiError(501, apiResult('not_implemented', `${binding.operationId} is not implemented by this server.`));
  };
}
