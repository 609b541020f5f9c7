/**
 * archive.json, a configuration archive's manifest: what made the archive and from which
 * configuration. An import reads `format` and `formatVersion` to know it can read the rest, and
 * `pfVersion` must agree with data.json's own.
 */
import { badRequest } from '../../core/api-error';

export const ARCHIVE_FORMAT = 'configuration-archive';
export const ARCHIVE_FORMAT_VERSION = 1;

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The PingFederate version of data.json. */
  pfVersion: string;
  /** ISO 8601. */
  exportedAt: string;
  /** The username of the account that exported it. */
  exportedBy: string;
  /** The store's configuration version when the export read it. */
  configurationVersion: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A manifest read from an archive: refused (400) unless it is one this server reads. */
export function checkedManifest(value: unknown): Pick<ArchiveManifest, 'pfVersion'> & Partial<ArchiveManifest> {
  if (!isObject(value) || value.format !== ARCHIVE_FORMAT) throw badRequest(`archive.json is not a configuration archive's manifest (its format must be '${ARCHIVE_FORMAT}').`);
  if (value.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw badRequest(`archive.json has format version ${JSON.stringify(value.formatVersion)}; this server reads version ${ARCHIVE_FORMAT_VERSION} only.`);
  }
  if (typeof value.pfVersion !== 'string') throw badRequest('archive.json names no pfVersion.');
  return value as Pick<ArchiveManifest, 'pfVersion'> & Partial<ArchiveManifest>;
}
