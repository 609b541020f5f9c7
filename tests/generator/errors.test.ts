import { describe, expect, it } from 'vitest';
import { GeneratorError, produce } from '../../generator';
import { copyFixture, edit } from './helpers';

const WIDGETS = 'schemas/pages/widgets.page.yaml';

async function failure(change: (text: string) => string, file = WIDGETS): Promise<string> {
  const options = copyFixture('basic');
  edit(options, file, change);
  const error = await produce(options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  return (error as GeneratorError).message;
}

describe('broken sources fail with file, path and reason', () => {
  it('an unknown widget', async () => {
    const message = await failure((t) => t.replace('widget: textarea', 'widget: richtext'));
    expect(message).toContain(`${WIDGETS}: /fields/3/widget: "richtext" is not allowed here. Fix: Use one of: text, textarea, checkbox, checkboxes, select, list, secret, picker, scopeSelection, pluginConfiguration, rows, file, policyTree, fulfillment, entries, duration.`);
  });

  it('an unknown key', async () => {
    const message = await failure((t) => t.replace('view: cards', 'view: cards\ncolour: blue'));
    expect(message).toContain(`${WIDGETS}: /colour: unknown key "colour": this place takes no such key. Fix: Remove it, or declare it in schemas/page.schema.json if pages need it. The keys allowed here: id, title, route,`);
  });

  it('a missing required key', async () => {
    const message = await failure((t) => t.replace(/^texts:[\s\S]*$/m, ''));
    expect(message).toContain(`${WIDGETS}: /: the key "texts" is missing. Fix: Add \`texts:\` here.`);
  });

  it('a cards page without entity', async () => {
    const message = await failure((t) => t.replace(/^entity: .*$/m, ''));
    expect(message).toContain(`${WIDGETS}: /: the key "entity" is missing (required by the values of the other keys here). Fix: Add \`entity:\` here.`);
  });

  it('an unknown operationId', async () => {
    const message = await failure((t) => t.replace('get: getWidget', 'get: getGadget'));
    expect(message).toBe(`${WIDGETS}: /operations/get: unknown operationId "getGadget" (not in openapi/admin-api.yaml). Fix: Did you mean "getWidget" or "getWidgets"? Use an operationId of the contract, or add the operation to openapi/admin-api.yaml.`);
  });

  it('a field that is not a property of the entity schema', async () => {
    const message = await failure((t) => t.replace('name: notes', 'name: remarks'));
    expect(message).toBe(`${WIDGETS}: /fields/3/name: "remarks" is not a property of schema "Widget". Fix: Use one of its properties (shape, radius, id, name, notes, color, enabled), or declare "remarks" in components.schemas.Widget of the contract.`);
  });

  it('an id that differs from the file name', async () => {
    const message = await failure((t) => t.replace('id: widgets', 'id: gadgets'));
    expect(message).toBe(`${WIDGETS}: /id: must equal the file name "widgets". Fix: Write \`id: widgets\`, or rename the file to gadgets.page.yaml.`);
  });

  it('a YAML syntax error', async () => {
    const message = await failure((t) => t.replace('title: Widgets', 'title: Widgets: all of them'));
    expect(message).toMatch(/^schemas\/pages\/widgets\.page\.yaml: line 2, column \d+: /);
  });

  it('an invalid x-auth in the contract', async () => {
    const message = await failure((t) => t.replace('x-auth: public', 'x-auth: anyone'), 'openapi/admin-api.yaml');
    expect(message).toBe(
      'openapi/admin-api.yaml: /paths/~1internal~1ping/post/x-auth: must be one of admin, session, public, bootstrap, not "anyone". Fix: Write one of them (admin is the default: x-auth may be left out).',
    );
  });
});
