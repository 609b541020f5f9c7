/**
 * checkRequiredWhen (the write rule `required-when`): a field required by a condition that holds
 * must have a value (blank text, null, an empty list and a missing object on its path count as
 * none), a secret left blank counts as kept when its encrypted value comes back, and a condition
 * that does not hold asks for nothing. Errors are those of required fields, all at once.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/server/core/api-error';
import { checkRequiredWhen } from '../../../../src/server/resources/collection-checks';
import type { ResourceDefinition } from '../../../../src/shared/route-binding';

const definition: ResourceDefinition = {
  pageId: 'stores',
  kind: 'collection',
  schema: 'Store',
  store: '/stores',
  required: [],
  immutable: [],
  messages: {},
  requiredWhen: [
    { field: 'userDN', when: { field: 'bindAnonymously', in: [false] } },
    { field: 'password', when: { field: 'bindAnonymously', in: [false] } },
    { field: 'hostnames', when: { field: 'type', in: ['LDAP'] } },
    { field: 'connection.url', when: { field: 'type', in: ['JDBC'] } },
  ],
  secrets: [{ path: 'password', encryptedAs: 'encryptedPassword' }],
};

const refusal = (doc: Record<string, unknown>) => {
  try {
    checkRequiredWhen(definition, doc);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).result.validationErrors?.map((item) => `${item.fieldPath}: ${item.message}`);
  }
};

describe('required when', () => {
  it('asks for nothing while no condition holds', () => {
    expect(refusal({ type: 'CUSTOM', bindAnonymously: true })).toBeUndefined();
    expect(refusal({})).toBeUndefined();
  });

  it('refuses blank, null, an empty list and a missing object while the condition holds, all at once', () => {
    expect(refusal({ type: 'LDAP', bindAnonymously: false, userDN: '  ', password: null, hostnames: [] })).toEqual(['userDN: User DN is required.', 'password: Password is required.', 'hostnames: Hostnames is required.']);
    expect(refusal({ type: 'JDBC' })).toEqual(['connection.url: Connection is required.']);
  });

  it('takes a kept secret (its encrypted value sent back) as a value', () => {
    expect(refusal({ bindAnonymously: false, userDN: 'cn=pf', encryptedPassword: 'eyJ.enc' })).toBeUndefined();
    expect(refusal({ bindAnonymously: false, userDN: 'cn=pf' })).toEqual(['password: Password is required.']);
  });
});
