// A settings document several settingsForm pages edit (PingFederate's authorization server settings:
// Scope Management's Default Scope tab and the Authorization Server Settings page): the pages may
// share its get, update and patch operations, each page's server definition carries the rules of
// all, each saves only its own fields (operations.patch), and no other operation may be shared.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { copyFixture, generatorFailure } from './helpers';

const CATALOG = 'schemas/pages/catalog.page.yaml';
const TIMEOUTS = 'schemas/pages/timeouts.page.yaml';

/** A second page over the catalog's Defaults document (Settings), requiring the text the catalog leaves optional. */
const timeoutsPage = (defaults = '{ timeout: 60 }') => `id: timeouts
title: Timeouts
route: /system/timeouts
navigation: { id: timeouts, parent: system, label: Timeouts }
view: settingsForm
settings:
  schema: Settings
  property: timeout
  default: ${defaults}
operations: { get: getSettings, update: updateSettings, patch: patchSettings }
fields:
  - { name: timeout, label: Timeout, required: true }
  - { name: defaultText, label: Text Shown on Timeout, required: true }
texts:
  documentName: Timeout Settings
  save: Save
`;

function withTimeoutsPage(defaults?: string, catalogPatches = true) {
  const options = copyFixture('views');
  writeFileSync(join(options.root, TIMEOUTS), timeoutsPage(defaults));
  const catalog = join(options.root, CATALOG);
  if (catalogPatches) writeFileSync(catalog, readFileSync(catalog, 'utf8').replace('operations: { get: getSettings, update: updateSettings }', 'operations: { get: getSettings, update: updateSettings, patch: patchSettings }'));
  return options;
}

describe('a settings document edited by several pages', () => {
  it('lets them share its operations; each definition has the rules and defaults of all, the route the first page', async () => {
    const { files } = await produce(withTimeoutsPage());
    const resources = files.find((file) => file.path === 'resources.gen.ts')!.content;
    for (const key of ["'catalog.defaults'", 'timeouts']) {
      const pageId = key.replaceAll("'", '');
      const at = resources.indexOf(`  ${key}: {`);
      expect(at, pageId).toBeGreaterThan(-1);
      const definition = resources.slice(at, resources.indexOf('\n  },', at));
      expect(definition, pageId).toContain("documentName: 'Timeout Settings'");
      expect(definition, pageId).toMatch(/settingsDefault: \{\s+defaultText: '',\s+timeout: 60,\s+\}/);
      expect(definition, pageId).toContain("required: ['defaultText', 'timeout']");
      if (pageId === 'timeouts') console.log(definition);
    }
    const routes = files.find((file) => file.path === 'server-routes.gen.ts')!.content;
    const update = routes.slice(routes.indexOf("operationId: 'updateSettings'"));
    expect(update.slice(0, update.indexOf('pageId:') + 30)).toContain("pageId: 'catalog.defaults'");
  });

  it('refuses pages that disagree on the default document', async () => {
    const options = withTimeoutsPage('{ timeout: 30 }');
    const error = await produce(options).then(() => undefined, (e: Error) => e);
    expect(error?.message).toContain('pages editing the settings document /settings disagree on the default of "timeout"');
  });

  it('refuses a page of a shared document that would save it whole, and a patch that is not the document\'s', async () => {
    const whole = await produce(withTimeoutsPage(undefined, false)).then(() => undefined, (e: Error) => e);
    expect(whole?.message).toContain(`${CATALOG}: /tabs/`);
    expect(whole?.message).toContain("2 pages edit fields of the Settings document, and this one would save it whole, putting back what it read of the others' fields. Fix: Add operations.patch");
    const notPatch = await generatorFailure(withTimeoutsPage(), TIMEOUTS, (t) => t.replace('patch: patchSettings', 'patch: updateSettings'));
    expect(notPatch).toContain(`${TIMEOUTS}: /operations/patch: "updateSettings" is a PUT, not a PATCH`);
  });

  it('still refuses a collection operation claimed by a settings page', async () => {
    const message = await generatorFailure(withTimeoutsPage(), TIMEOUTS, (t) => t.replace('get: getSettings', 'get: getThings'));
    expect(message).toContain(`${TIMEOUTS}: /operations/get: operation "getThings" is already used by ${CATALOG}`);
  });
});
