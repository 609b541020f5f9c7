// The capabilities behind Access Token Mappings, on a copy of the product: a list operation may
// answer a bare array (PingFederate's), which the collection then answers too; widget fulfillment
// (rows from another object's contract) and a select's optionsBy (options by another field's value)
// are checked with file, path and reason.
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { resourceDefinition, resourcePages } from '../../generator/emit/resources';
import { copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/access-token-mappings.page.yaml';
const CONTRACT = 'openapi/admin-api.yaml';
const failure = (change: (text: string) => string, file = PAGE) => generatorFailure(copyProduct(), file, change);

describe('a list answered as a bare array', () => {
  it('makes the collection answer a bare array, and only that one', async () => {
    const { model } = await produce(copyProduct());
    const definitionOf = (id: string) => resourceDefinition(model, resourcePages(model).find((page) => page.definition.id === id)!);
    expect(definitionOf('access-token-mappings').bareList).toBe(true);
    expect(definitionOf('policy-contract-grant-mappings').bareList).toBeUndefined();
    const page = model.pages.find((p) => p.definition.id === 'access-token-mappings')!.definition;
    expect(page.fields.find((f) => f.name === 'attributeContractFulfillment')?.fulfillment?.keysFrom.operation?.operationId).toBe('getTokenManager');
  });

  it('a collection whose list operation answers neither {items} nor an array', async () => {
    const message = await failure(
      (t) => t.replace('              schema:\n                type: array\n                items:\n                  $ref: "#/components/schemas/AccessTokenMapping"\n', '              schema:\n                $ref: "#/components/schemas/AccessTokenMapping"\n'),
      CONTRACT,
    );
    expect(message).toContain(`${PAGE}: /operations/list: operation "getMappings" does not answer with a list ({items: [...]} or an array)`);
  });
});

describe('widget fulfillment: broken page schemas fail with file, path and reason', () => {
  it('a source the map cannot have, and roles for a source not offered or no role at all', async () => {
    expect(await failure((t) => t.replace('        TEXT: Text\n', '        TEXT: Text\n        SPREADSHEET: Spreadsheet\n'))).toContain(`${PAGE}: /fields/3/fulfillment/sources/SPREADSHEET: "SPREADSHEET" is not a source type of "attributeContractFulfillment"`);
    expect(await failure((t) => t.replace('sourceRoles: { EXPRESSION: [EXPRESSION_ADMINISTRATOR] }', 'sourceRoles: { SCIM_USER: [EXPRESSION_ADMINISTRATOR] }'))).toContain(`${PAGE}: /fields/3/fulfillment/sourceRoles/SCIM_USER: "SCIM_USER" is not one of the sources offered`);
    expect(await failure((t) => t.replace('sourceRoles: { EXPRESSION: [EXPRESSION_ADMINISTRATOR] }', 'sourceRoles: { EXPRESSION: [WIZARD] }'))).toContain(`${PAGE}: /fields/3/fulfillment/sourceRoles/EXPRESSION/0: "WIZARD" is not a role of the contract's AdminRole`);
  });

  it('rows from a ref that is no field, a list operation, or names that are no strings of the object', async () => {
    expect(await failure((t) => t.replace('ref: accessTokenManagerRef.id, names', 'ref: managerRef.id, names'))).toContain(`${PAGE}: /fields/3/fulfillment/keysFrom/ref: "managerRef.id" is not a field of this page`);
    expect(await failure((t) => t.replace('keysFrom: { get: getTokenManager,', 'keysFrom: { get: getTokenManagers,'))).toContain(`${PAGE}: /fields/3/fulfillment/keysFrom/get: "getTokenManagers" must be a GET of one object (a path ending in a parameter)`);
    expect(await failure((t) => t.replace('attributeContract.extendedAttributes.name]', 'attributeContract.extendedAttributes]'))).toContain(`${PAGE}: /fields/3/fulfillment/keysFrom/names/1: "attributeContract.extendedAttributes" is not a string property of what "getTokenManager" answers`);
  });

  it('a fulfillment over a property that is no map of fulfillment values, and the key on another widget', async () => {
    expect(await failure((t) => t.replace('  - name: attributeContractFulfillment\n', '  - name: issuanceCriteria\n'))).toContain(`${PAGE}: /fields/3/widget: a fulfillment needs a map of {source: {type}, value} ("issuanceCriteria" is not)`);
    expect(await failure((t) => t.replace('    widget: fulfillment\n', '    widget: textarea\n'))).toContain(`${PAGE}: /fields/3/fulfillment: fulfillment is for widget fulfillment`);
  });
});

describe('a select with optionsBy: broken page schemas fail with file, path and reason', () => {
  it('a case the deciding field cannot have, a deciding field that is no enum field, options beside it', async () => {
    expect(await failure((t) => t.replace('        PCV: { list: getPasswordCredentialValidators', '        PASSWORD: { list: getPasswordCredentialValidators'))).toContain(`${PAGE}: /fields/1/optionsBy/cases/PASSWORD: "PASSWORD" is not a value of "context.type"`);
    expect(await failure((t) => t.replace('    optionsBy:\n      field: context.type', '    optionsBy:\n      field: accessTokenManagerRef.id'))).toContain(`${PAGE}: /fields/1/optionsBy/field: "accessTokenManagerRef.id" must be an enum property to decide on`);
    expect(await failure((t) => t.replace('    optionsBy:\n', '    options: { list: getIdpAdapters, value: id, label: "{name}" }\n    optionsBy:\n'))).toContain(`${PAGE}: /fields/1/optionsBy: a select takes options or optionsBy, not both`);
  });

  it('a select shown for other values than it has options for', async () => {
    expect(await failure((t) => t.replace('AUTHENTICATION_POLICY_CONTRACT, TOKEN_EXCHANGE_PROCESSOR_POLICY] }\n    optionsBy', 'AUTHENTICATION_POLICY_CONTRACT, TOKEN_EXCHANGE_PROCESSOR_POLICY, CLIENT_CREDENTIALS] }\n    optionsBy'))).toContain(
      `${PAGE}: /fields/1/optionsBy/cases: the select must be shown exactly for the values it has options for. Fix: Write \`shownWhen: { field: context.type, in: [PCV, IDP_ADAPTER, IDP_CONNECTION, AUTHENTICATION_POLICY_CONTRACT, TOKEN_EXCHANGE_PROCESSOR_POLICY] }\` on the field.`,
    );
  });
});
