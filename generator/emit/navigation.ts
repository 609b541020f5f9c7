import type { PageNavigationEntry } from '../../src/shared/page-model';
import type { GeneratorModel } from '../model/types';
import { literal } from './format';
import { addConstTable, buildFile, moduleTo } from './ts-project';
import type { EmitContext, GeneratedFile } from './types';

/** navigation.gen.ts: the navigation entries of all pages; imports no page module (the server reads it). */
export function emitNavigation(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const entries: PageNavigationEntry[] = model.pages.map(({ definition: d }) => ({
    id: d.navigation.id,
    parent: d.navigation.parent,
    label: d.navigation.label,
    ...(d.navigation.section ? { section: { area: d.navigation.section.area, label: d.navigation.section.label } } : {}),
    route: d.route,
    pageId: d.id,
  }));
  return buildFile({
    path: 'navigation.gen.ts',
    sources: [ctx.pagesGlob],
    build(file, slots) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: ['PageNavigationEntry'], moduleSpecifier: moduleTo(file, 'src/shared/page-model.ts') });
      addConstTable(file, slots, { name: 'pageNavigation', type: 'PageNavigationEntry[]', data: literal(entries) });
    },
  });
}
