/** The ui-settings area: what other parts of the server may use of it. */
export { uiSettingsHandler } from './ui-settings-handler';
export { accountManagementVisible } from './visibility';
