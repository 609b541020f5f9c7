/**
 * GET /internal/notifications (the bell): conditions an administrator should act on. Each source
 * looks at one part of the server and answers its current notifications; an area adds a kind of
 * notification by declaring its source (`Area.notifications`), and the bell asks them all.
 */
import type { Caller, Handler, ServerContext } from '../../kernel/handler-types';
import type { Notification, NotificationSource } from '../../kernel/notifications';
import { embeddedDatabaseName } from './server-paths';


/** The data directory's log4j2.xml is a customized file from an earlier install. */
export const log4j2Notifications: NotificationSource = async (server) =>
  server.settings.isLog4j2Upgraded
    ? []
    : [
        {
          id: 'log4j2NotUpgraded',
          label: 'Log configuration not upgraded',
          description:
            'The log4j2.xml file in the data directory is a customized file from an earlier version. Merge your changes into the current default file, then review the log settings.',
          route: '/system/server/log-settings',
        },
      ];

/** The configuration lives in a database embedded in this server (trial use only). */
export const embeddedDatabaseNotifications: NotificationSource = async (server, _now, caller) =>
  server.store.embedded
    ? [
        {
          id: 'embeddedDatabase',
          label: 'Embedded database in use',
          description: `The configuration, administrative accounts and console sessions are stored in the ${embeddedDatabaseName(server.store, caller)}. Use it only in trial or training environments.`,
        },
      ]
    : [];

export async function collectNotifications(server: ServerContext, now: Date, caller: Caller, sources: readonly NotificationSource[]): Promise<Notification[]> {
  return (await Promise.all(sources.map((source) => source(server, now, caller)))).flat();
}

/** GET /internal/notifications over the sources every area declares. */
export const notificationsHandler = (sources: readonly NotificationSource[]): Handler<'getNotifications'> => async ({ server, caller }) => ({
  status: 200,
  body: { items: await collectNotifications(server, new Date(), caller, sources) },
});
