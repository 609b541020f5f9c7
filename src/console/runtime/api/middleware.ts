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
      // A form (a FormData body: a file upload) keeps the multipart type and boundary its Request was given;
      // a PATCH's body is a JSON Patch (the contract's one kind of PATCH, generator/model/contract.ts).
      if (request.body !== null && !/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
        request.headers.set('Content-Type', request.method === 'PATCH' ? 'application/json-patch+json' : 'application/json');
      }
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) options.onUnauthorized();
      return response;
    },
  };
}
