import type { ImportDefinition, JsonSchema, PageDefinition } from '../../src/shared/page-model';
import type { PageFileImport } from '../load/page-file';
import { operationForm } from './row-actions';
import { objectProperties } from './schema-walk';
import type { ContractOperation } from './types';

type Fail = (at: string, reason: string) => never;

export interface ImportContext {
  operation: (operationId: string, at: string) => ContractOperation;
  inline: (schema: unknown, at: string) => JsonSchema;
  ref: (op: ContractOperation) => PageDefinition['operations']['create'];
  fail: Fail;
  /** The page's entity schema, which the import's answer must be: the create form opens with it. */
  entitySchema: string;
}

/**
 * A table page's imports (Import Metadata): each a form over its operation's request body, sent
 * without path parameters, whose 200 answer is a new object of the page's entity schema for the
 * create form. Like a row action's, its form is a page definition of its own (`<page-id>.<import-id>`).
 */
export function buildImports(imports: readonly PageFileImport[], head: Pick<PageDefinition, 'id' | 'route' | 'navigation'>, at: string, ctx: ImportContext): ImportDefinition[] {
  const ids = new Set<string>();
  return imports.map((entry, i) => {
    const importAt = `${at}/imports/${i}`;
    if (ids.has(entry.id)) ctx.fail(`${importAt}/id`, `duplicate import "${entry.id}"`);
    ids.add(entry.id);
    const op = ctx.operation(entry.operation, `${importAt}/operation`);
    if (op.method !== 'post') ctx.fail(`${importAt}/operation`, `an import needs a POST operation ("${op.operationId}" is ${op.method.toUpperCase()})`);
    if (op.parameters.some((p) => p.in === 'path')) ctx.fail(`${importAt}/operation`, `an import needs an operation without path parameters ("${op.operationId}" has some)`);
    if (!op.requestBody) ctx.fail(`${importAt}/operation`, `an import needs an operation with a request body ("${op.operationId}" has none)`);
    const answer = (op.responses['200'] ?? undefined) as { $ref?: string } | undefined;
    if (answer?.$ref !== `#/components/schemas/${ctx.entitySchema}`) {
      ctx.fail(`${importAt}/operation`, `"${op.operationId}" must answer 200 with the page's entity schema "${ctx.entitySchema}", the object the create form opens with`);
    }
    const properties = objectProperties(ctx.inline(op.requestBody?.schema, `${importAt}/operation`));
    const form = operationForm(entry, op, properties, head, importAt, ctx);
    return { id: entry.id, label: entry.label, form };
  });
}
