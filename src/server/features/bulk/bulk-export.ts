/**
 * GET /bulk/export: the configuration in PingFederate's bulk format, read through each resource
 * type's own read operation with the caller's credentials, so an export holds exactly what the
 * caller could read one object at a time (secrets only as their encrypted values, sealed under the
 * transport key so that any server with this master.key opens them).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { components } from '../../../../generated/api-types.gen';
import type { Caller, ServerContext } from '../../kernel/handler-types';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import type { RouteBinding } from '../../../shared/route-binding';
import { ApiError, apiResult } from '../../core/api-error';
import { mayCallBinding } from '../../kernel/authorize';
import { callerRequests, type CallerRequest } from '../../kernel/caller-requests';
import { SERVER_VERSION } from '../../core/product';
import { objectPath, type BulkType } from './bulk-catalog';
import { listedItems, settingsItems } from './listed-items';
import { sealedForTransport, withoutSecrets } from './sealed-secrets';
import { exportedConfigStore } from './config-store-operations';
import { configurationId } from './object-versions';

type BulkConfig = components['schemas']['BulkConfig'];
type BulkObjectVersions = components['schemas']['BulkObjectVersions'];

/** The configuration `caller` may read, as its own reads answer it. */
export async function exportConfiguration(
  catalog: readonly BulkType[],
  secretSiblings: ReadonlySet<string>,
  { server, caller, request }: { server: ServerContext; caller: Caller; request: FastifyRequest },
  options: { excludeSecrets: boolean },
  /** The read of a config store bundle: its bundles come first, as in PingFederate's exports. */
  configStoreRead?: RouteBinding,
  /** The versions of a type's objects now (and of its embedded collections'), which the file records (object-versions.ts). */
  versionsOf: (type: BulkType) => Promise<BulkObjectVersions[]> = async () => [],
): Promise<BulkConfig> {
  const read = callerRequests(request);
  const operations: BulkConfig['operations'] = await exportedConfigStore(server.store, read, caller, configStoreRead);
  const versions: BulkObjectVersions[] = [];
  for (const type of catalog) {
    // A part of a document (/serverSettings/emailServer) is exported in it, as PingFederate does.
    if (!mayCallBinding(caller, type.read) || type.partOf) continue;
    // Read before the objects: what changes in between is a change since the export.
    const recorded = await versionsOf(type);
    if (type.files) {
      // A private key is a secret: without secrets, key pairs are left out; certificates are not secret.
      if (!mayCallBinding(caller, type.files.export) || (options.excludeSecrets && type.files.form === 'pkcs12')) continue;
      operations.push({ operationType: 'SAVE', resourceType: type.resourceType, items: await exportedFiles(type, read, server.keys) });
      versions.push(...recorded);
      continue;
    }
    const answer = await read('GET', type.resourceType);
    // The caller may read it (checked above): a refusal says this deployment has none (cluster settings when standalone).
    if (answer.statusCode === 403) continue;
    versions.push(...recorded);
    if (answer.statusCode !== 200) {
      request.log.error({ resourceType: type.resourceType, status: answer.statusCode }, 'bulk export: a read failed');
      throw new ApiError(500, apiResult('export_failed', `The export could not read ${type.resourceType} (it answered ${answer.statusCode}); nothing was exported.`));
    }
    const body: unknown = answer.json();
    const items = type.kind === 'settings' ? settingsItems(body) : listedItems(body);
    operations.push({
      operationType: 'SAVE',
      resourceType: type.resourceType,
      items: options.excludeSecrets
        ? items.map((item) => withoutSecrets(item, secretSiblings) as Record<string, unknown>)
        : await Promise.all(items.map(async (item) => (await sealedForTransport(item, secretSiblings, server.keys)) as Record<string, unknown>)),
    });
  }
  const configuration = await configurationId(server.store);
  const recorded = versions.length > 0 && configuration !== undefined ? { configurationId: configuration, versions } : {};
  return { metadata: { pfVersion: SERVER_VERSION, ...recorded }, operations };
}

/** Every object of a collection of files as its import takes it: a certificate's PEM, a key pair's PKCS#12 under a fresh password exported encrypted. */
async function exportedFiles(type: BulkType, read: CallerRequest, keys: ConfigurationKeys): Promise<Record<string, unknown>[]> {
  const listed = await read('GET', type.resourceType);
  const body = listed.json() as { items: { id: string }[] };
  const items: Record<string, unknown>[] = [];
  for (const { id } of body.items) {
    if (type.files?.form === 'certificate') {
      items.push({ id, fileData: (await fileAnswer(read('GET', `${objectPath(type, id)}/file`), type, id)).toString('utf8') });
      continue;
    }
    const password = randomBytes(24).toString('base64url');
    const file = await fileAnswer(read('POST', `${objectPath(type, id)}/pkcs12`, { password }), type, id);
    items.push({ id, fileData: file.toString('base64'), format: 'PKCS12', encryptedPassword: keys.sealForTransport(password) });
  }
  return items;
}

async function fileAnswer(answer: Promise<LightMyRequestResponse>, type: BulkType, id: string): Promise<Buffer> {
  const made = await answer;
  if (made.statusCode !== 200) throw new ApiError(500, apiResult('export_failed', `The export could not read the file of ${type.resourceType} '${id}' (it answered ${made.statusCode}); nothing was exported.`));
  return made.rawPayload;
}
