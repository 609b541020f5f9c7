/** The log-settings area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { LOG_SETTINGS_KEY } from './log-settings';
import { getLogSettingsHandler, updateLogSettingsHandler } from './log-settings';
export { LOG_SETTINGS_KEY, getLogSettings, getLogSettingsHandler, putLogSettings, updateLogSettingsHandler } from './log-settings';
export { ensureLog4j2File } from './log4j2-file';

export const logSettingsArea: Area = {
  name: 'log-settings',
  uses: [],
  handlers: () => ({ getLogSettings: getLogSettingsHandler, updateLogSettings: updateLogSettingsHandler }) satisfies AreaHandlers,
  replaces: {
    getLogSettings: 'the categories are the reference server\'s fixed list; only enabled is stored',
    updateLogSettings: 'a category left out is disabled and names and descriptions are ignored, as in PingFederate',
  },
  history: [{ namespace: LOG_SETTINGS_KEY, label: 'Log Settings' }],
};
