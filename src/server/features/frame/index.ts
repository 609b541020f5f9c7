/** The frame area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { frameHandlers } from './frame-handlers';
import { embeddedDatabaseNotifications, log4j2Notifications } from './notifications';
export { frameHandlers } from './frame-handlers';

export const frameArea: Area = {
  name: 'frame',
  uses: ['cluster', 'license'],
  handlers: ({ notifications }) => frameHandlers(notifications),
  notifications: [log4j2Notifications, embeddedDatabaseNotifications],
};
