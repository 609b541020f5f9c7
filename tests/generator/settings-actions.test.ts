/**
 * Values the server computes (contract `x-server-computed`, one registry of names) and page actions
 * on settings pages (`rotates`): the generator refuses what the server could not compute, the form
 * could not draw or nothing could serve, naming file, pointer, reason and the fix. The accepted
 * fixtures (settings-secret; settings-key-chain, a chain of keys that `shifts`) are pinned by golden.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, generatorFailure } from './helpers';

const CONTRACT = 'openapi/admin-api.yaml';
const PAGE = 'schemas/pages/signing-key.page.yaml';
const fixture = () => copyFixture('settings-secret');

describe('x-server-computed', () => {
  it('refuses a computation the registry does not have', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('x-server-computed: creationDate', 'x-server-computed: createdAt'));
    expect(message).toBe(
      'openapi/admin-api.yaml: /components/schemas/SigningKeySettings/properties/creationDate/x-server-computed: "createdAt" is not a server computation (known: creationDate, lastModified, secretFingerprint, generatedSecret, kerberosKeySets). Fix: Use one of them, or add it to src/shared/server-computations.ts with its function in src/server/resources/server-computations.ts.',
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
  it('takes an action without rotates as served by a hand-written handler, which must then keep the secret the document answers', async () => {
    // settings-setup.test.ts has such actions accepted; here the handler would answer keyData in clear.
    const message = await generatorFailure(fixture(), PAGE, (t) => t.replace(' rotates: keyData,', ''));
    expect(message).toBe(
      'openapi/admin-api.yaml: /paths/~1serverSettings~1signingKey~1rotate/post: "rotateSigningKey" carries the secret "keyData" (writeOnly with x-encrypted-as) but no page\'s generic resource serves it, so its handler would store and answer it in clear. Fix: Add `x-keeps-secrets: true` to the operation if its handler keeps the secret itself (encrypted in the secrets store, answered only encrypted), or bind the operation to a page.',
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

describe('a generated secret the contract takes', () => {
  it('refuses a secret whose pattern no generated value meets, naming the fix', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('pattern: "^(?:[A-Za-z0-9_-]{43})?$"', 'pattern: "^(?:[0-9a-f]{43})?$"'));
    expect(message).toBe(
      'schemas/pages/signing-key.page.yaml: /actions/0/rotates: the server cannot generate a "keyData" its contract accepts ({"maxLength":43,"pattern":"^(?:[0-9a-f]{43})?$"}): a generated secret is base64url characters (without format: byte). Fix: Give "keyData" lengths and a pattern such a value meets in openapi/admin-api.yaml, or format: byte for base64.',
    );
  });

  it('refuses a base64 secret (format: byte) too short for whole bytes', async () => {
    const message = await generatorFailure(fixture(), CONTRACT, (t) => t.replace('          maxLength: 43\n', '          format: byte\n          maxLength: 43\n'));
    expect(message).toBe(
      'schemas/pages/signing-key.page.yaml: /actions/0/rotates: the server cannot generate a "keyData" its contract accepts ({"maxLength":43,"format":"byte","pattern":"^(?:[A-Za-z0-9_-]{43})?$"}): a generated secret is base64 of whole random bytes (format: byte). Fix: Give "keyData" lengths and a pattern such a value meets in openapi/admin-api.yaml, or format: byte for base64.',
    );
  });
});

describe('a chain of keys (rotates with shifts)', () => {
  const CHAIN_PAGE = 'schemas/pages/token-hmac-keys.page.yaml';
  const chain = () => copyFixture('settings-key-chain');

  it('refuses shifts without rotates', async () => {
    const message = await generatorFailure(chain(), CHAIN_PAGE, (t) => t.replace(' rotates: keyData,', ''));
    expect(message).toBe('schemas/pages/token-hmac-keys.page.yaml: /actions/0/shifts: shifts moves keys along a chain, and the newest gets a new secret. Fix: Add `rotates: <the secret property inside each key>`.');
  });

  it('refuses a key that is not a property, or not an object', async () => {
    expect(await generatorFailure(chain(), CHAIN_PAGE, (t) => t.replace('shifts: [previous, active]', 'shifts: [older, active]'))).toBe(
      'schemas/pages/token-hmac-keys.page.yaml: /actions/0/shifts/0: "older" is not a property of schema "TokenHmacKeys". Fix: Name the properties that hold the keys, oldest first (previous, active).',
    );
    expect(await generatorFailure(chain(), CHAIN_PAGE, (t) => t.replace('shifts: [previous, active]', 'shifts: [algorithm, active]'))).toBe(
      'schemas/pages/token-hmac-keys.page.yaml: /actions/0/shifts/0: "algorithm" is not an object: each key of a chain is an object holding its secret "keyData". Fix: Name object properties (previous, active).',
    );
  });

  it('refuses keys of different schemas', async () => {
    const message = await generatorFailure(chain(), CONTRACT, (t) =>
      t
        .replace('        previous:\n          $ref: "#/components/schemas/HmacKey"', '        previous:\n          $ref: "#/components/schemas/OldHmacKey"')
        .replace('    HmacKey:\n', '    OldHmacKey:\n      type: object\n      additionalProperties: false\n      properties:\n        keyData: { type: string, maxLength: 86, writeOnly: true, x-encrypted-as: encryptedKeyData }\n        encryptedKeyData: { type: string }\n        keyFingerprint: { type: string, readOnly: true, x-server-computed: { name: secretFingerprint, from: keyData } }\n    HmacKey:\n'),
    );
    expect(message).toBe(
      'schemas/pages/token-hmac-keys.page.yaml: /actions/0/shifts/1: "active" has another schema than "previous": a rotation moves each key into the one before it. Fix: Give every key of the chain one schema ($ref the same component) in openapi/admin-api.yaml.',
    );
  });

  it('refuses a rotates that is not the secret inside the keys', async () => {
    expect(await generatorFailure(chain(), CHAIN_PAGE, (t) => t.replace('rotates: keyData', 'rotates: secret'))).toBe(
      'schemas/pages/token-hmac-keys.page.yaml: /actions/0/rotates: "secret" is not a property of the keys "previous", "active". Fix: With shifts, rotates names the secret property inside each key (keyData).',
    );
    expect(await generatorFailure(chain(), CHAIN_PAGE, (t) => t.replace('rotates: keyData', 'rotates: encryptedKeyData'))).toBe(
      'schemas/pages/token-hmac-keys.page.yaml: /actions/0/rotates: "encryptedKeyData" is not a secret of the keys. Fix: Name the key\'s secret property (keyData), or mark "encryptedKeyData" writeOnly: true with x-encrypted-as in openapi/admin-api.yaml.',
    );
  });

  it('refuses keys that require more than a rotation makes', async () => {
    const options = chain();
    edit(options, CHAIN_PAGE, (t) => t.replace('active: {} }', 'active: { label: main } }'));
    const message = await generatorFailure(options, CONTRACT, (t) =>
      t.replace('    HmacKey:\n      type: object\n', '    HmacKey:\n      type: object\n      required: [label]\n').replace('        encryptedKeyData:\n          type: string\n', '        encryptedKeyData:\n          type: string\n        label:\n          type: string\n          maxLength: 64\n'),
    );
    expect(message).toBe(
      'schemas/pages/token-hmac-keys.page.yaml: /actions/0/shifts: a rotation makes the newest key "active" of a new "keyData" alone, but its schema requires "label". Fix: Make them optional, or computed by the server (x-server-computed), in openapi/admin-api.yaml.',
    );
  });

  it('refuses a default that gives a key its secret (the server makes them)', async () => {
    const message = await generatorFailure(chain(), CHAIN_PAGE, (t) => t.replace('active: {} }', 'active: { keyData: abc } }'));
    expect(message).toBe('schemas/pages/token-hmac-keys.page.yaml: /actions/0/shifts/1: settings.default gives "active" a "keyData", but the server makes the keys of a chain at first start. Fix: Write `active: {}` in settings.default.');
  });

  it('refuses shifts on a page that is not a settings form', async () => {
    const message = await generatorFailure(copyFixture('basic'), 'schemas/pages/allowed-hosts.page.yaml', (t) =>
      t.replace('texts:\n  save: Save', 'actions:\n  - { id: ping, operation: ping, shifts: [a, b], labelKey: save, successKey: save, failureKey: save }\ntexts:\n  save: Save'),
    );
    expect(message).toMatch(/^schemas\/pages\/allowed-hosts\.page\.yaml: \/actions\/0: a page action is drawn only on a readonlyTable or settingsForm page/);
  });
});
