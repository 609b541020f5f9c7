import { useEffect } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageTextOr } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import type { OperationResult } from '../api/operation-caller';
import { useMessages } from '../messages/messages-context';
import type { Values } from '../values/paths';

/**
 * Loads a settings page's whole document once (again when `loads` changes: after a revert) and
 * hands it to `accept` (a stable callback) with its version, when the server keeps one; a failure is shown as the server's message, else the
 * page's own load-failed text, unless `refused` (stable too) takes it (a setup's refusal) and answers true.
 */
export function useSettingsDocument(page: PageDefinition, accept: (settings: Values, version?: string) => void, loads = 0, refused?: (result: OperationResult<Values>) => boolean): void {
  const call = useCallOperation();
  const { show } = useMessages();
  useEffect(() => {
    if (!page.operations.get) return;
    void call<Values>(page.operations.get).then((result) => {
      if (result.ok) accept(result.data ?? {}, result.version);
      else if (!refused?.(result)) show('error', result.error?.message || pageTextOr(page.id, 'loadFailed', 'common.loadFailed'));
    });
  }, [accept, call, page.id, page.operations.get, show, loads, refused]);
}
