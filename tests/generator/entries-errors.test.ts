// widget entries (a list of objects edited entry by entry, each a small form) and a fulfillment
// whose rows are the form's own contract: broken page schemas fail with file, path and reason, and
// the working ones give the server its rules entry by entry.
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { resourceDefinition, resourcePages } from '../../generator/emit/resources';
import { copyProduct, generatorFailure } from './helpers';

const SP = 'schemas/pages/sp-connections.page.yaml';
const IDP = 'schemas/pages/idp-connections.page.yaml';
const failure = (file: string, change: (text: string) => string) => generatorFailure(copyProduct(), file, change);
const ADAPTER_MAPPINGS = '  - name: spBrowserSso.adapterMappings\n    label: IdP Adapter Mappings\n    widget: entries\n';

describe('widget entries: broken page schemas fail with file, path and reason', () => {
  it('entries over a property that is no list of objects, the key on another widget, the widget without the key', async () => {
    expect(await failure(SP, (t) => t.replace('  - name: spBrowserSso.adapterMappings\n', '  - name: spBrowserSso.assertionLifetime\n'))).toMatch(
      /sp-connections\.page\.yaml: \/fields\/\d+\/widget: entries need an array-of-objects property \("spBrowserSso\.assertionLifetime" is not\)/,
    );
    expect(await failure(SP, (t) => t.replace(ADAPTER_MAPPINGS, ADAPTER_MAPPINGS.replace('widget: entries', 'widget: textarea')))).toMatch(/\/fields\/\d+\/entries: entries are for widget entries/);
    expect(await failure(SP, (t) => t.replace(/( {2}- name: spBrowserSso\.adapterMappings\n(?: {4}.*\n)*?) {4}entries:\n(?: {6}.*\n)+/, '$1'))).toMatch(/\/fields\/\d+\/widget: entries need the key entries/);
  });

  it('an entry field that is no property of the items, a widget an entry does not offer, a page-level key, a missing Add label', async () => {
    expect(await failure(SP, (t) => t.replace('        - name: idpAdapterRef.id\n', '        - name: idpAdapter.id\n'))).toMatch(
      /\/fields\/\d+\/entries\/fields\/0\/name: "idpAdapter\.id" is not a property of the items of "spBrowserSso\.adapterMappings"/,
    );
    expect(await failure(SP, (t) => t.replace('          label: IdP Adapter\n          widget: select\n          options: { list: getIdpAdapters, value: id, label: "{name}" }\n', '          label: IdP Adapter\n          widget: textarea\n'))).toMatch(
      /\/fields\/\d+\/entries\/fields\/0\/widget: widget "textarea" is not offered in an entry\. Fix: Use one of: text, checkbox, select, fulfillment, secret\./,
    );
    expect(await failure(SP, (t) => t.replace('          label: IdP Adapter\n', '          label: IdP Adapter\n          section: mappings\n'))).toMatch(/\/fields\/\d+\/entries\/fields\/0\/section: section is not offered in an entry/);
    expect(await failure(SP, (t) => t.replace('      add: Add IdP Adapter Mapping\n', ''))).toMatch(/\/fields\/\d+\/entries: the key "add" is missing\. Fix: Add `add:` here\./);
    // An IdP adapter mapping need not name its adapter (PingFederate's IdpAdapterAssertionMapping does not require it).
    expect(await failure(SP, (t) => t.replace('          label: IdP Adapter\n', '          label: IdP Adapter\n          required: true\n'))).toMatch(
      /\/fields\/\d+\/entries\/fields\/0\/required: "idpAdapterRef\.id" is not required by the items' schema of "spBrowserSso\.adapterMappings"/,
    );
  });

  it("a fulfillment's ref that is no field of its entry, a get without a ref", async () => {
    expect(await failure(IDP, (t) => t.replace('ref: spAdapterRef.id, names', 'ref: spAdapter.id, names'))).toMatch(/idp-connections\.page\.yaml: \/fields\/\d+\/entries\/fields\/1\/fulfillment\/keysFrom\/ref: "spAdapter\.id" is not a field of this entry/);
    expect(await failure(IDP, (t) => t.replace('keysFrom: { get: getSpAdapter, ref: spAdapterRef.id, names', 'keysFrom: { get: getSpAdapter, names'))).toMatch(/\/fields\/\d+\/entries\/fields\/1\/fulfillment\/keysFrom: must have property ref when property get is present/);
  });
});

describe("a fulfillment of the form's own contract", () => {
  it('names that are no strings of the document fail', async () => {
    expect(await failure(SP, (t) => t.replace('spBrowserSso.attributeContract.extendedAttributes.name] }\n            sources: { ADAPTER', 'spBrowserSso.attributeContract.extendedAttributes] }\n            sources: { ADAPTER'))).toMatch(
      /\/fields\/\d+\/entries\/fields\/1\/fulfillment\/keysFrom\/names\/1: "spBrowserSso\.attributeContract\.extendedAttributes" is not a string property of the form's document/,
    );
  });

  it('gives the server one rule per entries fulfillment: the own contract without a store, the adapter with its store and the ref in the entry', async () => {
    const { model } = await produce(copyProduct());
    const rulesOf = (id: string) => resourceDefinition(model, resourcePages(model).find((page) => page.definition.id === id)!).fulfillment;
    expect(rulesOf('sp-connections')).toEqual([
      expect.objectContaining({ entries: 'spBrowserSso.adapterMappings', field: 'attributeContractFulfillment', names: ['spBrowserSso.attributeContract.coreAttributes.name', 'spBrowserSso.attributeContract.extendedAttributes.name'], sourceRoles: { EXPRESSION: ['EXPRESSION_ADMINISTRATOR'] } }),
      expect.objectContaining({ entries: 'spBrowserSso.authenticationPolicyContractAssertionMappings', field: 'attributeContractFulfillment' }),
    ]);
    expect(rulesOf('sp-connections')?.every((rule) => rule.store === undefined && rule.ref === undefined)).toBe(true);
    expect(rulesOf('idp-connections')).toEqual([
      expect.objectContaining({ entries: 'idpBrowserSso.adapterMappings', store: '/sp/adapters', ref: 'spAdapterRef.id', names: ['attributeContract.coreAttributes.name', 'attributeContract.extendedAttributes.name'] }),
      expect.objectContaining({ entries: 'idpBrowserSso.authenticationPolicyContractMappings', store: '/authenticationPolicyContracts', ref: 'authenticationPolicyContractRef.id' }),
    ]);
  });
});
