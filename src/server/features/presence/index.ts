/** The presence area: which browser tabs have a configuration object open ("Also editing: …"). */
import type { Area } from '../../kernel/area';
import { serverHistoryCatalog } from '../history/index';
import { PresenceBoard } from './presence-board';
import { presenceHandlers } from './presence-handlers';
export { PRESENCE_LIMITS, PresenceBoard } from './presence-board';
export type { PresenceEntry, PresenceLimits } from './presence-board';

export const presenceArea: Area = {
  name: 'presence',
  uses: ['history'],
  // One board per server built (handlers are made once at start-up): kept in this node's memory.
  handlers: ({ history }) => presenceHandlers(serverHistoryCatalog(history), new PresenceBoard()),
};
