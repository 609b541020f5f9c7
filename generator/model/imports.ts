import type { ImportDefinition, JsonSchema, PageDefinition } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileImport } from '../load/page-file';
import { operationForm } from './row-actions';
import { objectProperties } from './schema-walk';
import type { ContractOperation } from './types';

export interface ImportContext {
  operation: (operationId: string, at: string) => ContractOperation;
  inline: (schema: unknown, at: string) => JsonSchema;
  ref: (op: ContractOperation) => PageDefinition['operations']['create'];
  fail: Fail;
  /** The page's entity schema: what an import answers, a draft (200) or the object it saved (201). */
  entitySchema: string;
  /** The page's create body when it is not the entity (a generate form): then only saving imports fit. */
  createSchema: string | undefined;
}

/**
 * A table page's imports: each a form over its operation's request body, sent without path
 * parameters. Its answer is an object of the page's entity schema: 200, a new unsaved object for
 * the create form (Import Metadata), or 201, the object the server read and saved (a key pair
 * file), after which the list reloads. Like a row action's, its form is a page definition of its
 * own (`<page-id>.<import-id>`).
 */
export function buildImports(imports: readonly PageFileImport[], head: Pick<PageDefinition, 'id' | 'route' | 'navigation'>, at: string, ctx: ImportContext): ImportDefinition[] {
  const ids = new Set<string>();
  return imports.map((entry, i) => {
    const importAt = `${at}/imports/${i}`;
    if (ids.has(entry.id)) ctx.fail(`${importAt}/id`, `duplicate import "${entry.id}"`, `Give each import an id of its own (in use: ${[...ids].join(', ')}).`);
    ids.add(entry.id);
    const op = ctx.operation(entry.operation, `${importAt}/operation`);
    const instead = 'Name a POST operation without path parameters whose request body the import form fills (e.g. `POST /<collection>/import`).';
    if (op.method !== 'post') ctx.fail(`${importAt}/operation`, `an import needs a POST operation ("${op.operationId}" is ${op.method.toUpperCase()})`, instead);
    if (op.parameters.some((p) => p.in === 'path')) ctx.fail(`${importAt}/operation`, `an import needs an operation without path parameters ("${op.operationId}" has some)`, instead);
    if (!op.requestBody) ctx.fail(`${importAt}/operation`, `an import needs an operation with a request body ("${op.operationId}" has none)`, `Give "${op.operationId}" a request body (what the import form sends) in the contract, or name another operation.`);
    const outcome = importOutcome(op, ctx, importAt);
    const properties = objectProperties(ctx.inline(op.requestBody?.schema, `${importAt}/operation`));
    const form = operationForm(entry, op, properties, head, importAt, ctx);
    return { id: entry.id, label: entry.label, outcome, form };
  });
}

/** What the import's success answer is: a draft for the create form (200) or a saved object (201). */
function importOutcome(op: ContractOperation, ctx: ImportContext, at: string): ImportDefinition['outcome'] {
  const entity = `#/components/schemas/${ctx.entitySchema}`;
  const answers = (status: string) => (op.responses[status] as { $ref?: string } | undefined)?.$ref === entity;
  if (answers('201')) return 'created';
  if (!answers('200')) {
    ctx.fail(
      `${at}/operation`,
      `"${op.operationId}" must answer the page's entity schema "${ctx.entitySchema}"`,
      `Answer 200 with \`$ref: "${entity}"\` (a new object for the create form), or 201 with it (the object it saved), in the contract.`,
    );
  }
  if (ctx.createSchema) {
    ctx.fail(`${at}/operation`, `"${op.operationId}" answers a draft for the create form, but this page's create form is "${ctx.createSchema}", not its entity`, `Make the import save: answer 201 with \`$ref: "${entity}"\` instead of 200.`);
  }
  return 'draft';
}
