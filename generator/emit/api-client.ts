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
        { isTypeOnly: true, namedImports: ['operations', 'paths'], moduleSpecifier: moduleTo(file, 'generated/api-types.gen.ts') },
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
      // Typed results per status, so a caller narrows on `status` instead of casting `data`.
      file.addTypeAliases([
        {
          name: 'JsonBody',
          typeParameters: ['R'],
          docs: ['The JSON body of one response; undefined when it has none (204).'],
          type: "R extends { content: { 'application/json': infer B } } ? B : undefined",
        },
        {
          isExported: true,
          name: 'OperationAnswer',
          typeParameters: [{ name: 'Id', constraint: 'keyof operations' }],
          docs: [
            'What a call of the operation answers, one member per status the contract declares (2xx: the body as `data`;\n' +
              'others: the ApiResult as `error`, 422 with its validation errors; 204: no body), and status 0 when no answer came.\n' +
              'Every member names both `data` and `error` (the one it lacks as undefined), so either reads without narrowing first;\n' +
              'a 2xx answer of an object the server versions carries its version (its ETag).',
          ],
          type: (writer) =>
            writer
              .write('{').indent(() => {
                writer.writeLine("[S in keyof operations[Id]['responses'] & number]: `${S}` extends `2${string}`");
                writer.indent(() => {
                  writer.writeLine("? { ok: true; status: S; data: JsonBody<operations[Id]['responses'][S]>; error?: undefined; version?: string }");
                  writer.writeLine(": { ok: false; status: S; error: JsonBody<operations[Id]['responses'][S]>; data?: undefined };");
                });
              })
              .write("}[keyof operations[Id]['responses'] & number] | { ok: false; status: 0; data?: undefined; error?: undefined }"),
        },
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
