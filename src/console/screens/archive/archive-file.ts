import type { components } from '../../../../generated/api-types.gen';
import type { ServerErrorBody } from '../../runtime/errors/server-errors';

export type BulkConfig = components['schemas']['BulkConfig'];
export type BulkImportReport = components['schemas']['BulkImportReport'];
export type ChangedObject = components['schemas']['BulkImportChangedObject'];

/** A chosen file read as an export: its configuration, or why it is not one (the server checks the rest). */
export type ArchiveFile = { ok: true; config: BulkConfig } | { ok: false; reason: 'notJson' | 'notArchive' };

/** The name the export is saved under, as PingFederate's own export names it. */
export const ARCHIVE_FILE_NAME = 'data.json';
/** The name a configuration archive (GET /configArchive/export: data.json and its manifest, zipped) is saved under. */
export const ARCHIVE_ZIP_NAME = 'data.zip';

/** What a chosen file is: a bulk export (data.json) or a configuration archive (a zip), by its name or type. */
export type ArchiveKind = 'bulk' | 'archive';
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];
export const archiveKindOf = (file: { name: string; type: string }): ArchiveKind =>
  /\.zip$/i.test(file.name) || ZIP_TYPES.includes(file.type) ? 'archive' : 'bulk';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a chosen file's text: JSON whose top level has `metadata` (an object) and `operations` (a list). */
export function parseArchiveFile(text: string): ArchiveFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (!isObject(value) || !isObject(value.metadata) || !Array.isArray(value.operations)) return { ok: false, reason: 'notArchive' };
  return { ok: true, config: value as BulkConfig };
}

/** The export as the file's text: indented, so a person can read and compare it. */
export const archiveText = (config: BulkConfig): string => `${JSON.stringify(config, null, 2)}\n`;

export interface ReportCounts {
  created: number;
  changed: number;
  deleted: number;
}

export const reportCounts = (report: BulkImportReport): ReportCounts => ({
  created: report.created.length,
  changed: report.changed.length,
  deleted: report.deleted.length,
});

/** Whether the import would leave the server as it is (nothing created, changed or deleted). */
export const changesNothing = (report: BulkImportReport): boolean => {
  const counts = reportCounts(report);
  return counts.created + counts.changed + counts.deleted === 0;
};

/** Why the server refused the file: its message and each validation error where it points (`operations[3].items[0].name`). */
export interface Refusal {
  message?: string;
  problems: { fieldPath?: string; message: string }[];
}

export function refusalOf(error: ServerErrorBody | undefined): Refusal {
  const problems = (error?.validationErrors ?? []).filter((problem) => problem.message).map((problem) => ({ fieldPath: problem.fieldPath, message: problem.message as string }));
  return { message: error?.message, problems };
}

/** The objects a 412 of an import names as changed since the file was exported (empty for any other answer). */
export function changedSinceOf(status: number, error: unknown): ChangedObject[] {
  if (status !== 412 || !isObject(error) || !Array.isArray(error.changedSince)) return [];
  return error.changedSince.filter((object): object is ChangedObject => isObject(object) && typeof object.resourceType === 'string' && typeof object.id === 'string');
}
