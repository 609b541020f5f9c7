/**
 * The refusals every protected operation can answer, added by the generator so the contract does
 * not repeat them on each path and cannot forget one. On a copy of the document, each operation
 * gains, unless it declares the status itself:
 *   - 401 when it needs credentials (x-auth other than public);
 *   - 403 when it needs a role (x-roles, x-roles-all) or changes something (POST, PUT, DELETE: auditors);
 *   - 429 when it accepts a password: HTTP Basic (x-auth admin or bootstrap) or a sign-on body
 *     (x-sign-on: true), which the login throttle refuses with Retry-After.
 * Each refers to a response in components.responses (added when the contract has none of that
 * name) whose body is the ApiResult schema. Clients (api-types) and the server's response check
 * both read the result.
 */
import { fail, pointer } from '../errors';
import type { LoadedContract } from '../load/load-contract';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const PASSWORD_AUTH_MODES = ['admin', 'bootstrap'];
const ERROR_SCHEMA = 'ApiResult';

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

const apiResultContent = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };

/** Status → the component response added for it. */
export const ACCESS_RESPONSES = {
  '401': { name: 'Unauthorized', response: { description: 'Missing or invalid credentials.', content: apiResultContent } },
  '403': { name: 'Forbidden', response: { description: 'The caller lacks the role for this operation, is an auditor, or omitted the X-XSRF-Header.', content: apiResultContent } },
  '429': {
    name: 'TooManyAttempts',
    response: {
      description: 'Too many failed sign-on attempts for this account or address; try again after Retry-After seconds.',
      headers: { 'Retry-After': { description: 'Seconds to wait before the next attempt.', schema: { type: 'integer', minimum: 0 } } },
      content: apiResultContent,
    },
  },
} as const;

type AccessStatus = keyof typeof ACCESS_RESPONSES;

function statusesFor(file: string, at: string, method: string, op: Obj): AccessStatus[] {
  const auth = (op['x-auth'] ?? 'admin') as string;
  const roles = [...(Array.isArray(op['x-roles']) ? op['x-roles'] : []), ...(Array.isArray(op['x-roles-all']) ? op['x-roles-all'] : [])];
  const signOn = op['x-sign-on'];
  if (signOn !== undefined && typeof signOn !== 'boolean') fail(file, `${at}/x-sign-on`, `must be a boolean, not ${JSON.stringify(signOn)}`, 'Write `x-sign-on: true` (the body carries a password the login throttle counts), or remove it.');
  const statuses: AccessStatus[] = [];
  if (auth !== 'public') statuses.push('401');
  if (roles.length > 0 || method !== 'get') statuses.push('403');
  if (PASSWORD_AUTH_MODES.includes(auth) || signOn === true) statuses.push('429');
  return statuses;
}

/** A copy of the contract document with the access refusals added to every operation that can give them. */
export function withAccessResponses(contract: LoadedContract): LoadedContract {
  const document = structuredClone(contract.document);
  const paths = isObject(document.paths) ? document.paths : {};
  const used = new Set<AccessStatus>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS.filter((m) => isObject(item[m]))) {
      const op = item[method] as Obj;
      const at = pointer('paths', path, method);
      const responses = isObject(op.responses) ? op.responses : (op.responses = {});
      for (const status of statusesFor(contract.file, at, method, op)) {
        if (responses[status] !== undefined) continue;
        responses[status] = { $ref: `#/components/responses/${ACCESS_RESPONSES[status].name}` };
        used.add(status);
      }
    }
  }
  if (used.size === 0) return { ...contract, document };

  const components = isObject(document.components) ? document.components : (document.components = {});
  const schemas = isObject(components.schemas) ? components.schemas : {};
  if (!isObject(schemas[ERROR_SCHEMA])) {
    fail(contract.file, pointer('components', 'schemas'), `needs an ${ERROR_SCHEMA} schema: it is the body of the generated 401, 403 and 429 responses`, `Declare components.schemas.${ERROR_SCHEMA} (the error body: resultId, message, validationErrors).`);
  }
  const componentResponses = isObject(components.responses) ? components.responses : (components.responses = {});
  for (const status of [...used].sort()) {
    const { name, response } = ACCESS_RESPONSES[status];
    componentResponses[name] ??= structuredClone(response);
  }
  return { ...contract, document };
}
