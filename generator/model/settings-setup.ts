/**
 * A settings form's setup (page schema `setup`: Connect to PingOne for Enterprise): while the
 * document's GET refuses with a given status and ApiResult `resultId`, the page shows a form over
 * the setup operation's request body instead; the setup operation answers the document, which the
 * settings form then shows. The form is a page definition of its own (`<page-id>.setup`, as a row
 * action's), so its validators and messages are generated like any form's.
 */
import type { JsonSchema, PageDefinition, SettingsSetupDefinition } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileBody } from '../load/page-file';
import { operationForm } from './row-actions';
import { objectProperties } from './schema-walk';
import type { ContractOperation } from './types';

/** The setup form's id under the page's: `<page-id>.setup`, its texts `pages.<page-id>.setup.<key>`. */
export const SETUP_ID = 'setup';

export interface SetupContext {
  operation: (operationId: string, at: string) => ContractOperation;
  inline: (schema: unknown, at: string) => JsonSchema;
  ref: (op: ContractOperation) => PageDefinition['operations']['create'];
  /** The 2xx answer of an operation, inlined. */
  answer: (op: ContractOperation, at: string) => JsonSchema | undefined;
  fail: Fail;
  contractFile: string;
}

export function buildSetup(
  body: PageFileBody,
  get: ContractOperation | undefined,
  head: Pick<PageDefinition, 'id' | 'route' | 'navigation'>,
  at: string,
  ctx: SetupContext,
): SettingsSetupDefinition | undefined {
  const setup = body.setup;
  if (!setup) return undefined;
  const fail: Fail = ctx.fail;
  const setupAt = `${at}/setup`;
  if (body.view !== 'settingsForm') fail(setupAt, `a setup is shown instead of a settings form, not on a ${body.view} page`, 'Remove setup, or make the page view: settingsForm.');
  if (Object.hasOwn(body.texts, SETUP_ID)) fail(`${at}/texts/${SETUP_ID}`, `the text key "${SETUP_ID}" is the setup form's (its texts are keyed ${head.id}.${SETUP_ID}.…)`, `Rename the text key "${SETUP_ID}".`);
  if (!get) fail(setupAt, 'a setup needs operations.get (whose refusal shows it)', 'Add operations.get.');
  const { status, resultId } = setup.when;
  const refusal = get.responses[String(status)];
  if (!refusal || !objectProperties(ctx.inline(refusal, `${setupAt}/when/status`)).resultId) {
    fail(
      `${setupAt}/when/status`,
      `"${get.operationId}" does not answer ${status} with an ApiResult (a resultId), so nothing could show the setup`,
      `Answer ${status} with \`$ref: "#/components/schemas/ApiResult"\` in "${get.operationId}" of ${ctx.contractFile} (PingFederate's refusal while "${resultId}"), or name the status it answers.`,
    );
  }
  const op = ctx.operation(setup.operation, `${setupAt}/operation`);
  const instead = 'Name a POST operation without path parameters whose request body the setup form fills (e.g. `POST /internal/<area>/connect`).';
  if (op.method !== 'post') fail(`${setupAt}/operation`, `a setup needs a POST operation ("${op.operationId}" is ${op.method.toUpperCase()})`, instead);
  if (op.parameters.some((p) => p.in === 'path')) fail(`${setupAt}/operation`, `a setup needs an operation without path parameters ("${op.operationId}" has some)`, instead);
  if (!op.requestBody) fail(`${setupAt}/operation`, `a setup needs an operation with a request body ("${op.operationId}" has none)`, `Give "${op.operationId}" a request body (what the setup form sends) in ${ctx.contractFile}, or name another operation.`);
  if (!op.responses['200'] || JSON.stringify(ctx.answer(op, `${setupAt}/operation`)) !== JSON.stringify(ctx.answer(get, `${setupAt}/operation`))) {
    const schema = body.settings?.schema ?? '<the document>';
    fail(`${setupAt}/operation`, `"${op.operationId}" must answer 200 with the document (the schema operations.get answers), which the settings form then shows`, `Make the 200 answer of "${op.operationId}" \`$ref: "#/components/schemas/${schema}"\` in ${ctx.contractFile}.`);
  }
  const properties = objectProperties(ctx.inline(op.requestBody.schema, `${setupAt}/operation`));
  const form = operationForm({ id: SETUP_ID, label: setup.label, fields: setup.fields, texts: setup.texts }, op, properties, head, setupAt, ctx);
  const { id, title, ...rest } = form;
  return { status, resultId, form: { id, title, ...(setup.description !== undefined ? { description: setup.description } : {}), ...rest } };
}
