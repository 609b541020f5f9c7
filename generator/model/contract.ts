import type { HttpMethod, JsonSchema } from '../../src/shared/page-model';
import { REPLICATE_ON_SAVE, REQUEST_MEDIA_TYPES, type AuthMode, type ReplicateOnSave, type RequestMediaType } from '../../src/shared/route-binding';
import { fail, pointer, type Refusal } from '../errors';
import type { LoadedContract } from '../load/load-contract';
import { nearFirst } from './fixes';
import { deref } from './refs';
import type { ContractModel, ContractOperation, ContractParameter } from './types';

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const OTHER_METHODS = ['head', 'options', 'trace'];
const AUTH_MODES: AuthMode[] = ['admin', 'session', 'public', 'bootstrap'];
const DEFAULT_BASE_URL = '/pf-admin-api/v1';

type Obj = Record<string, unknown>;

/** An x-flag that must be a boolean. */
const notABoolean = (value: unknown, key: string): Refusal => [`must be a boolean, not ${JSON.stringify(value)}`, `Write \`${key}: true\` (or leave it out for false).`];
const asObject = (value: unknown): Obj => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {});

function jsonSchemaOf(content: unknown): JsonSchema | null {
  const media = asObject(asObject(content)['application/json']);
  return media.schema ? (media.schema as JsonSchema) : null;
}

/**
 * A request body's one media type and schema. A multipart/form-data body is an object whose
 * properties are its parts, each a string (`format: binary` for a file, which the server hands on
 * as base64).
 */
function requestBodyOf(ctx: LoadedContract, content: unknown, at: string): { mediaType: RequestMediaType; schema: JsonSchema } {
  const media = Object.keys(asObject(content));
  const known = media.filter((type): type is RequestMediaType => (REQUEST_MEDIA_TYPES as readonly string[]).includes(type));
  if (known.length !== 1 || media.length !== 1) {
    fail(ctx.file, `${at}/content`, `must have exactly one media type, ${REQUEST_MEDIA_TYPES.slice(0, -1).join(', ')} or ${REQUEST_MEDIA_TYPES.at(-1)}, with a schema (it has ${media.length > 0 ? media.join(', ') : 'none'})`, `Keep one media type: \`application/json: { schema: … }\`, multipart/form-data for a file upload, or application/json-patch+json for a PATCH.`);
  }
  const mediaType = known[0];
  const schema = asObject(asObject(content)[mediaType]).schema as JsonSchema | undefined;
  if (!schema) fail(ctx.file, `${at}/content/${pointer(mediaType).slice(1)}`, 'must have a schema', 'Add `schema: { $ref: "#/components/schemas/<Name>" }` under the media type.');
  if (mediaType === 'multipart/form-data') checkFormParts(ctx, schema, `${at}/content/${pointer(mediaType).slice(1)}/schema`);
  return { mediaType, schema };
}

/** A form's schema: an object (inline or a component) whose every property is a string part. */
function checkFormParts(ctx: LoadedContract, raw: JsonSchema, at: string): void {
  const schema = deref(ctx.document, raw, ctx.file, at);
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) {
    fail(ctx.file, at, 'a multipart/form-data body must be an object schema whose properties are its parts', 'Write `type: object` with `properties:` naming each part (`file: { type: string, format: binary }`).');
  }
  for (const [name, part] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    if (part.type !== 'string') fail(ctx.file, `${at}/properties/${pointer(name).slice(1)}`, 'a multipart/form-data part must be a string', 'Write `type: string` (with `format: binary` for a file).');
  }
}

function parameters(ctx: LoadedContract, list: unknown, at: string): ContractParameter[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) fail(ctx.file, at, 'must be an array', 'Write the parameters as a list: `- { name: id, in: path, required: true, schema: { type: string } }`.');
  return list.map((raw, i) => {
    const p = deref(ctx.document, raw, ctx.file, `${at}/${i}`);
    const place = p.in as ContractParameter['in'];
    if (typeof p.name !== 'string' || !['path', 'query', 'header', 'cookie'].includes(place)) {
      fail(ctx.file, `${at}/${i}`, 'parameter needs a name and in: path, query, header or cookie', `Write \`name: <name>\` and \`in: ${['path', 'query', 'header', 'cookie'].includes(place) ? place : 'query'}\` (path, query, header or cookie).`);
    }
    const param: ContractParameter = { name: p.name, in: place, required: p.required === true, schema: (p.schema as JsonSchema) ?? {} };
    if (typeof p.description === 'string') param.description = p.description;
    return param;
  });
}

