import type { GeneratorModel } from '../model/types';
import { header, str } from './format';
import type { GeneratedFile } from './types';

/** api-client.gen.ts: the typed openapi-fetch client with the console's auth middleware. */
export function emitApiClient(model: GeneratorModel): GeneratedFile {
  const content = `${header([model.contract.file])}
import createClient, { type Client } from 'openapi-fetch';
import { consoleAuthMiddleware, type ConsoleAuthOptions } from '../src/console/runtime/api/middleware';
import type { paths } from './api-types.gen';

export const API_BASE_URL = ${str(model.contract.baseUrl)};

export type ApiClient = Client<paths>;

export type ApiClientOptions = ConsoleAuthOptions & { baseUrl?: string; fetch?: typeof fetch };

/** A client for the admin API whose requests carry the console's credentials. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? API_BASE_URL, fetch: options.fetch });
  client.use(consoleAuthMiddleware(options));
  return client;
}
`;
  return { path: 'api-client.gen.ts', content };
}
