import { describe, expect, it } from 'vitest';
import { GeneratorError, produce } from '../../generator';
import { copyFixture, edit } from './helpers';

/** The generator refuses a contract whose request bodies would accept unknown fields. */
const CONTRACT = 'openapi/admin-api.yaml';

async function generateWith(change: (text: string) => string): Promise<unknown> {
  const options = copyFixture('basic');
  edit(options, CONTRACT, change);
  return produce(options).then(
    () => undefined,
    (e: unknown) => e,
  );
}

async function failure(change: (text: string) => string): Promise<string> {
  const error = await generateWith(change);
  expect(error).toBeInstanceOf(GeneratorError);
  return (error as GeneratorError).message;
}

const HOSTS_CLOSED = 'HostSettings:\n      type: object\n      additionalProperties: false\n';
const HOSTS_OPEN = 'HostSettings:\n      type: object\n';

describe('request bodies must be closed', () => {
  it('a top-level body object without additionalProperties: false', async () => {
    const message = await failure((t) => t.replace(HOSTS_CLOSED, HOSTS_OPEN));
    expect(message).toBe(
      `${CONTRACT}: /components/schemas/HostSettings: request body object schema is open (request body of PUT /hosts). Fix: Set \`additionalProperties: false\` (or, for a map, a schema of its values).`,
    );
  });

  it('additionalProperties: true is open too', async () => {
    const message = await failure((t) => t.replace(HOSTS_CLOSED, `${HOSTS_OPEN}      additionalProperties: true\n`));
    expect(message).toContain(`${CONTRACT}: /components/schemas/HostSettings: request body object schema is open`);
  });

  it('a nested inline object, reported at its own pointer', async () => {
    const nested = `${HOSTS_CLOSED}      properties:\n        owner:\n          type: object\n          properties:\n            name:\n              type: string\n              maxLength: 255\n`;
    const message = await failure((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, nested));
    expect(message).toBe(
      `${CONTRACT}: /components/schemas/HostSettings/properties/owner: request body object schema is open (request body of PUT /hosts). Fix: Set \`additionalProperties: false\` (or, for a map, a schema of its values).`,
    );
  });

  it('an object inside an array of a body', async () => {
    const nested = `${HOSTS_CLOSED}      properties:\n        owners:\n          type: array\n          items:\n            type: object\n            additionalProperties: {}\n`;
    const message = await failure((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, nested));
    expect(message).toContain(`${CONTRACT}: /components/schemas/HostSettings/properties/owners/items: request body object schema is open`);
  });

  it('an allOf in a body', async () => {
    const composed = `HostSettings:\n      allOf:\n        - $ref: "#/components/schemas/Problem"\n      type: object\n      additionalProperties: false\n`;
    const message = await failure((t) => t.replace(HOSTS_CLOSED, composed));
    expect(message).toContain(`${CONTRACT}: /components/schemas/HostSettings/allOf: allOf cannot be closed against unknown fields`);
  });

  it('a map with a value schema is allowed, and its values are checked in turn', async () => {
    const map = `${HOSTS_CLOSED}      properties:\n        labels:\n          type: object\n          additionalProperties:\n            type: string\n`;
    expect(await generateWith((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, map))).toBeUndefined();
    const openValues = `${HOSTS_CLOSED}      properties:\n        labels:\n          type: object\n          additionalProperties:\n            type: object\n`;
    const message = await failure((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, openValues));
    expect(message).toContain(`${CONTRACT}: /components/schemas/HostSettings/properties/labels/additionalProperties: request body object schema is open`);
  });

  it('response-only schemas may stay open', async () => {
    // Problem (an error body) has no additionalProperties and is never sent by a client.
    expect(await generateWith((t) => t)).toBeUndefined();
  });

  describe('a oneOf is a polymorphic document only with a discriminator', () => {
    // HostSettings gains `source`: one of two closed kinds, told apart by `kind`.
    const kinds = (discriminator: string, secondKind: string) => `    HostSource:
      oneOf:
        - $ref: "#/components/schemas/LocalHosts"
        - $ref: "#/components/schemas/CloudHosts"
${discriminator}
    LocalHosts:
      type: object
      additionalProperties: false
      required: [kind]
      properties:
        kind:
          type: string
          enum: [LOCAL]
        path:
          type: string
    CloudHosts:
      type: object
      additionalProperties: false
      required: [kind]
      properties:
        kind:
          type: string
          enum: [${secondKind}]
        region:
          type: string
`;
    const DISCRIMINATOR = '      discriminator:\n        propertyName: kind\n';
    const polymorphic =
      (discriminator: string, secondKind = 'CLOUD') =>
      (t: string) => {
        const changed = t.replace(`    ${HOSTS_CLOSED}      properties:\n`, `${kinds(discriminator, secondKind)}    ${HOSTS_CLOSED}      properties:\n        source:\n          $ref: "#/components/schemas/HostSource"\n`);
        expect(changed, 'the edit must change the contract').not.toBe(t);
        return changed;
      };

    it('is accepted with a discriminator every member requires with a value of its own', async () => {
      expect(await generateWith(polymorphic(DISCRIMINATOR))).toBeUndefined();
    });

    it('is refused without a discriminator, or when two members give it the same value', async () => {
      expect(await failure(polymorphic(''))).toContain(`${CONTRACT}: /components/schemas/HostSource/oneOf: oneOf needs a discriminator (propertyName) choosing its member`);
      expect(await failure(polymorphic(DISCRIMINATOR, 'LOCAL'))).toContain('two members (LocalHosts and CloudHosts) give "kind" the value "LOCAL" (request body of PUT /hosts). Fix: Give each member a value of "kind" of its own.');
    });

    it("takes PingFederate's mapping when it says what the members say, and refuses one that does not", async () => {
      const mapping = (cloud: string) => `${DISCRIMINATOR}        mapping:\n          LOCAL: "#/components/schemas/LocalHosts"\n          ${cloud}: "#/components/schemas/CloudHosts"\n`;
      expect(await generateWith(polymorphic(mapping('CLOUD')))).toBeUndefined();
      expect(await failure(polymorphic(mapping('REMOTE')))).toContain('the discriminator mapping sends "REMOTE" to #/components/schemas/CloudHosts, but no member has that value');
    });

    it('walks its members: an open member is refused', async () => {
      const open = (t: string) => polymorphic(DISCRIMINATOR)(t).replace('    CloudHosts:\n      type: object\n      additionalProperties: false\n', '    CloudHosts:\n      type: object\n');
      expect(await failure(open)).toContain(`${CONTRACT}: /components/schemas/CloudHosts: request body object schema is open`);
    });
  });
});

describe('ids and names a client sends are bounded', () => {
  it('an id or a name string without maxLength, reported with the fix', async () => {
    const unbounded = `${HOSTS_CLOSED}      properties:\n        ownerIds:\n          type: array\n          items:\n            type: string\n`;
    const message = await failure((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, unbounded));
    expect(message).toBe(
      `${CONTRACT}: /components/schemas/HostSettings/properties/ownerIds/items: "ownerIds" holds an id or a name and has no bound (request body of PUT /hosts). Fix: Add maxLength (the contract's ids take 64 or 255, names 255), so a longer value is refused before it is stored.`,
    );
  });

  it('an enum or a bounded string passes', async () => {
    const bounded = `${HOSTS_CLOSED}      properties:\n        ownerId:\n          type: string\n          maxLength: 64\n        kindName:\n          type: string\n          enum: [A, B]\n`;
    expect(await generateWith((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, bounded))).toBeUndefined();
  });
});
