/**
 * GET /bulk/export: the configuration in PingFederate's bulk format, read through each resource
 * type's own read operation with the caller's credentials, so an export holds exactly what the
 * caller could read one object at a time (secrets only as their encrypted values).
 */
import type { FastifyRequest } from 'fastify';
import type { components } from '../../../../generated/api-types.gen';
import type { Caller } from '../../http/handler-types';
import { ApiError, apiResult } from '../../http/api-error';
import { mayCallBinding } from '../../http/authorize';
import { callerRequests } from '../../http/caller-requests';
import { SERVER_VERSION } from '../ui-settings/ui-settings-handler';
import type { BulkType } from './bulk-catalog';

type BulkConfig = components['schemas']['BulkConfig'];

/** The configuration `caller` may read, as its own reads answer it. */
export async function exportConfiguration(
  catalog: readonly BulkType[],
  secretSiblings: ReadonlySet<string>,
  { caller, request }: { caller: Caller; request: FastifyRequest },
  options: { excludeSecrets: boolean },
): Promise<BulkConfig> {
  const read = callerRequests(request);
  const operations: BulkConfig['operations'] = [];
  for (const type of catalog) {
    if (!mayCallBinding(caller, type.read)) continue;
    const answer = await read('GET', type.resourceType);
    // The caller may read it (checked above): a refusal says this deployment has none (cluster settings when standalone).
    if (answer.statusCode === 403) continue;
    if (answer.statusCode !== 200) {
      request.log.error({ resourceType: type.resourceType, status: answer.statusCode }, 'bulk export: a read failed');
      throw new ApiError(500, apiResult('export_failed', `The export could not read ${type.resourceType} (it answered ${answer.statusCode}); nothing was exported.`));
    }
    const body = answer.json() as unknown;
    const items = (type.kind === 'settings' ? [body] : Array.isArray(body) ? body : (body as { items: unknown[] }).items) as Record<string, unknown>[];
    operations.push({
      operationType: 'SAVE',
      resourceType: type.resourceType,
      items: options.excludeSecrets ? items.map((item) => withoutSecrets(item, secretSiblings) as Record<string, unknown>) : items,
    });
  }
  return { metadata: { pfVersion: SERVER_VERSION }, operations };
}

/**
 * The document without any encrypted secret, at any depth: the contract's encrypted siblings and
 * the `encrypted…` strings of domain objects (a PingOne connection's credential).
 */
function withoutSecrets(value: unknown, siblings: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, siblings));
  if (typeof value !== 'object' || value === null) return value;
  const secret = ([name, inner]: [string, unknown]) => siblings.has(name) || (/^encrypted[A-Z]/.test(name) && typeof inner === 'string');
  return Object.fromEntries(Object.entries(value).filter((entry) => !secret(entry)).map(([name, inner]) => [name, withoutSecrets(inner, siblings)]));
}
