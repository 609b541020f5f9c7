/** The shortcuts area: what other parts of the server may use of it. */
export { shortcutHandlers } from './shortcut-handlers';
