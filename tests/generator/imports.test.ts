// Imports read a file into an object of the page's entity: a draft the create form opens with
// (a 200 answer, Import Metadata) or an object the server saved (a 201 answer, a key pair file).
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { copyProduct, generatorFailure } from './helpers';

const SIGNING_KEYS = 'schemas/pages/signing-keys.page.yaml';
const CONTRACT = 'openapi/admin-api.yaml';

/** The outcome the generated page module gives an import, by its id. */
function outcomeIn(module: string, importId: string): string | undefined {
  const at = module.indexOf(`id: '${importId}'`);
  return at < 0 ? undefined : /outcome: '(\w+)'/.exec(module.slice(at))?.[1];
}

describe('imports', () => {
  it('take their outcome from the answer in the contract: 201 saved, 200 a draft', async () => {
    const { files } = await produce(copyProduct());
    const moduleOf = (pageId: string) => files.find((file) => file.path === `pages/${pageId}.gen.ts`)?.content ?? '';
    expect(outcomeIn(moduleOf('signing-keys'), 'key-pair-file')).toBe('created');
    expect(outcomeIn(moduleOf('ssl-server-certificates'), 'key-pair-file')).toBe('created');
    expect(outcomeIn(moduleOf('sp-connections'), 'metadata')).toBe('draft');
  });

  it('refuse a draft import on a page whose create form is not its entity', async () => {
    const message = await generatorFailure(copyProduct(), CONTRACT, (text) =>
      text.replace(/(operationId: importSigningKeyPair[\s\S]*?responses:\n\s+)'201':/, "$1'200':"),
    );
    expect(message).toContain(`${SIGNING_KEYS}: /imports/0/operation: "importSigningKeyPair" answers a draft for the create form, but this page's create form is "NewKeyPairSettings"`);
  });

  it('refuse an operation that answers something else than the entity', async () => {
    const message = await generatorFailure(copyProduct(), SIGNING_KEYS, (text) => text.replace('operation: importSigningKeyPair', 'operation: importTrustedCA'));
    expect(message).toContain(`${SIGNING_KEYS}: /imports/0/operation: "importTrustedCA" must answer the page's entity schema "KeyPairView"`);
  });
});
