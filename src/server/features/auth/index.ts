/** The auth area: what other parts of the server may use of it. */
export { createApiToken, extendSession, getSession, login, logout } from './session-handlers';
