/**
 * GET /internal/frameStatus: the frame's background data in one answer, each part exactly what
 * its own operation answers (the same handlers run), so a starting console asks once.
 */
import type { RouteHandler } from '../../kernel/handler-types';

type Part = 'notifications' | 'licenseExpiryStatus' | 'internalDbWarnings' | 'activePassiveConsoleInfo' | 'activeAdministrators' | 'replicationInfo' | 'synchronizationInfo';

export function frameStatusHandler(parts: Record<Part, RouteHandler>): RouteHandler {
  return async (context) => {
    const answers = await Promise.all(Object.entries(parts).map(async ([name, handler]) => [name, await handler(context)] as const));
    // Each part answers 200 to a signed-in session; a part that does not answers for the whole.
    const refused = answers.find(([, answer]) => answer.status !== 200);
    if (refused) return refused[1];
    return { status: 200, body: Object.fromEntries(answers.map(([name, answer]) => [name, answer.body])) };
  };
}
