import { VariableDeclarationKind } from 'ts-morph';
import type { GeneratorModel } from '../model/types';
import { str } from './format';
import { buildFile, moduleTo } from './ts-project';
import type { EmitContext, GeneratedFile } from './types';

/** routes.gen.ts: one console route per page, loading the page module lazily. */
export function emitRoutes(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  return buildFile({
    path: 'routes.gen.ts',
    sources: [ctx.pagesGlob],
    build(file) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: ['PageRoute'], moduleSpecifier: moduleTo(file, 'src/shared/page-model.ts') });
      // Each route's load() is code (a dynamic import of the page module), so the list is written by ts-morph's writers.
      const routes = model.pages.map(({ definition: d }) => ({
        pageId: str(d.id),
        route: str(d.route),
        navId: str(d.navigation.id),
        title: str(d.title),
        load: `() => import(${str(moduleTo(file, `generated/pages/${d.id}.gen.ts`))})`,
      }));
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: 'pageRoutes',
            type: 'PageRoute[]',
            initializer: (writer) => {
              writer.write('[');
              if (routes.length) {
                writer.indent(() => {
                  for (const route of routes) {
                    writer.inlineBlock(() => Object.entries(route).forEach(([key, value]) => writer.writeLine(`${key}: ${value},`))).write(',').newLine();
                  }
                });
              }
              writer.write(']');
            },
          },
        ],
      });
    },
  });
}
