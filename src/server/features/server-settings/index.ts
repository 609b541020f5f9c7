/** The server-settings area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { SERVER_SETTINGS_KEY } from './server-settings';
import { getServerSettings, updateServerSettings } from './server-settings';
import { serverSettingsPartHandlers } from './server-settings-parts';
import { getVersion } from './version';
export { SERVER_SETTINGS_KEY, getServerSettings, updateServerSettings } from './server-settings';

/** Why the parts' operations, which pages edit, are answered here rather than by the generic settings resource. */
const PART_OF_THE_DOCUMENT = 'a part of the one /serverSettings document (its secrets and references kept with it), not a document of its own';

export const serverSettingsArea: Area = {
  name: 'server-settings',
  uses: [],
  handlers: () => ({ getServerSettings, updateServerSettings, getVersion, ...serverSettingsPartHandlers() }) satisfies AreaHandlers,
  replaces: {
    getNotificationSettings: PART_OF_THE_DOCUMENT,
    updateNotificationSettings: PART_OF_THE_DOCUMENT,
    getEmailServerSettings: PART_OF_THE_DOCUMENT,
    updateEmailServerSettings: PART_OF_THE_DOCUMENT,
    getCaptchaSettings: PART_OF_THE_DOCUMENT,
    updateCaptchaSettings: PART_OF_THE_DOCUMENT,
  },
  history: [{ namespace: SERVER_SETTINGS_KEY, label: 'Server Settings' }],
};