function operation(ctx: LoadedContract, path: string, method: HttpMethod, pathItem: Obj): ContractOperation {
  const at = pointer('paths', path, method);
  const op = asObject(pathItem[method]);
  if (typeof op.operationId !== 'string' || op.operationId === '') fail(ctx.file, at, 'must have an operationId', `Add \`operationId: ${method}${path.split('/').filter((s) => s && !s.startsWith('{')).map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('')}\` (unique in the contract).`);
  const auth = (op['x-auth'] ?? 'admin') as AuthMode;
  if (!AUTH_MODES.includes(auth)) fail(ctx.file, `${at}/x-auth`, `must be one of ${AUTH_MODES.join(', ')}, not ${JSON.stringify(auth)}`, nearFirst(String(auth), AUTH_MODES, 'Write one of them (admin is the default: x-auth may be left out).'));
  const roles = op['x-roles'] ?? [];
  if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string')) fail(ctx.file, `${at}/x-roles`, 'must be an array of role names', 'Write `x-roles: [ADMIN]` (roles of components.schemas.AdminRole).');
  const allRoles = op['x-roles-all'];
  if (allRoles !== undefined && (!Array.isArray(allRoles) || allRoles.length === 0 || allRoles.some((r) => typeof r !== 'string'))) {
    fail(ctx.file, `${at}/x-roles-all`, 'must be a non-empty array of role names, every one of which the caller needs', 'Write `x-roles-all: [ADMINISTRATOR, CRYPTO_ADMINISTRATOR]` (roles of components.schemas.AdminRole), or remove it.');
  }

  const byKey = new Map<string, ContractParameter>();
  for (const p of [...parameters(ctx, pathItem.parameters, pointer('paths', path, 'parameters')), ...parameters(ctx, op.parameters, `${at}/parameters`)]) {
    byKey.set(`${p.in}:${p.name}`, p);
  }
  const responses: Record<string, JsonSchema | null> = {};
  for (const [status, raw] of Object.entries(asObject(op.responses))) {
    responses[status] = jsonSchemaOf(deref(ctx.document, raw, ctx.file, `${at}/responses/${status}`).content);
  }
  const result: ContractOperation = { operationId: op.operationId, method, path, parameters: [...byKey.values()], responses, auth, roles: roles as string[] };
  if (allRoles !== undefined) result.allRoles = allRoles as string[];
  const fileAnswer = Object.keys(asObject(deref(ctx.document, asObject(op.responses)['200'] ?? {}, ctx.file, `${at}/responses/200`).content)).find((media) => media !== 'application/json');
  if (fileAnswer && responses['200'] === null) result.fileAnswer = fileAnswer;
  const extendsSession = op['x-extends-session'];
  if (extendsSession !== undefined && typeof extendsSession !== 'boolean') fail(ctx.file, `${at}/x-extends-session`, ...notABoolean(extendsSession, 'x-extends-session'));
  if (extendsSession) result.extendsSession = true;
  const passiveConsole = op['x-passive-console'];
  if (passiveConsole !== undefined && typeof passiveConsole !== 'boolean') fail(ctx.file, `${at}/x-passive-console`, ...notABoolean(passiveConsole, 'x-passive-console'));
  if (passiveConsole) result.passiveConsole = true;
  const readOnly = op['x-read-only'];
  if (readOnly !== undefined && typeof readOnly !== 'boolean') fail(ctx.file, `${at}/x-read-only`, ...notABoolean(readOnly, 'x-read-only'));
  if (readOnly && method !== 'post') fail(ctx.file, `${at}/x-read-only`, `only a POST can be marked read-only (a GET is, a PUT or DELETE never; this is a ${method.toUpperCase()})`, 'Remove x-read-only.');
  if (readOnly) result.readOnly = true;
  const selfService = op['x-self-service'];
  if (selfService !== undefined && typeof selfService !== 'boolean') fail(ctx.file, `${at}/x-self-service`, ...notABoolean(selfService, 'x-self-service'));
  if (selfService && (roles.length > 0 || allRoles !== undefined)) fail(ctx.file, `${at}/x-self-service`, 'a self-service operation is for every signed-in account: it takes no x-roles or x-roles-all', 'Remove x-roles and x-roles-all, or remove x-self-service.');
  if (selfService) result.selfService = true;
  const replicateOnSave = op['x-replicate-on-save'];
  if (replicateOnSave !== undefined) {
    if (!REPLICATE_ON_SAVE.includes(replicateOnSave as ReplicateOnSave)) {
      fail(ctx.file, `${at}/x-replicate-on-save`, `must be one of ${REPLICATE_ON_SAVE.join(', ')}, not ${JSON.stringify(replicateOnSave)}`, nearFirst(String(replicateOnSave), REPLICATE_ON_SAVE, `Write one of: ${REPLICATE_ON_SAVE.join(', ')}.`));
    }
    if (method === 'get') fail(ctx.file, `${at}/x-replicate-on-save`, 'only a POST, PUT or DELETE saves anything', 'Remove x-replicate-on-save from the GET.');
    result.replicateOnSave = replicateOnSave as ReplicateOnSave;
  }
  const keepsSecrets = op['x-keeps-secrets'];
  if (keepsSecrets !== undefined && typeof keepsSecrets !== 'boolean') fail(ctx.file, `${at}/x-keeps-secrets`, ...notABoolean(keepsSecrets, 'x-keeps-secrets'));
  if (keepsSecrets) result.keepsSecrets = true;
  if (typeof op.summary === 'string') result.summary = op.summary;
  if (op.requestBody !== undefined) {
    const body = deref(ctx.document, op.requestBody, ctx.file, `${at}/requestBody`);
    const { mediaType, schema } = requestBodyOf(ctx, body.content, `${at}/requestBody`);
    // A PATCH says how to change the object by its media type (RFC 5789): the console and server know one.
    if ((method === 'patch') !== (mediaType === 'application/json-patch+json')) {
      fail(ctx.file, `${at}/requestBody/content`, method === 'patch' ? `a PATCH takes a JSON Patch, not ${mediaType}` : `only a PATCH takes a JSON Patch`, method === 'patch' ? 'Write `application/json-patch+json: { schema: { $ref: "#/components/schemas/JsonPatch" } }`.' : 'Use PATCH for the operation, or application/json for its body.');
    }
    result.requestBody = { required: body.required === true, schema, mediaType };
  } else if (method === 'patch') {
    fail(ctx.file, at, 'a PATCH must have a request body (a JSON Patch)', 'Add `requestBody: { required: true, content: { application/json-patch+json: { schema: { $ref: "#/components/schemas/JsonPatch" } } } }`.');
  }
  return result;
}

