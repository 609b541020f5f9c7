import { describe, expect, it } from 'vitest';
import { GeneratorError, produce } from '../../generator';
import type { operations } from '../../generated/api-types.gen';
import { routeBindings } from '../../generated/server-routes.gen';
import { copyFixture, edit, fixtureOptions } from './helpers';

/** 401, 403 and 429 are in the contract the clients and the server read, for every operation that can answer them. */
const API_RESULT = { $ref: 'contract#/components/schemas/ApiResult' };
const CONTRACT = 'openapi/admin-api.yaml';

const bindingOf = (operationId: string) => routeBindings.find((b) => b.operationId === operationId)!;

describe('the generated refusals of the real contract', () => {
  it.each(routeBindings.map((b) => [b.operationId, b] as const))('%s', (_, binding) => {
    const declared = binding.schema.response;
    const needsCredentials = binding.auth !== 'public';
    const needsRole = binding.roles.length > 0 || binding.mutation;
    const takesPassword = binding.auth === 'admin' || binding.auth === 'bootstrap' || binding.operationId === 'login';
    if (needsCredentials) expect(declared['401'], '401').toEqual(API_RESULT);
    if (needsRole) expect(declared['403'], '403').toEqual(API_RESULT);
    if (takesPassword) expect(declared['429'], '429').toEqual(API_RESULT);
    if (!takesPassword) expect(declared, 'no 429').not.toHaveProperty('429');
  });

  it('examples: a read, a sign-on, a public read', () => {
    expect(Object.keys(bindingOf('getOauthIssuers').schema.response)).toEqual(['200', '401', '429']);
    expect(Object.keys(bindingOf('login').schema.response)).toEqual(['200', '401', '403', '422', '429']);
    expect(Object.keys(bindingOf('getSession').schema.response)).toEqual(['200']);
    expect(Object.keys(bindingOf('getNotifications').schema.response)).toEqual(['200', '401']);
  });

  it('clients see them in the operation types, with Retry-After on 429', () => {
    // Compile-time: these lines stop type-checking when the generated responses go away.
    type Refusals = operations['updateServerSettings']['responses'];
    const statuses: (keyof Refusals)[] = [200, 400, 401, 403, 422, 429];
    const retryAfter: operations['login']['responses'][429]['headers']['Retry-After'] = 30;
    expect([statuses.length, retryAfter]).toEqual([6, 30]);
  });
});

describe('in a fixture contract', () => {
  it('an operation keeps a refusal it declares itself, and components get the shared responses', async () => {
    const { model } = await produce(fixtureOptions('basic'));
    const responses = (model.contract.document.components as { responses: Record<string, unknown> }).responses;
    expect(Object.keys(responses).sort()).toEqual(['Forbidden', 'Invalid', 'TooManyAttempts', 'Unauthorized']);
    expect(model.contract.operations.addWidget.responses).toMatchObject({ '401': expect.anything(), '403': expect.anything(), '429': expect.anything() });
    expect(model.contract.operations.ping.responses).toEqual({ '204': null, '403': { $ref: '#/components/schemas/ApiResult' } });
  });

  it('needs an ApiResult schema', async () => {
    const options = copyFixture('basic');
    edit(options, CONTRACT, (t) => t.replace('    ApiResult:\n', '    Result:\n'));
    const error = await produce(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).message).toBe(
      `${CONTRACT}: /components/schemas: needs an ApiResult schema: it is the body of the generated 401, 403 and 429 responses. Fix: Declare components.schemas.ApiResult (the error body: resultId, message, validationErrors).`,
    );
  });

  it('x-sign-on must be a boolean', async () => {
    const options = copyFixture('basic');
    edit(options, CONTRACT, (t) => t.replace('      x-auth: public\n', '      x-auth: public\n      x-sign-on: yes please\n'));
    const error = await produce(options).catch((e: unknown) => e);
    expect((error as GeneratorError).message).toBe(
      `${CONTRACT}: /paths/~1internal~1ping/post/x-sign-on: must be a boolean, not "yes please". Fix: Write \`x-sign-on: true\` (the body carries a password the login throttle counts), or remove it.`,
    );
  });

  it('x-sign-on adds 429 to a public operation', async () => {
    const options = copyFixture('basic');
    edit(options, CONTRACT, (t) => t.replace('      x-auth: public\n', '      x-auth: public\n      x-sign-on: true\n'));
    const { model } = await produce(options);
    expect(Object.keys(model.contract.operations.ping.responses).sort()).toEqual(['204', '403', '429']);
  });
});
