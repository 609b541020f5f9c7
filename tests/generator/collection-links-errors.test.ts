import { describe, expect, it } from 'vitest';
import { copyProduct, generatorFailure } from './helpers';

const GRANTS = 'schemas/pages/policy-contract-grant-mappings.page.yaml';

/** Breaks the grant mapping page of a copy of the product and returns the generator's message. */
const failure = (change: (text: string) => string) => generatorFailure(copyProduct(), GRANTS, change);

describe('keyFrom and conditional references: broken sources fail with file, path and reason', () => {
  it('a key part that is not a property', async () => {
    const message = await failure((t) => t.replace('keyFrom: [{ field: authenticationPolicyContractRef.id }]', 'keyFrom: [{ field: contractRef.id }]'));
    expect(message).toBe(
      `${GRANTS}: /collection/keyFrom/0/field: "contractRef.id" is not a property of schema "ApcToPersistentGrantMapping". Fix: Use one of its properties (id, authenticationPolicyContractRef, attributeSources, attributeContractFulfillment, issuanceCriteria), or declare "contractRef" in components.schemas.ApcToPersistentGrantMapping of the contract.`,
    );
  });

  it('a key part that is not a string', async () => {
    const message = await failure((t) => t.replace('keyFrom: [{ field: authenticationPolicyContractRef.id }]', 'keyFrom: [{ field: attributeSources }]'));
    expect(message).toBe(`${GRANTS}: /collection/keyFrom/0/field: "attributeSources" must be a string property to make a key from (it is array). Fix: Name a string property of ApcToPersistentGrantMapping (id).`);
  });

  it('a made key that is also generated', async () => {
    const message = await failure((t) => t.replace('  keyFrom:', '  generateId: true\n  keyFrom:'));
    expect(message).toBe(`${GRANTS}: /collection/keyFrom: keyFrom and generateId cannot go together: the key is either made from the object or generated. Fix: Remove generateId (the key is made from keyFrom), or remove keyFrom.`);
  });

  it('a reference condition on a property that cannot decide', async () => {
    const message = await failure((t) =>
      t.replace('field: authenticationPolicyContractRef.id }\n    - { list: getDataStores', 'field: authenticationPolicyContractRef.id, when: { field: id, in: [x] } }\n    - { list: getDataStores'),
    );
    expect(message).toBe(
      `${GRANTS}: /collection/references/0/when/field: "id" must be an enum or boolean property to decide on. Fix: Name an enum or boolean property of schema "ApcToPersistentGrantMapping" (it has none at the top: a dotted name reaches one inside an object, <object>.<property>).`,
    );
  });

  it('a reference condition on a value the property cannot have', async () => {
    const message = await failure((t) =>
      t.replace(
        'field: authenticationPolicyContractRef.id }\n    - { list: getDataStores',
        'field: authenticationPolicyContractRef.id, when: { field: attributeContractFulfillment.USER_KEY.source.type, in: [TEXT, SOMETHING] } }\n    - { list: getDataStores',
      ),
    );
    expect(message).toMatch(new RegExp(`^${GRANTS}: /collection/references/0/when/in/1: "SOMETHING" is not a value of "attributeContractFulfillment\\.USER_KEY\\.source\\.type"\\. Fix: Use one of: "TOKEN_EXCHANGE_PROCESSOR_POLICY", "ACCOUNT_LINK", .*"TEXT", .*\\.$`));
  });

  it('an unserved collection the contract serves', async () => {
    const message = await failure((t) => t.replace('{ list: getDataStores', '{ unserved: /dataStores'));
    expect(message).toBe(`${GRANTS}: /collection/references/1/unserved: "/dataStores" is served (getDataStores). Fix: Replace \`unserved: /dataStores\` with \`list: getDataStores\`.`);
  });

  it('a reference naming both a list and an unserved collection', async () => {
    const message = await failure((t) => t.replace('{ list: getDataStores', '{ unserved: /captchaProviders, list: getDataStores'));
    expect(message).toContain(`${GRANTS}: /collection/references/1`);
  });
});