/** Builds the typed contract: operations by operationId, component schemas, the API base URL. */
export function buildContract(ctx: LoadedContract): ContractModel {
  const operations: Record<string, ContractOperation> = {};
  for (const [path, rawItem] of Object.entries(asObject(ctx.document.paths))) {
    const pathItem = deref(ctx.document, rawItem, ctx.file, pointer('paths', path));
    for (const other of OTHER_METHODS) {
      if (pathItem[other]) fail(ctx.file, pointer('paths', path, other), `method ${other} is not supported`, `Use ${METHODS.join(', ')}${''}.`);
    }
    for (const method of METHODS.filter((m) => pathItem[m])) {
      const op = operation(ctx, path, method, pathItem);
      const first = operations[op.operationId];
      if (first) fail(ctx.file, pointer('paths', path, method, 'operationId'), `duplicate operationId "${op.operationId}" (also ${first.method.toUpperCase()} ${first.path})`, 'Give this operation an operationId of its own.');
      operations[op.operationId] = op;
    }
  }
  const servers = ctx.document.servers;
  const baseUrl = Array.isArray(servers) && typeof asObject(servers[0]).url === 'string' ? (asObject(servers[0]).url as string) : DEFAULT_BASE_URL;
  const schemas = asObject(asObject(ctx.document.components).schemas) as Record<string, JsonSchema>;
  return { file: ctx.file, baseUrl: baseUrl.replace(/\/$/, ''), document: ctx.document, schemas, operations };
}
