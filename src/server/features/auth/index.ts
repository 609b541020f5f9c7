/** The auth area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { createApiToken, extendSession, getSession, login, logout } from './session-handlers';
export { createApiToken, extendSession, getSession, login, logout } from './session-handlers';

export const authArea: Area = {
  name: 'auth',
  uses: [],
  handlers: () => ({ login, logout, getSession, createApiToken, extendSession }),
};
