// The fulfillment rules both ends apply (src/shared/fulfillment.ts) and the editor's row edits:
// the contract's names from the object, rows kept for names that remain, what the server refuses,
// and a source chosen, changed or taken away.
import { describe, expect, it } from 'vitest';
import { contractNames, fulfillmentProblems, holdsExactly, rederived } from '../../../src/shared/fulfillment';
import { withSource, withValue } from '../../../src/console/runtime/form/fulfillment/fulfillment-edits';

const manager = { attributeContract: { coreAttributes: [{ name: 'sub' }], extendedAttributes: [{ name: 'email' }, { name: 'sub' }, { name: ' ' }, { name: 'groups' }] } };
const NAMES = ['attributeContract.coreAttributes.name', 'attributeContract.extendedAttributes.name'];
const text = (value: string) => ({ source: { type: 'TEXT' }, value });

describe('fulfillment rules', () => {
  it("reads the contract's names through its lists, in order, each once, blanks left out", () => {
    expect(contractNames(manager, NAMES)).toEqual(['sub', 'email', 'groups']);
    expect(contractNames({}, NAMES)).toEqual([]);
  });

  it('re-derives rows for another contract, keeping those whose names remain', () => {
    const map = { sub: text('a'), tenant: text('b') };
    expect(rederived(map, ['sub', 'region'])).toEqual({ sub: text('a') });
    expect(holdsExactly(map, ['sub', 'tenant', 'region'])).toBe(true);
    expect(holdsExactly(map, ['sub'])).toBe(false);
  });

  it('names an unfulfilled attribute, an unknown one and a source not offered', () => {
    const problems = fulfillmentProblems({ sub: { source: { type: 'SCIM_USER' }, value: 'x' }, region: text('c') }, ['sub', 'tenant'], ['TEXT'], "access token manager's contract");
    expect(problems).toEqual([
      { name: 'tenant', path: 'row', message: "'tenant' of the access token manager's contract must be fulfilled: choose its source." },
      { name: 'sub', path: 'source', message: "'SCIM_USER' is not a source this page offers for 'sub'." },
      { name: 'region', path: 'row', message: "'region' is not an attribute of the access token manager's contract." },
    ]);
    expect(fulfillmentProblems({ sub: text('a') }, ['sub'], ['TEXT'], 'contract')).toEqual([]);
  });
});

describe('row edits', () => {
  it('a source chosen starts its row, another source keeps the value but not the old attribute source, none takes the row out', () => {
    const started = withSource({}, 'sub', 'TEXT');
    expect(started).toEqual({ sub: { source: { type: 'TEXT' }, value: '' } });
    const typed = withValue(started, 'sub', 'alice');
    const fromStore = { sub: { source: { type: 'LDAP_DATA_STORE', id: 'Directory' }, value: 'uid' } };
    expect(withSource(fromStore, 'sub', 'LDAP_DATA_STORE')).toEqual(fromStore);
    expect(withSource(fromStore, 'sub', 'CONTEXT')).toEqual({ sub: { source: { type: 'CONTEXT' }, value: 'uid' } });
    expect(withSource(typed, 'sub', 'NO_MAPPING')).toEqual({ sub: { source: { type: 'NO_MAPPING' }, value: '' } });
    expect(withSource(typed, 'sub', '')).toEqual({});
    expect(withValue({}, 'sub', 'x')).toEqual({});
  });
});
