import { VariableDeclarationKind } from 'ts-morph';
import type { GeneratorModel } from '../model/types';
import { str } from './format';
import { buildFile, moduleTo } from './ts-project';
import type { GeneratedFile } from './types';

/** api-client.gen.ts: the typed openapi-fetch client with the console's auth middleware. */
export function emitApiClient(model: GeneratorModel): GeneratedFile {
  return buildFile({
    path: 'api-client.gen.ts',
    sources: [model.contract.file],
    build(file) {
      file.addImportDeclarations([
        { defaultImport: 'createClient', namedImports: [{ name: 'Client', isTypeOnly: true }], moduleSpecifier: 'openapi-fetch' },
        {
          namedImports: ['consoleAuthMiddleware', { name: 'ConsoleAuthOptions', isTypeOnly: true }],
          moduleSpecifier: moduleTo(file, 'src/console/runtime/api/middleware.ts'),
        },
        { isTypeOnly: true, namedImports: ['paths'], moduleSpecifier: moduleTo(file, 'generated/api-types.gen.ts') },
      ]);
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'API_BASE_URL', initializer: str(model.contract.baseUrl) }],
      });
      file.addTypeAliases([
        { isExported: true, name: 'ApiClient', type: 'Client<paths>' },
        { isExported: true, name: 'ApiClientOptions', type: 'ConsoleAuthOptions & { baseUrl?: string; fetch?: typeof fetch }' },
      ]);
      file.addFunction({
        isExported: true,
        docs: ['A client for the admin API whose requests carry the console\'s credentials.'],
        name: 'createApiClient',
        parameters: [{ name: 'options', type: 'ApiClientOptions' }],
        returnType: 'ApiClient',
        statements: [
          'const client = createClient<paths>({ baseUrl: options.baseUrl ?? API_BASE_URL, fetch: options.fetch });',
          'client.use(consoleAuthMiddleware(options));',
          'return client;',
        ],
      });
    },
  });
}
