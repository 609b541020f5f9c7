// A polymorphic request body (oneOf + discriminator, as the generator allows it) is checked against
// the member its type names only: a field of another type is refused as unknown, a missing field of
// the named type is named, and a type that is not one of the members is refused.
import { describe, expect, it } from 'vitest';
import { createContractValidators, toValidationErrors } from '../../../src/server/services/contract/contract-validation';

const member = (kind: string, field: string) => ({
  type: 'object',
  additionalProperties: false,
  required: ['kind', field],
  properties: { kind: { type: 'string', enum: [kind] }, [field]: { type: 'string' } },
});

const contract = {
  $id: 'contract',
  components: {
    schemas: {
      LocalHosts: member('LOCAL', 'path'),
      CloudHosts: member('CLOUD', 'region'),
      HostSource: { oneOf: [{ $ref: 'contract#/components/schemas/LocalHosts' }, { $ref: 'contract#/components/schemas/CloudHosts' }], discriminator: { propertyName: 'kind' } },
    },
  },
};

const validate = createContractValidators(contract).body({ $ref: 'contract#/components/schemas/HostSource' });

describe('a polymorphic body', () => {
  it('accepts each member', () => {
    expect(validate({ kind: 'LOCAL', path: '/hosts' })).toBe(true);
    expect(validate({ kind: 'CLOUD', region: 'eu' })).toBe(true);
  });

  it("is checked against the named member only: another type's field is unknown, its own missing one named", () => {
    expect(validate({ kind: 'CLOUD', path: '/hosts' })).toBe(false);
    const errors = (validate.errors ?? []).map((e) => `${e.keyword} ${JSON.stringify(e.params)}`);
    expect(errors).toEqual(expect.arrayContaining(['required {"missingProperty":"region"}', 'additionalProperties {"additionalProperty":"path"}']));
    expect(errors.some((e) => e.startsWith('oneOf'))).toBe(false);
  });

  it('refuses a type that is none of the members, and a missing type as a required field', () => {
    expect(validate({ kind: 'FTP' })).toBe(false);
    expect(validate.errors?.[0].keyword).toBe('discriminator');
    expect(toValidationErrors(validate.errors)).toEqual([{ errorId: 'invalid_field', fieldPath: 'kind', message: 'Kind "FTP" is not one of the types this document can have.' }]);
    expect(validate({ path: '/hosts' })).toBe(false);
    expect(toValidationErrors(validate.errors)).toEqual([{ errorId: 'required_field_missing', fieldPath: 'kind', message: 'Kind is required.' }]);
  });
});
