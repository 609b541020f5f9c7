import { useCallback, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { useFrameActions } from '../../shell/frame/frame-actions';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { useMessages } from '../../runtime/messages/messages-context';

/**
 * Replicate (SPEC 2.14, 8) and Switch to Active: the call, the SPEC's text for its outcome, then
 * the status again; a switch starts the console over in its new role (SPEC 4: the page refreshes).
 */
export function useClusterActions(refresh: () => Promise<void>) {
  const call = useCallOperation();
  const { show } = useMessages();
  const { reloadConsole, refreshBanners } = useFrameActions();
  const [busy, setBusy] = useState(false);

  const replicate = useCallback(async () => {
    setBusy(true);
    const result = await callTyped(call, operations.startReplication);
    show(result.ok ? 'success' : 'error', t(result.ok ? 'cluster.replicate.success' : 'cluster.replicate.failed'));
    await refresh();
    // The frame's replication banner says the same as the page, at once rather than at its next poll.
    refreshBanners();
    setBusy(false);
  }, [call, show, refresh, refreshBanners]);

  const switchToActive = useCallback(async () => {
    setBusy(true);
    const result = await callTyped(call, operations.updateClusterAdminNodeRole);
    setBusy(false);
    if (!result.ok) {
      show('error', t('cluster.switch.failed'));
      return;
    }
    show('success', t('cluster.switch.success'));
    await reloadConsole();
  }, [call, show, reloadConsole]);

  return { busy, replicate, switchToActive };
}
