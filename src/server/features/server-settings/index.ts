/** The server-settings area: what other parts of the server may use of it. */
export { SERVER_SETTINGS_KEY, getServerSettings, updateServerSettings } from './server-settings';
