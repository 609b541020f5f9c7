/**
 * multipart/form-data request bodies (a binding's `bodyMediaType`), read with @fastify/multipart.
 * Its parser only marks a request as multipart; the parts are read by `multipartBody` once the
 * caller is authorised, into an object of strings (a file part as its base64 text) that the
 * contract's body schema then checks like a JSON body, unknown parts included (the schema is closed).
 * Fastify's bodyLimit does not reach these bodies, so the limits are set here.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteBinding } from '../../shared/route-binding';
import { ApiError, apiResult, badRequest } from '../core/api-error';
import { holdsNulCharacter } from '../core/json-nesting';

export const MULTIPART_MEDIA_TYPE = 'multipart/form-data';
/** The largest file part (a configuration archive). */
export const MULTIPART_FILE_LIMIT_BYTES = 50 * 1024 * 1024;
/** The largest plain field, and how many parts a form may have. */
const FIELD_LIMIT_BYTES = 1024 * 1024;
const PARTS_LIMIT = 16;
/** A part's name (the contract's are a word); the parser itself bounds only the part's headers (80 KB). */
export const PART_NAME_LIMIT = 100;

export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: MULTIPART_FILE_LIMIT_BYTES, fieldSize: FIELD_LIMIT_BYTES, parts: PARTS_LIMIT }, throwFileSizeLimit: true });
}

export const takesMultipart = (binding: RouteBinding): boolean => binding.bodyMediaType === MULTIPART_MEDIA_TYPE;

export const JSON_PATCH_MEDIA_TYPE = 'application/json-patch+json';
const isJsonPatch = (contentType: string | undefined) => contentType?.split(';')[0].trim().toLowerCase() === JSON_PATCH_MEDIA_TYPE;

const unsupported = (expected: string) => new ApiError(415, apiResult('unsupported_media_type', `This operation's request body must be sent as ${expected}.`));

/**
 * The request's body as the contract sees it: JSON as parsed, a form as an object of its parts.
 * A form to an operation that takes JSON (or no body), anything else to one that takes a form, or
 * a patch sent as another type than a JSON Patch's (RFC 5789: the type says how to apply it), is 415.
 */
export async function contractBody(request: FastifyRequest, binding: RouteBinding): Promise<unknown> {
  const isForm = request.isMultipart();
  if (!takesMultipart(binding)) {
    if (isForm) throw unsupported(binding.bodyMediaType ?? 'application/json');
    if (binding.bodyMediaType === JSON_PATCH_MEDIA_TYPE && request.body !== undefined && !isJsonPatch(request.headers['content-type'])) throw unsupported(JSON_PATCH_MEDIA_TYPE);
    return request.body;
  }
  if (!isForm) {
    if (request.body === undefined && !request.headers['content-type']) return undefined;
    throw unsupported(MULTIPART_MEDIA_TYPE);
  }
  return multipartBody(request);
}

/**
 * Reads every part: a file as base64, a field as its text. A part named twice or with a name
 * longer than PART_NAME_LIMIT, U+0000 in a name or a text (refused in JSON bodies too:
 * json-nesting.ts) or a form that does not parse is a malformed request (400); the plugin's
 * limits answer 413 (error-handling.ts).
 */
async function multipartBody(request: FastifyRequest): Promise<Record<string, string>> {
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (holdsNulCharacter(part.fieldname)) throw badRequest('The form must not contain the NUL character (U+0000).');
      if (part.fieldname.length > PART_NAME_LIMIT) throw badRequest(`The form has a part whose name is longer than ${PART_NAME_LIMIT} characters.`);
      if (Object.hasOwn(body, part.fieldname)) throw badRequest(`The form has more than one part named '${part.fieldname}'.`);
      if (part.type === 'file') body[part.fieldname] = (await part.toBuffer()).toString('base64');
      else if (part.valueTruncated) throw new ApiError(413, apiResult('request_too_large', `The form's part '${part.fieldname}' exceeds the limit of ${FIELD_LIMIT_BYTES} bytes.`));
      else if (holdsNulCharacter(String(part.value))) throw badRequest('The form must not contain the NUL character (U+0000).');
      else body[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof ApiError || isClientError(error)) throw error;
    throw badRequest('The request body is not a well-formed multipart/form-data form.');
  }
  return body;
}

/** The plugin's own refusals (limits, prototype names) carry their 4xx status. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};
