import { itemPathSiblings } from '../model/path-siblings';
import type { GeneratorModel } from '../model/types';
import { literal } from './format';
import { addConstTable, buildFile } from './ts-project';
import type { GeneratedFile } from './types';

/**
 * item-path-siblings.gen.ts: collection path → the literal segments beside its item segment, the
 * ids the server refuses on create (generic resources and hand-written handlers read the same table).
 */
export function emitItemPathSiblings(model: GeneratorModel): GeneratedFile {
  return buildFile({
    path: 'item-path-siblings.gen.ts',
    sources: [model.contract.file],
    build(file, slots) {
      addConstTable(file, slots, { name: 'itemPathSiblings', type: 'Readonly<Record<string, readonly string[]>>', data: literal(itemPathSiblings(model.contract)) });
    },
  });
}
