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
      `${CONTRACT}: /components/schemas/HostSettings: request body object schema is open: set additionalProperties: false (request body of PUT /hosts)`,
    );
  });

  it('additionalProperties: true is open too', async () => {
    const message = await failure((t) => t.replace(HOSTS_CLOSED, `${HOSTS_OPEN}      additionalProperties: true\n`));
    expect(message).toContain(`${CONTRACT}: /components/schemas/HostSettings: request body object schema is open`);
  });

  it('a nested inline object, reported at its own pointer', async () => {
    const nested = `${HOSTS_CLOSED}      properties:\n        owner:\n          type: object\n          properties:\n            name:\n              type: string\n`;
    const message = await failure((t) => t.replace(`${HOSTS_CLOSED}      properties:\n`, nested));
    expect(message).toBe(
      `${CONTRACT}: /components/schemas/HostSettings/properties/owner: request body object schema is open: set additionalProperties: false (request body of PUT /hosts)`,
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
});
