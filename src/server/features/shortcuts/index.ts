/** The shortcuts area: what other parts of the server may use of it. */
import { untypedHandlers, type Area } from '../../kernel/area';
import { shortcutHandlers } from './shortcut-handlers';
export { shortcutHandlers } from './shortcut-handlers';

export const shortcutsArea: Area = {
  name: 'shortcuts',
  uses: [],
  handlers: ({ navTree }) => untypedHandlers(Object.fromEntries(shortcutHandlers(navTree))),
};
