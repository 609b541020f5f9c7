/**
 * POST /configArchive/import: the archive's data.json imported as POST /bulk/import imports a
 * file (one transaction, all or nothing), after the archive-only checks: its manifest, its
 * version agreeing with data.json's, and no missing components unless forceImport.
 */
import type { components } from '../../../../generated/api-types.gen';
import { badRequest } from '../../core/api-error';
import { checkVersion, type ImportCaller } from '../bulk/index';
import type { BulkConfiguration, ImportMode } from '../bulk/index';
import { checkedBulkFile } from './archive-data-check';
import { checkedManifest } from './archive-manifest';
import { unpackArchive } from './archive-unpack';
import { DATA_ENTRY, MANIFEST_ENTRY } from './archive-zip';
import { refuseMissingComponents } from './missing-components';

type BulkImportReport = components['schemas']['BulkImportReport'];

export interface ArchiveImportOptions {
  dryRun: boolean;
  failFast: boolean;
  /** Skip (and report) the resource types this server does not serve instead of refusing the archive. */
  forceImport: boolean;
  /** Import an archive of a later version. */
  forceUnsupportedImport: boolean;
  mode?: ImportMode;
  dropUnknownFields: boolean;
  /** Import over objects changed since the export instead of refusing (412). */
  overwriteChanges: boolean;
}

export async function importArchive(bulk: BulkConfiguration, from: ImportCaller, zip: Uint8Array, options: ArchiveImportOptions): Promise<BulkImportReport> {
  const { data, manifest } = await unpackArchive(zip);
  const { pfVersion } = checkedManifest(manifest);
  const file = checkedBulkFile(data);
  if (file.metadata.pfVersion !== pfVersion) {
    throw badRequest(`${MANIFEST_ENTRY} names PingFederate ${pfVersion} but ${DATA_ENTRY} names ${file.metadata.pfVersion}: the archive is inconsistent.`);
  }
  if (!options.forceImport) refuseMissingComponents(file, bulk.importer.skipped(file));
  checkVersion(pfVersion, options.forceUnsupportedImport, 'forceUnsupportedImport');
  // A later version's archive, forced, is taken as far as this version has its fields.
  const dropUnknownFields = options.dropUnknownFields || options.forceUnsupportedImport;
  const { overwriteChanges, ...rest } = options;
  return bulk.importer.run(from, file, { ...rest, dropUnknownFields, anyVersion: true, checkVersions: !overwriteChanges });
}
