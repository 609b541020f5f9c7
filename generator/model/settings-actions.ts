/**
 * A settings form's page actions. One that `rotates` a secret is served by the generic settings
 * resource (rotations.ts checks it); any other is a POST without a body that a hand-written
 * handler serves (the server's every-operation-served check guarantees one exists: the generator
 * cannot see handlers, since imports point from the server to the generated code). How the page
 * follows the action is read from the contract: a 200 answer of the document's schema (what
 * operations.get answers) is shown; any other answer, or `reload`, makes the page read the document
 * again. See docs/adding-a-page.md, `actions[]`.
 */
import type { JsonSchema, ShownWhen } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileAction } from '../load/page-file';
import { few, nearFirst, notAPropertyOf } from './fixes';
import { checkRotation, type RotationPage } from './rotations';
import { isBoolean, propertyAt } from './schema-walk';
import type { ContractOperation } from './types';

export interface SettingsActionContext {
  fail: Fail;
  contractFile: string;
  /** The 2xx answer of an operation, inlined. */
  answer: (op: ContractOperation, at: string) => JsonSchema | undefined;
}

/** What the page definition says of a settings action besides what every action says. */
export interface SettingsActionFacts {
  answersDocument: boolean;
}

/** Checks a settings form's action; answers whether its operation answers the document. */
export function checkSettingsAction(a: PageFileAction, op: ContractOperation, get: ContractOperation | undefined, page: RotationPage, at: string, ctx: SettingsActionContext): SettingsActionFacts {
  const fail: Fail = ctx.fail;
  const { contractFile } = ctx;
  if (a.returnsList) fail(`${at}/returnsList`, 'a settings page has no list', 'Remove returnsList (the action answers the document, or the page reads it again).');
  if (op.method !== 'post') {
    const kind = a.rotates !== undefined ? 'an action that rotates a secret' : 'a settings page\'s action';
    fail(`${at}/operation`, `"${a.operation}" is a ${op.method.toUpperCase()}; ${kind} is a POST without a body`, `Name a POST operation, or make "${a.operation}" a POST in ${contractFile}.`);
  }
  if (!get) fail(`${at}/operation`, 'a settings page\'s action needs operations.get (the page shows or reads again the document after it)', 'Add operations.get (the operation that reads the document).');
  const answersDocument = op.responses['200'] !== undefined && JSON.stringify(ctx.answer(op, at)) === JSON.stringify(ctx.answer(get, at));
  if (a.rotates !== undefined || a.shifts !== undefined) {
    checkRotation(a, page, at, { fail, contractFile });
    if (a.reload) fail(`${at}/reload`, 'a rotation answers the rotated document, which the form shows', 'Remove reload.');
    if (!answersDocument) {
      fail(
        `${at}/operation`,
        `"${a.operation}" must answer 200 with the document (the schema operations.get answers), so the form shows the rotated one`,
        `Make the 200 answer of "${a.operation}" the schema "${get.operationId}" answers (\`$ref: "#/components/schemas/${page.schemaName}"\`) in ${contractFile}.`,
      );
    }
  } else {
    // A hand-written handler serves it: the console sends nothing, so the operation must take nothing.
    if (op.requestBody) {
      fail(`${at}/operation`, `"${a.operation}" takes a request body; a settings page's action without rotates sends none`, `Remove the request body of "${a.operation}" in ${contractFile}, or give the action rotates (a secret the generic settings resource rotates).`);
    }
    if (a.reload && !answersDocument) fail(`${at}/reload`, `"${a.operation}" does not answer the document, so the page reads it again anyway`, 'Remove reload.');
  }
  if (a.shownWhen) checkActionShownWhen(a.shownWhen, page, `${at}/shownWhen`, fail);
  return { answersDocument };
}

/** An action's shownWhen names a boolean or enum property of the document and values it has. */
function checkActionShownWhen(when: ShownWhen, page: RotationPage, at: string, fail: Fail): void {
  const property = propertyAt(page.properties, when.field);
  if (!property) fail(`${at}/field`, ...notAPropertyOf(when.field, page.schemaName, page.properties));
  const values: unknown[] | undefined = isBoolean(property) ? [true, false] : Array.isArray(property.enum) ? property.enum : undefined;
  if (!values) {
    const deciders = Object.keys(page.properties).filter((name) => isBoolean(page.properties[name]) || Array.isArray(page.properties[name].enum));
    fail(`${at}/field`, `"${when.field}" must be a boolean or enum property of "${page.schemaName}" to decide`, nearFirst(when.field, deciders, `Name such a property${few(deciders)}.`));
  }
  when.in.forEach((value, j) => {
    if (!values.includes(value)) fail(`${at}/in/${j}`, `${JSON.stringify(value)} is not a value of "${when.field}"`, `Use its values: ${values.map((v) => JSON.stringify(v)).join(', ')}.`);
  });
}
