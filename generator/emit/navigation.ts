import type { PageNavigationEntry } from '../../src/shared/page-model';
import type { GeneratorModel } from '../model/types';
import { header, literal } from './format';
import type { EmitContext, GeneratedFile } from './types';

/** navigation.gen.ts: the navigation entries of all pages; imports no page module (the server reads it). */
export function emitNavigation(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const entries: PageNavigationEntry[] = model.pages.map(({ definition: d }) => ({
    id: d.navigation.id,
    parent: d.navigation.parent,
    label: d.navigation.label,
    route: d.route,
    pageId: d.id,
  }));
  const content = `${header([ctx.pagesGlob])}
import type { PageNavigationEntry } from '../src/shared/page-model';

export const pageNavigation: PageNavigationEntry[] = ${literal(entries)};
`;
  return { path: 'navigation.gen.ts', content };
}
