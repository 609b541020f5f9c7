/** The ui-settings area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { uiSettingsHandler } from './ui-settings-handler';
export { uiSettingsHandler } from './ui-settings-handler';
export { accountManagementVisible } from './visibility';

export const uiSettingsArea: Area = {
  name: 'ui-settings',
  uses: ['pingone'],
  handlers: ({ navTree }) => ({ getUiSettings: uiSettingsHandler(navTree) }),
};
