import type { GeneratorModel, PageModel } from '../model/types';
import { header, literal } from './format';
import type { GeneratedFile } from './types';

/** pages/<id>.gen.ts: the page's PageDefinition as the default export. */
export function emitPageModule(model: GeneratorModel, page: PageModel): GeneratedFile {
  const content = `${header([page.file, model.contract.file])}
import type { PageDefinition } from '../../src/shared/page-model';

const page: PageDefinition = ${literal(page.definition)};

export default page;
`;
  return { path: `pages/${page.definition.id}.gen.ts`, content };
}
