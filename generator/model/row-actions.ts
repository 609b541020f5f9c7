import type { JsonSchema, PageDefinition, RowActionDefinition } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileField, PageFileRowAction } from '../load/page-file';
import { checkFieldProperty, checkShownWhen } from './field-checks';
import { notAPropertyIn } from './fixes';
import { buildField } from './fields';
import { buildFormSchema } from './form-schema';
import { objectProperties, propertyAt } from './schema-walk';
import type { ContractOperation } from './types';

export interface RowActionContext {
  operation: (operationId: string, at: string) => ContractOperation;
  inline: (schema: unknown, at: string) => JsonSchema;
  ref: (op: ContractOperation) => PageDefinition['operations']['create'];
  fail: Fail;
}

/** What an operation's dialog form is made of: a row action's or an import's id, label, fields and texts. */
interface OperationFormSource {
  id: string;
  label: string;
  fields: readonly PageFileField[];
  texts: Record<string, string>;
}

/**
 * The form of a dialog sent to one operation (a row action, an import): fields over properties of
 * the operation's request body, as a page definition of its own (id `<page-id>.<id>`), so the form
 * runtime, the messages and the precompiled validators treat it like any page's form.
 */
export function operationForm(
  source: OperationFormSource,
  op: ContractOperation,
  properties: Record<string, JsonSchema>,
  head: Pick<PageDefinition, 'id' | 'route' | 'navigation'>,
  at: string,
  ctx: Pick<RowActionContext, 'ref' | 'fail'>,
): PageDefinition {
  const fields = source.fields.map((field, j) => {
    const fieldAt = `${at}/fields/${j}`;
    const property = propertyAt(properties, field.name);
    if (!property) ctx.fail(`${fieldAt}/name`, ...notAPropertyIn(field.name, `the request body of "${op.operationId}"`, properties, `that body's schema in the contract`));
    checkFieldProperty(field, property, fieldAt, ctx.fail);
    return buildField(field, property);
  });
  checkShownWhen(fields, (name) => propertyAt(properties, name) as JsonSchema, at, ctx.fail);
  return {
    id: `${head.id}.${source.id}`,
    title: source.label,
    route: head.route,
    navigation: { ...head.navigation },
    view: 'settingsForm',
    operations: { create: ctx.ref(op) },
    fields,
    formSchema: buildFormSchema(fields, properties),
    textKeys: Object.keys(source.texts).sort(),
  };
}

/**
 * A table row's actions: each a form over properties of its operation's request body, sent with
 * the row's key in the operation's only path parameter. Its form is a page definition of its own
 * (id `<page-id>.<action-id>`), so the form runtime, the messages and the precompiled validators
 * treat it like any page's form.
 */
export function buildRowActions(actions: readonly PageFileRowAction[], head: Pick<PageDefinition, 'id' | 'route' | 'navigation'>, at: string, ctx: RowActionContext): RowActionDefinition[] {
  const ids = new Set<string>();
  return actions.map((action, i) => {
    const actionAt = `${at}/rowActions/${i}`;
    if (ids.has(action.id)) ctx.fail(`${actionAt}/id`, `duplicate row action "${action.id}"`, `Give each row action an id of its own (in use: ${[...ids].join(', ')}).`);
    ids.add(action.id);
    const op = ctx.operation(action.operation, `${actionAt}/operation`);
    if (op.method !== 'post' && op.method !== 'put') {
      ctx.fail(`${actionAt}/operation`, `a row action needs a POST or PUT operation ("${op.operationId}" is ${op.method.toUpperCase()})`, 'Name the POST or PUT operation that acts on one row (`/<collection>/{id}/<action>`).');
    }
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    if (pathParams.length !== 1) {
      ctx.fail(`${actionAt}/operation`, `a row action needs an operation with exactly one path parameter, for the row's key ("${op.operationId}" has ${pathParams.length})`, 'Name an operation whose path has one parameter, the row\'s key (`/<collection>/{id}/<action>`).');
    }
    const withForm = action.fields !== undefined;
    if (withForm && !op.requestBody) ctx.fail(`${actionAt}/operation`, `a row action with fields needs an operation with a request body ("${op.operationId}" has none)`, `Remove fields (the action then sends no body), or give "${op.operationId}" a request body in the contract.`);
    if (!withForm && op.requestBody?.required) {
      ctx.fail(`${actionAt}/operation`, `a row action without fields calls its operation without a body ("${op.operationId}" requires one)`, 'Add fields (the form that fills the body), or make the request body optional in the contract.');
    }
    if (withForm && !action.texts.submit) ctx.fail(`${actionAt}/texts`, 'a row action with fields needs the text submit', 'Add `submit: "…"` (the label of the button that sends the form) to the action\'s texts.');
    if (!action.result && !action.texts.done) ctx.fail(`${actionAt}/texts`, 'a row action without result needs the text done', 'Add `done: "…"` (what the dialog says when it succeeded) to the action\'s texts, or add result.');
    const properties = op.requestBody ? objectProperties(ctx.inline(op.requestBody.schema, `${actionAt}/operation`)) : {};
    if (action.result) checkResult(action.result, op, actionAt, ctx);
    const form = operationForm({ ...action, fields: action.fields ?? [] }, op, properties, head, actionAt, ctx);
    return { id: action.id, label: action.label, form, ...(action.result ? { result: { ...action.result } } : {}) };
  });
}

/** A result names a boolean and a string property of the operation's 200 answer. */
function checkResult(result: { success: string; message: string }, op: ContractOperation, at: string, ctx: RowActionContext): void {
  const answer = op.responses['200'];
  if (!answer) ctx.fail(`${at}/result`, `"${op.operationId}" has no 200 answer to show`, `Remove result (the dialog then says the text done), or give "${op.operationId}" a 200 answer in the contract.`);
  const properties = objectProperties(ctx.inline(answer, `${at}/result`));
  const ofType = (type: string) => Object.keys(properties).filter((name) => properties[name].type === type);
  const named = (type: string) => (ofType(type).length > 0 ? `Name one of: ${ofType(type).join(', ')}.` : `Declare a ${type} property in the 200 answer of "${op.operationId}" in the contract.`);
  if (propertyAt(properties, result.success)?.type !== 'boolean') ctx.fail(`${at}/result/success`, `"${result.success}" is not a boolean property of the answer of "${op.operationId}"`, named('boolean'));
  if (propertyAt(properties, result.message)?.type !== 'string') ctx.fail(`${at}/result/message`, `"${result.message}" is not a string property of the answer of "${op.operationId}"`, named('string'));
}
