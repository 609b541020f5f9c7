/** The shortcuts area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { shortcutHandlers } from './shortcut-handlers';
export { shortcutHandlers } from './shortcut-handlers';

export const shortcutsArea: Area = {
  name: 'shortcuts',
  uses: [],
  handlers: ({ navTree }) => shortcutHandlers(navTree),
};
