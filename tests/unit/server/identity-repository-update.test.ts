/** identityRepositoryUpdateRequired: the SSO connection's attribute contract against what was last uploaded. */
import { describe, expect, it } from 'vitest';
import { identityRepositoryUpdateRequired } from '../../../src/server/features/pingone-enterprise/identity-repository';

const contract = { coreAttributes: [{ name: 'SAML_SUBJECT', nameFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified' }], extendedAttributes: [] };

describe('identityRepositoryUpdateRequired', () => {
  it('is false when the contract is what was uploaded, whatever the order of its properties', () => {
    expect(identityRepositoryUpdateRequired(contract, { extendedAttributes: [], coreAttributes: contract.coreAttributes })).toBe(false);
  });
  it('is true when the contract changed, was never uploaded, or the connection is gone', () => {
    expect(identityRepositoryUpdateRequired(contract, { ...contract, extendedAttributes: [{ name: 'PrimaryTelephone' }] })).toBe(true);
    expect(identityRepositoryUpdateRequired(undefined, contract)).toBe(true);
    expect(identityRepositoryUpdateRequired(contract, undefined)).toBe(true);
  });
});
