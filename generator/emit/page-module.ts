import { VariableDeclarationKind } from 'ts-morph';
import type { GeneratorModel, PageModel } from '../model/types';
import { literal } from './format';
import { buildFile, moduleTo } from './ts-project';
import type { GeneratedFile } from './types';

/** pages/<id>.gen.ts: the page's PageDefinition as the default export. */
export function emitPageModule(model: GeneratorModel, page: PageModel): GeneratedFile {
  return buildFile({
    path: `pages/${page.definition.id}.gen.ts`,
    sources: [page.file, model.contract.file],
    build(file, slots) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: ['PageDefinition'], moduleSpecifier: moduleTo(file, 'src/shared/page-model.ts') });
      file.addVariableStatement({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'page', type: 'PageDefinition', initializer: slots.expression(literal(page.definition)) }],
      });
      file.addExportAssignment({ isExportEquals: false, expression: 'page' });
    },
  });
}
