/** The configuration archive's handlers: PingFederate's /configArchive over the bulk export and import. */
import type { AreaHandlers } from '../../kernel/area';
import type { BulkConfiguration } from '../bulk/index';
import { exportArchive } from './archive-export';
import { importArchive } from './archive-import';
import { ARCHIVE_FILE_NAME } from './archive-zip';

export function archiveHandlers(bulk: BulkConfiguration) {
  return {
    exportConfigArchive: async (context) => ({ status: 200, body: await exportArchive(bulk, context), contentType: 'application/zip', fileName: ARCHIVE_FILE_NAME }),
    importConfigArchive: async ({ server, caller, request, query, body }) => ({
      status: 200,
      // The form's file part arrives as base64 (http/multipart-body.ts), checked by the contract as a string.
      body: await importArchive(bulk, { server, caller, request }, Buffer.from(body.file, 'base64'), {
        dryRun: query.dryRun ?? false,
        failFast: query.failFast ?? true,
        forceImport: query.forceImport ?? false,
        forceUnsupportedImport: query.forceUnsupportedImport ?? false,
        mode: query.mode,
        dropUnknownFields: query.dropUnknownFields ?? false,
        overwriteChanges: query.overwriteChanges ?? false,
      }),
    }),
  } satisfies AreaHandlers;
}
