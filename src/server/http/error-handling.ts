/**
 * Error and not-found handlers, and the JSON body parser. Whatever fails, the client gets an
 * ApiResult (API paths) or a short text (other paths), never a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, apiResult, type ApiResult } from '../core/api-error';
import { INTERNAL_ERROR_MESSAGE } from './bind-routes';
import { jsonBodyProblem, jsonProblemMessage } from '../core/json-nesting';
import { MULTIPART_FILE_LIMIT_BYTES } from './multipart-body';
import { fullyDecodedPath } from './normalize-path';

export const API_PREFIX = '/pf-admin-api';
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Decided on the fully decoded path, so an escaped spelling of the API still counts as the API. */
export function isApiPath(url: string): boolean {
  const path = fullyDecodedPath(url);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The configuration database cannot be reached. Check that the database server is running and reachable from this node, then try again: the node reconnects by itself once it is back.';

/** Node's socket errors for a database server that is down, restarting or unreachable. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection_exception. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own wording when the connection ends under a query or a pooled client. */
const CONNECTION_LOST = /^Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/;

/**
 * Whether the store failed because its database could not be reached (PostgreSQL stopped,
 * restarting, or the network gone), looking through causes and the attempts of an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Maps Fastify's own errors (body parsing, limits) to the statuses of the contract. */
function classify(error: FastifyError): { status: number; result: ApiResult } {
  if (error instanceof ApiError) return { status: error.statusCode, result: error.result };
  if (isDatabaseUnavailable(error)) return { status: 503, result: apiResult('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE) };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, result: apiResult('request_too_large', `The request body exceeds the limit of ${BODY_LIMIT_BYTES} bytes.`) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, result: apiResult('unsupported_media_type', 'Request bodies must be sent as application/json (multipart/form-data where an operation takes a file).') };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, result: apiResult('request_too_large', `A file in the request exceeds the limit of ${MULTIPART_FILE_LIMIT_BYTES} bytes.`) };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, result: apiResult('request_too_large', 'The form has too many parts.') };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, result: apiResult('bad_request', 'The request body is malformed.') };
  }
  if (error instanceof SyntaxError || /JSON/.test(error.code ?? '')) {
    return { status: 400, result: apiResult('bad_request', 'The request body is not valid JSON.') };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, result: apiResult('bad_request', 'The request is malformed.') };
  }
  return { status: 500, result: apiResult('internal_error', INTERNAL_ERROR_MESSAGE) };
}


function answer(request: FastifyRequest, reply: FastifyReply, status: number, result: ApiResult): FastifyReply {
  reply.code(status);
  if (isApiPath(request.url)) return reply.type('application/json; charset=utf-8').send(result);
  return reply.type('text/plain; charset=utf-8').send(result.message);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, result } = classify(error);
  if (status === 503) request.log.warn({ err: error }, 'request failed: the database is unavailable');
  else if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof ApiError) reply.headers(error.headers);
  return answer(request, reply, status, result);
}

export const frameworkErrorHandler = handleError;

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);

  // Only JSON bodies are accepted here (anything else is 415; installMultipart adds forms after this). Empty bodies pass as undefined so
  // body-less POSTs that still send a JSON content type are fine. Bodies nested deeper than
  // MAX_JSON_NESTING, or with an array or object of more than MAX_JSON_MEMBERS members, are refused
  // here, for every route, before any handler or validator walks them, and so are bodies holding
  // U+0000 (see json-nesting.ts).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'ignore');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json(\s*;.*)?$/i, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJsonParser(request, text, (error, value) => {
      if (error) return done(error);
      const problem = jsonBodyProblem(value);
      if (problem) return done(new ApiError(400, apiResult('bad_request', jsonProblemMessage(problem, 'The request body'))), undefined);
      done(null, value);
    });
  });
}

/**
 * Unknown API paths get a 404 ApiResult, a method the path does not have a 405 naming those it has
 * (`methodsAt`); everything else is decided by `fallback`.
 */
export function installNotFound(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
  methodsAt: (url: string) => string[] = () => [],
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      const allowed = methodsAt(request.url);
      if (allowed.length > 0) {
        reply.header('Allow', allowed.join(', '));
        return answer(request, reply, 405, apiResult('method_not_allowed', `${request.method} is not a method of this resource; it has ${allowed.join(', ')}.`));
      }
      return answer(request, reply, 404, apiResult('resource_not_found', 'The requested resource was not found.'));
    }
    return fallback(request, reply);
  });
}
