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
    expect(message).toContain(`${WIDGETS}: /fields/3/widget: must be equal to one of the allowed values`);
  });

  it('an unknown key', async () => {
    const message = await failure((t) => t.replace('view: cards', 'view: cards\ncolour: blue'));
    expect(message).toContain(`${WIDGETS}: /: must NOT have additional properties (colour)`);
  });

  it('a missing required key', async () => {
    const message = await failure((t) => t.replace(/^texts:[\s\S]*$/m, ''));
    expect(message).toContain(`${WIDGETS}: /: must have required property 'texts'`);
  });

  it('a cards page without entity', async () => {
    const message = await failure((t) => t.replace(/^entity: .*$/m, ''));
    expect(message).toContain(`${WIDGETS}: /: must have required property 'entity'`);
  });

  it('an unknown operationId', async () => {
    const message = await failure((t) => t.replace('get: getWidget', 'get: getGadget'));
    expect(message).toBe(`${WIDGETS}: /operations/get: unknown operationId "getGadget" (not in openapi/admin-api.yaml)`);
  });

  it('a field that is not a property of the entity schema', async () => {
    const message = await failure((t) => t.replace('name: notes', 'name: remarks'));
    expect(message).toBe(`${WIDGETS}: /fields/3/name: "remarks" is not a property of schema "Widget"`);
  });

  it('an id that differs from the file name', async () => {
    const message = await failure((t) => t.replace('id: widgets', 'id: gadgets'));
    expect(message).toBe(`${WIDGETS}: /id: must equal the file name "widgets"`);
  });

  it('a YAML syntax error', async () => {
    const message = await failure((t) => t.replace('title: Widgets', 'title: Widgets: all of them'));
    expect(message).toMatch(/^schemas\/pages\/widgets\.page\.yaml: line 2, column \d+: /);
  });

  it('an invalid x-auth in the contract', async () => {
    const message = await failure((t) => t.replace('x-auth: public', 'x-auth: anyone'), 'openapi/admin-api.yaml');
    expect(message).toBe('openapi/admin-api.yaml: /paths/~1internal~1ping/post/x-auth: must be one of admin, session, public, bootstrap');
  });
});
