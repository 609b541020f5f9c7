import { useCallback } from 'react';
import type { DownloadDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { useMessages } from '../messages/messages-context';
import { saveFile } from '../ui/save-file';
import { fillTemplate, getPath, type Values } from '../values/paths';

/** The file name of a download for one row: its {property} placeholders filled from the row. */
export const downloadFileName = (download: DownloadDefinition, row: Values) => fillTemplate(download.fileName, row);

/** A POST download's request body, its values filled from the row. */
const downloadBody = (download: DownloadDefinition, row: Values) => Object.fromEntries(Object.entries(download.body ?? {}).map(([name, template]) => [name, fillTemplate(template, row)]));

/** The call of a row's download: the row's key in the path, or (a POST download) in the body. */
const downloadCall = (download: DownloadDefinition, key: string, row: Values) =>
  download.body
    ? { body: downloadBody(download, row), parseAs: download.answer === 'jsonString' ? ('json' as const) : ('text' as const) }
    : { path: objectPath(download.operation, key, String(getPath(row, key))), parseAs: 'text' as const };

/** Fetches a row's file and saves it; a refusal shows the server's message. */
export function useDownload(key: string, nameOf: (row: Values) => string) {
  const call = useCallOperation();
  const { show } = useMessages();
  return useCallback(
    async (download: DownloadDefinition, row: Values) => {
      const result = await call<string>(download.operation, downloadCall(download, key, row));
      if (result.ok && typeof result.data === 'string') saveFile(result.data, downloadFileName(download, row), download.mediaType);
      // A refusal of a download's body (422) says why in its validation error, not in the ApiResult's general message.
      else show('error', result.error?.validationErrors?.[0]?.message || result.error?.message || t('table.downloadFailed', { name: nameOf(row) }));
    },
    [call, show, key, nameOf],
  );
}
