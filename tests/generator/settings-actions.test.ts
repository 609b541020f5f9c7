/**
 * Values the server computes (contract `x-server-computed`, one registry of names) and page actions
 * on settings pages (`rotates`): the generator refuses what the server could not compute, the form
 * could not draw or nothing could serve, naming file, pointer, reason and the fix. The accepted
 * fixture (settings-secret) is pinned by golden.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { copyFixture, generatorFailure } from './helpers';

const CONTRACT = 'openapi/admin-api.yaml';
const PAGE = 'schemas/pages/signing-key.page.yaml';
const fixture = () => copyFixture('settings-secret');

describe('x-server-computed', () => {
  it('refuses a computation the registry does not have', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('x-server-computed: creationDate', 'x-server-computed: createdAt'));
    expect(message).toBe(
      'openapi/admin-api.yaml: /components/schemas/SigningKeySettings/properties/creationDate/x-server-computed: "createdAt" is not a server computation (known: creationDate, lastModified, secretFingerprint, generatedSecret). Fix: Use one of them, or add it to src/shared/server-computations.ts with its function in src/server/resources/server-computations.ts.',
    );
  });

  it('refuses a computed property clients could set', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('          readOnly: true\n          x-server-computed: lastModified', '          x-server-computed: lastModified'));
    expect(message).toBe('openapi/admin-api.yaml: /components/schemas/SigningKeySettings/properties/lastModified/x-server-computed: "lastModified" is computed by the server, so clients may not set it. Fix: Add `readOnly: true` to the property.');
  });

  it('refuses a fingerprint of something that is not a secret', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('from: keyData }', 'from: issuer }'));
    expect(message).toBe(
      'openapi/admin-api.yaml: /components/schemas/SigningKeySettings/properties/keyFingerprint/x-server-computed: secretFingerprint needs from: the name of a sibling secret (writeOnly with x-encrypted-as), and "issuer" is not one. Fix: Write `{ name: secretFingerprint, from: <secret property> }` (the secrets beside it: keyData).',
    );
  });

  it('refuses a generated secret on a plain write', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('x-server-computed: creationDate', 'x-server-computed: generatedSecret'));
    expect(message).toBe(
      "openapi/admin-api.yaml: /components/schemas/SigningKeySettings/properties/creationDate/x-server-computed: generatedSecret makes a secret only for a page action. Fix: Remove x-server-computed, and give the secret property to the action's rotates instead.",
    );
  });
});

describe('actions on a settings page', () => {
  it('refuses an action nothing serves (no rotates)', async () => {
    const message = await generatorFailure(fixture(), PAGE, (t) => t.replace(' rotates: keyData,', ''));
    expect(message).toBe(
      'schemas/pages/signing-key.page.yaml: /actions/0: nothing serves "rotateSigningKey": a settings page\'s action is served generically only when it rotates a secret. Fix: Add `rotates: <secret property of SigningKeySettings>` (its secrets: keyData).',
    );
  });

  it('refuses rotating a property that is not a secret', async () => {
    const message = await generatorFailure(fixture(), PAGE, (t) => t.replace('rotates: keyData', 'rotates: issuer'));
    expect(message).toBe(
      'schemas/pages/signing-key.page.yaml: /actions/0/rotates: "issuer" is not a secret of "SigningKeySettings": rotates names a property with writeOnly: true and x-encrypted-as in the contract. Fix: Name a secret property (its secrets: keyData), or mark "issuer" writeOnly: true with x-encrypted-as in openapi/admin-api.yaml.',
    );
  });

  it('refuses a rotation whose operation does not answer the document', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('        "200":\n          description: Rotated.\n          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/SigningKeySettings"', '        "204":\n          description: Rotated.'));
    expect(message).toBe(
      'schemas/pages/signing-key.page.yaml: /actions/0/operation: "rotateSigningKey" must answer 200 with the document (the schema operations.get answers), so the form shows the rotated one. Fix: Make the 200 answer of "rotateSigningKey" the schema "getSigningKeySettings" answers (`$ref: "#/components/schemas/SigningKeySettings"`) in openapi/admin-api.yaml.',
    );
  });

  it('refuses an action on a view that does not draw actions', async () => {
    const message = await generatorFailure(copyFixture('basic'), 'schemas/pages/allowed-hosts.page.yaml', (t) =>
      t.replace('texts:\n  save: Save', 'actions:\n  - { id: ping, operation: ping, labelKey: save, successKey: save, failureKey: save }\ntexts:\n  save: Save'),
    );
    expect(message).toBe('schemas/pages/allowed-hosts.page.yaml: /actions/0: a page action is drawn only on a readonlyTable or settingsForm page, not on a stringList page. Fix: Move it to such a page, or to rowActions on a table.');
  });
});
