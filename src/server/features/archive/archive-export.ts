/** GET /configArchive/export: the caller's bulk export (secrets only encrypted) and its manifest, zipped. */
import type { BulkConfiguration, ImportCaller } from '../bulk/index';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest } from './archive-manifest';
import { packArchive } from './archive-zip';

export async function exportArchive(bulk: BulkConfiguration, { server, caller, request }: ImportCaller): Promise<Buffer> {
  // Read first: the export holds this version's configuration at least.
  const { version } = await server.store.getConfigurationState();
  const data = await bulk.export({ server, caller, request }, { excludeSecrets: false });
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    pfVersion: data.metadata.pfVersion,
    exportedAt: new Date(server.now()).toISOString(),
    exportedBy: caller.username ?? '',
    configurationVersion: version,
  };
  return packArchive(data, manifest);
}
