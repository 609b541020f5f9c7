/** The server-settings area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { SERVER_SETTINGS_KEY } from './server-settings';
import { getServerSettings, updateServerSettings } from './server-settings';
export { SERVER_SETTINGS_KEY, getServerSettings, updateServerSettings } from './server-settings';

export const serverSettingsArea: Area = {
  name: 'server-settings',
  uses: [],
  handlers: () => ({ getServerSettings, updateServerSettings }) satisfies AreaHandlers,
  history: [{ namespace: SERVER_SETTINGS_KEY, label: 'Server Settings' }],
};
