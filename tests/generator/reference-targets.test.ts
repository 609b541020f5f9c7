import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { flattenPages } from '../../generator/model/page';
import { copyProduct, edit, generatorFailure } from './helpers';

const PROFILES = 'schemas/pages/local-identity-profiles.page.yaml';
const DATA_STORE_REFERENCE = '{ list: getDataStores, field: dataStoreConfig.dataStoreRef.id, target: { field: type, in: [LDAP] } }';

/** Breaks the local identity profile page of a copy of the product and returns the generator's message. */
const failure = async (change: (text: string) => string) => (await generatorFailure(copyProduct(), PROFILES, change)).split('\n')[0];

describe("a reference's target (only some objects of the other collection) and the page's words for messages", () => {
  it("is carried to the server (with the named page's words) and to the select over the same list; labels come from fields, else the contract's titles", async () => {
    const options = copyProduct();
    // The registration workflow reference has no field on the page: its words come from the contract's title.
    edit(options, 'openapi/admin-api.yaml', (text) => text.replace('        registrationWorkflow:\n          $ref: "#/components/schemas/ResourceLink"', '        registrationWorkflow:\n          $ref: "#/components/schemas/ResourceLink"\n          title: Registration Workflow Fragment'));
    const { model, files } = await produce(options);
    const profiles = flattenPages(model.pages).find((page) => page.definition.id === 'local-identity-profiles')!.definition;
    expect(profiles.collection?.references?.find((r) => r.store === '/dataStores')).toEqual({ field: 'dataStoreConfig.dataStoreRef.id', store: '/dataStores', target: { field: 'type', in: ['LDAP'] } });
    expect(profiles.fields.find((f) => f.name === 'dataStoreConfig.dataStoreRef.id')?.options?.where).toEqual({ field: 'type', in: ['LDAP'] });
    // Other selects over data stores (none restricted) offer every data store.
    expect(profiles.fields.find((f) => f.name === 'apcId.id')?.options?.where).toBeUndefined();

    const resources = files.find((file) => file.path === 'resources.gen.ts')!.content;
    const { resourceDefinitions } = (await import(`data:text/javascript;base64,${Buffer.from(resources.replace(/^import .*$/m, '').replace(/: Record<string, ResourceDefinition>/, '')).toString('base64')}`)) as { resourceDefinitions: Record<string, { references?: unknown[]; labels?: Record<string, string> }> };
    const definition = resourceDefinitions['local-identity-profiles'];
    expect(definition.references).toContainEqual({
      field: 'dataStoreConfig.dataStoreRef.id',
      store: '/dataStores',
      target: { field: 'type', in: ['LDAP'], label: 'Type', valueLabels: { CUSTOM: 'Custom', JDBC: 'Database (JDBC)', LDAP: 'Directory (LDAP)' } },
    });
    expect(definition.labels).toMatchObject({ name: 'Profile Name', 'apcId.id': 'Policy Contract', apcId: 'Policy Contract', 'dataStoreConfig.dataStoreRef.id': 'Data Store', 'registrationConfig.registrationWorkflow.id': 'Registration Workflow Fragment' });
  }, 120_000);

  it('refuses a target field the other collection does not have, naming its properties', async () => {
    const message = await failure((t) => t.replace(DATA_STORE_REFERENCE, DATA_STORE_REFERENCE.replace('field: type', 'field: kind')));
    expect(message).toMatch(new RegExp(`^${PROFILES}: /collection/references/1/target/field: "kind" is not a property of the items of "getDataStores"\\. Fix: Did you mean "id"\\? Name one of its properties \\(with fixed values: type, ldapType\\)\\.$`));
  });

  it("refuses a value the target field's enum does not allow, naming the values it does", async () => {
    const message = await failure((t) => t.replace(DATA_STORE_REFERENCE, DATA_STORE_REFERENCE.replace('in: [LDAP]', 'in: [LDAP, ACTIVE_DIRECTORY]')));
    expect(message).toBe(`${PROFILES}: /collection/references/1/target/in/1: "ACTIVE_DIRECTORY" is not a value of "type" of the items of "getDataStores". Fix: Use one of "JDBC", "LDAP", "CUSTOM".`);
  });

  it('refuses a target on a collection this server does not serve', async () => {
    const message = await failure((t) => t.replace('{ list: getCaptchaProviders, field: registrationConfig.captchaProviderRef.id }', '{ unserved: /notServedHere, field: registrationConfig.captchaProviderRef.id, target: { field: type, in: [X] } }'));
    expect(message).toBe(`${PROFILES}: /collection/references/3/target: target needs a served collection to look into. Fix: Name its list operation (\`list: <operationId>\`) instead of unserved, or remove target.`);
  });
});
