/** The log-settings area: what other parts of the server may use of it. */
export { LOG_SETTINGS_KEY, getLogSettings, getLogSettingsHandler, putLogSettings, updateLogSettingsHandler } from './log-settings';
export { ensureLog4j2File } from './log4j2-file';
