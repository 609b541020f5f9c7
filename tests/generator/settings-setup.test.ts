/**
 * A settings form's setup (page schema `setup`) and its actions served by hand-written handlers
 * (no `rotates`: `reload`, `confirmKey`, `shownWhen`), on the fixture settings-setup (a document
 * read only once connected, after PingFederate's /pingOneForEnterprise): what the definition says,
 * and each refusal with its fix. The accepted fixture is pinned by golden.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { copyFixture, fixtureOptions, generatorFailure } from './helpers';

const CONTRACT = 'openapi/admin-api.yaml';
const PAGE = 'schemas/pages/partner.page.yaml';
const fixture = () => copyFixture('settings-setup');
const failure = (change: (t: string) => string, file = PAGE) => generatorFailure(fixture(), file, change);

describe('the emitted definition', () => {
  it('holds the setup form as a page of its own, and how each action ends', async () => {
    const { model, files } = await produce(fixtureOptions('settings-setup'));
    const page = model.pages.find((p) => p.definition.id === 'partner')!.definition;
    expect(page.setup).toMatchObject({ status: 403, resultId: 'not_connected' });
    const form = page.setup!.form;
    expect(form).toMatchObject({ id: 'partner.setup', title: 'Connect to the Partner', description: 'Enter your activation key.', operations: { create: { operationId: 'connectPartner', method: 'post' } } });
    expect(form.fields.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['activationKey', 'text', true],
      ['enableSso', 'checkbox', false],
    ]);
    expect(form.formSchema).toMatchObject({ required: ['activationKey'], properties: { enableSso: { default: true } } });
    const [sync, rotate, disconnect] = page.actions!;
    expect(sync).toMatchObject({ answersDocument: true, confirmKey: 'syncConfirm', shownWhen: { field: 'syncRequired', in: [true] } });
    expect(sync.reload).toBeUndefined();
    // The keys are not the document: the page reads it again.
    expect(rotate.answersDocument).toBeUndefined();
    expect(disconnect).toMatchObject({ answersDocument: true, reload: true, confirmKey: 'disconnectConfirm' });
    // Its messages and its validator are generated like any form's.
    const messages = files.find((f) => f.path === 'messages.gen.ts')!.content;
    expect(messages).toContain("'pages.partner.setup.submit': 'Connect',");
    expect(messages).toContain("'pages.partner.setup.fields.activationKey.label': 'Activation Key',");
    expect(files.find((f) => f.path === 'form-validators.gen.ts')!.content).toContain('partner.setup');
    // No generic resource serves a page with a setup: its area's handlers serve all of it.
    const routes = files.find((f) => f.path === 'server-routes.gen.ts')!.content;
    expect(files.find((f) => f.path === 'resources.gen.ts')!.content).not.toContain("'partner'");
    for (const op of ['getPartnerSettings', 'updatePartnerSettings', 'connectPartner', 'syncPartner', 'rotatePartnerKeys', 'disconnectPartner']) {
      expect(routes.slice(routes.indexOf(`operationId: '${op}'`)).split('operationId:')[1], op).not.toContain('resource:');
    }
  });
});

describe('setup refusals', () => {
  it('refuses a setup on another view', async () => {
    const message = await generatorFailure(copyFixture('views'), 'schemas/pages/keys.page.yaml', (t) =>
      t.replace('actions:\n', 'setup:\n  when: { status: 403, resultId: not_connected }\n  operation: rotateKey\n  label: Connect\n  fields: [{ name: id, label: Id }]\n  texts: { submit: Connect, done: Connected. }\nactions:\n'),
    );
    expect(message).toBe('schemas/pages/keys.page.yaml: /setup: a setup is shown instead of a settings form, not on a readonlyTable page. Fix: Remove setup, or make the page view: settingsForm.');
  });

  it('refuses a status the GET does not answer with an ApiResult', async () => {
    expect(await failure((t) => t.replace('status: 403', 'status: 409'))).toBe(
      'schemas/pages/partner.page.yaml: /setup/when/status: "getPartnerSettings" does not answer 409 with an ApiResult (a resultId), so nothing could show the setup. Fix: Answer 409 with `$ref: "#/components/schemas/ApiResult"` in "getPartnerSettings" of openapi/admin-api.yaml (PingFederate\'s refusal while "not_connected"), or name the status it answers.',
    );
  });

  it('refuses a setup operation that is not a POST', async () => {
    expect(await failure((t) => t.replace('operation: connectPartner', 'operation: updatePartnerSettings'))).toBe(
      'schemas/pages/partner.page.yaml: /setup/operation: a setup needs a POST operation ("updatePartnerSettings" is PUT). Fix: Name a POST operation without path parameters whose request body the setup form fills (e.g. `POST /internal/<area>/connect`).',
    );
  });

  it('refuses a setup operation without a body', async () => {
    expect(await failure((t) => t.replace('operation: connectPartner', 'operation: syncPartner'))).toBe(
      'schemas/pages/partner.page.yaml: /setup/operation: a setup needs an operation with a request body ("syncPartner" has none). Fix: Give "syncPartner" a request body (what the setup form sends) in openapi/admin-api.yaml, or name another operation.',
    );
  });

  it('refuses a setup operation that does not answer the document', async () => {
    const message = await failure((t) => t.replace('          description: Connected.\n          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/PartnerSettings"', '          description: Connected.\n          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/PartnerKeys"'), CONTRACT);
    expect(message).toBe(
      'schemas/pages/partner.page.yaml: /setup/operation: "connectPartner" must answer 200 with the document (the schema operations.get answers), which the settings form then shows. Fix: Make the 200 answer of "connectPartner" `$ref: "#/components/schemas/PartnerSettings"` in openapi/admin-api.yaml.',
    );
  });

  it("refuses a field that is not in the setup operation's body", async () => {
    expect(await failure((t) => t.replace('{ name: enableSso, label: Partner SSO', '{ name: enableMonitoring, label: Partner SSO'))).toContain('schemas/pages/partner.page.yaml: /setup/fields/1/name: "enableMonitoring" is not a property of the request body of "connectPartner"');
  });

  it('refuses a page text key the setup form owns', async () => {
    expect(await failure((t) => t.replace('texts:\n  save: Save', 'texts:\n  setup: Set up\n  save: Save'))).toBe(
      'schemas/pages/partner.page.yaml: /texts/setup: the text key "setup" is the setup form\'s (its texts are keyed partner.setup.…). Fix: Rename the text key "setup".',
    );
  });

  it('refuses a setup without its texts', async () => {
    expect(await failure((t) => t.replace('texts: { submit: Connect, done: Connected. }', 'texts: { submit: Connect }'))).toContain('/setup/texts');
  });
});

describe('refusals of settings actions without rotates', () => {
  it('refuses an action that sends a body', async () => {
    expect(await failure((t) => t.replace('operation: rotatePartnerKeys', 'operation: connectPartner'))).toBe(
      'schemas/pages/partner.page.yaml: /actions/1/operation: "connectPartner" takes a request body; a settings page\'s action without rotates sends none. Fix: Remove the request body of "connectPartner" in openapi/admin-api.yaml, or give the action rotates (a secret the generic settings resource rotates).',
    );
  });

  it('refuses an action that is not a POST', async () => {
    expect(await failure((t) => t.replace('operation: rotatePartnerKeys', 'operation: getPartnerSettings'))).toBe(
      'schemas/pages/partner.page.yaml: /actions/1/operation: "getPartnerSettings" is a GET; a settings page\'s action is a POST without a body. Fix: Name a POST operation, or make "getPartnerSettings" a POST in openapi/admin-api.yaml.',
    );
  });

  it('refuses reload on an action whose answer is not the document', async () => {
    expect(await failure((t) => t.replace('{ id: rotate, operation: rotatePartnerKeys,', '{ id: rotate, operation: rotatePartnerKeys, reload: true,'))).toBe(
      'schemas/pages/partner.page.yaml: /actions/1/reload: "rotatePartnerKeys" does not answer the document, so the page reads it again anyway. Fix: Remove reload.',
    );
  });

  it('refuses a confirmKey without its text', async () => {
    expect(await failure((t) => t.replace('  syncConfirm: Overwrite the partner\'s copy?\n', ''))).toBe(
      'schemas/pages/partner.page.yaml: /actions/0/confirmKey: action "sync" needs the text "syncConfirm" in texts. Fix: Add `syncConfirm: "…"` under texts.',
    );
  });

  it('refuses a shownWhen on a property the document does not have', async () => {
    expect(await failure((t) => t.replace('shownWhen: { field: syncRequired,', 'shownWhen: { field: syncNeeded,'))).toContain(
      'schemas/pages/partner.page.yaml: /actions/0/shownWhen/field: "syncNeeded" is not a property of schema "PartnerSettings".',
    );
  });

  it('refuses a shownWhen on a property that cannot decide', async () => {
    expect(await failure((t) => t.replace('shownWhen: { field: syncRequired, in: [true] }', 'shownWhen: { field: companyName, in: [x] }'))).toBe(
      'schemas/pages/partner.page.yaml: /actions/0/shownWhen/field: "companyName" must be a boolean or enum property of "PartnerSettings" to decide. Fix: Name such a property (enableMonitoring, syncRequired).',
    );
  });

  it('refuses a value the property does not have', async () => {
    expect(await failure((t) => t.replace('in: [true] }', 'in: [yes] }'))).toBe(
      'schemas/pages/partner.page.yaml: /actions/0/shownWhen/in/0: "yes" is not a value of "syncRequired". Fix: Use its values: true, false.',
    );
  });

  it('refuses reload and shownWhen on a view without a document', async () => {
    const message = await generatorFailure(copyFixture('views'), 'schemas/pages/keys.page.yaml', (t) => t.replace('operation: rotateKey,', 'operation: rotateKey, reload: true,'));
    expect(message).toContain('/reload: reload reads a settings document again after the action: it needs a settingsForm page, not readonlyTable. Fix: Remove reload.');
  });
});
