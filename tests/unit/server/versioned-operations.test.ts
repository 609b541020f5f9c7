/**
 * The contract says which operations carry versions, and says it of exactly those the server
 * versions: the generic collection and settings resources (resource-handlers.ts) and the
 * hand-written handlers of configuration objects and documents (HAND_WRITTEN, through
 * kernel/versioned-writes.ts). Their reads, creates and updates answer an ETag; their updates and
 * deletes take If-Match and may answer 412. Every other hand-written read or write of one object
 * is in UNVERSIONED, with the reason.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { pageNavigation } from '../../../generated/navigation.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import type { RouteBinding } from '../../../src/shared/route-binding';
import { areaHandlers } from '../../../src/server/features/areas';
import { buildNavTree } from '../../../src/server/services/navigation/nav-tree';
import { resourceHandler } from '../../../src/server/resources/resource-handlers';

type Operation = { operationId: string; parameters?: { $ref?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
const contract = parse(readFileSync('openapi/admin-api.yaml', 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = new Map(Object.values(contract.paths).flatMap((item) => Object.values(item).filter((op): op is Operation => typeof op === 'object' && op !== null && 'operationId' in op).map((op) => [op.operationId, op] as const)));

/** The hand-written operations that version what they answer or write. */
const HAND_WRITTEN = new Set([
  'getAuthorizationServerSettings',
  'updateAuthorizationServerSettings',
  'getServerSettings',
  'updateServerSettings',
  'getNotificationSettings',
  'updateNotificationSettings',
  'getEmailServerSettings',
  'updateEmailServerSettings',
  'getCaptchaSettings',
  'updateCaptchaSettings',
  'getLogSettings',
  'updateLogSettings',
  'getDefaultAuthenticationPolicy',
  'updateDefaultAuthenticationPolicy',
  'getAccount',
  'updateAccount',
  'deleteAccount',
]);

const domainHandlers = areaHandlers(buildNavTree(pageNavigation, () => {}), resourceDefinitions);
const genericVersioned = (binding: RouteBinding) =>
  !domainHandlers.has(binding.operationId) && binding.resource !== undefined && binding.resource.pageAction === undefined && binding.resource.action !== 'list' && resourceHandler(binding, resourceDefinitions) !== undefined;
const versioned = (binding: RouteBinding) => genericVersioned(binding) || HAND_WRITTEN.has(binding.operationId);
const writes = (binding: RouteBinding) => binding.method === 'PUT' || binding.method === 'DELETE';
const takesIfMatch = (binding: RouteBinding) => (operations.get(binding.operationId)?.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IfMatch');
const answersEtag = (binding: RouteBinding) =>
  Object.entries(operations.get(binding.operationId)?.responses ?? {}).some(([status, response]) => status.startsWith('2') && response.headers?.ETag !== undefined);

describe('versioned operations (ETag, If-Match, 412)', () => {
  it('are the generic resources’ reads and writes, over a hundred of them', () => {
    expect(routeBindings.filter(versioned).length).toBeGreaterThan(200);
  });

  it('take If-Match and declare 412 on every versioned update and delete, and nowhere else', () => {
    const wrong = routeBindings.filter((b) => (versioned(b) && writes(b)) !== takesIfMatch(b) || (versioned(b) && writes(b)) !== ('412' in b.schema.response));
    expect(wrong.map((b) => `${b.method} ${b.url} (${b.operationId})`)).toEqual([]);
  });

  it('answer an ETag from every versioned read, create and update, and from nothing else', () => {
    const wrong = routeBindings.filter((b) => (versioned(b) && b.method !== 'DELETE') !== answersEtag(b));
    expect(wrong.map((b) => `${b.method} ${b.url} (${b.operationId})`)).toEqual([]);
  });
});
