import type { GeneratorModel } from '../model/types';
import { header, str } from './format';
import type { EmitContext, GeneratedFile } from './types';

/** routes.gen.ts: one console route per page, loading the page module lazily. */
export function emitRoutes(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const entries = model.pages.map(({ definition: d }) =>
    [
      '  {',
      `    pageId: ${str(d.id)},`,
      `    route: ${str(d.route)},`,
      `    navId: ${str(d.navigation.id)},`,
      `    title: ${str(d.title)},`,
      `    load: () => import('./pages/${d.id}.gen'),`,
      '  },',
    ].join('\n'),
  );
  const content = `${header([ctx.pagesGlob])}
import type { PageRoute } from '../src/shared/page-model';

export const pageRoutes: PageRoute[] = [${entries.length ? `\n${entries.join('\n')}\n` : ''}];
`;
  return { path: 'routes.gen.ts', content };
}
