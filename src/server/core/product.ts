/**
 * What this server is, as it tells clients: the PingFederate version it serves (bulk files and
 * licenses are judged by its major version) and the console's title. Areas import it from here, not
 * from one another's handlers.
 */
export const SERVER_VERSION = '12.1.0';
export const CONSOLE_TITLE = 'PingFederate';
