import type { Middleware } from 'openapi-fetch';
import { XSRF_HEADER, XSRF_VALUE } from './xsrf';

export type ConsoleAuthOptions = {
  getToken: () => Promise<string | undefined>;
  onUnauthorized: () => void;
};

/** Adds the console's credentials and XSRF header to every admin API call; reacts to 401. */
export function consoleAuthMiddleware(options: ConsoleAuthOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = await options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set(XSRF_HEADER, XSRF_VALUE);
      if (request.body !== null) request.headers.set('Content-Type', 'application/json');
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) options.onUnauthorized();
      return response;
    },
  };
}
