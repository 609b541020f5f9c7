/**
 * GET /internal/frameStatus: the frame's background data in one answer, each part exactly what
 * its own operation answers (the same handlers run), so a starting console asks once.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { Handler, RouteContext } from '../../kernel/handler-types';

type FrameStatus = components['schemas']['FrameStatus'];

/** What every part's operation receives: like the frame status, no parameters and no body. */
type PartContext = Omit<RouteContext, 'params' | 'query' | 'body'> & { params: Record<string, never>; query: Record<string, never>; body: undefined };

/** Each part: a handler that answers the part's body with 200 (a refusal is thrown, and answers for the whole). */
type FrameParts = { [Part in keyof FrameStatus]: (context: PartContext) => Promise<{ status: 200; body: FrameStatus[Part] }> };

export function frameStatusHandler(parts: FrameParts): Handler<'getFrameStatus'> {
  return async (context) => {
    const [notifications, licenseExpiryStatus, internalDbWarnings, activePassiveConsoleInfo, activeAdministrators, replicationInfo, synchronizationInfo] =
      await Promise.all([
        parts.notifications(context),
        parts.licenseExpiryStatus(context),
        parts.internalDbWarnings(context),
        parts.activePassiveConsoleInfo(context),
        parts.activeAdministrators(context),
        parts.replicationInfo(context),
        parts.synchronizationInfo(context),
      ]);
    return {
      status: 200,
      body: {
        notifications: notifications.body,
        licenseExpiryStatus: licenseExpiryStatus.body,
        internalDbWarnings: internalDbWarnings.body,
        activePassiveConsoleInfo: activePassiveConsoleInfo.body,
        activeAdministrators: activeAdministrators.body,
        replicationInfo: replicationInfo.body,
        synchronizationInfo: synchronizationInfo.body,
      },
    };
  };
}
