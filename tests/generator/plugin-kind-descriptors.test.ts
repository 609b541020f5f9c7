// Descriptors are checked against the schema their kind's own descriptor path answers, and a plugin
// page's attribute contracts against what that schema can fill. The kind: PingFederate's identity
// store provisioners, with a group attribute contract beside the user one, in a copy of the product
// given the two provisioner types of tests/fixtures/identity-store-provisioners.
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { produce } from '../../generator';
import { addIdentityStoreProvisioners } from '../fixtures/identity-store-provisioners/with-provisioners';
import { copyProduct, edit, generatorFailure } from './helpers';

const CONTRACT = 'openapi/admin-api.yaml';
const PCV = 'schemas/plugin-descriptors/password-credential-validators.descriptors.yaml';
const ISP = 'schemas/plugin-descriptors/identity-store-provisioners.descriptors.yaml';
const ISP_PAGE = 'schemas/pages/identity-store-provisioners.page.yaml';

function withProvisioners() {
  const options = copyProduct();
  addIdentityStoreProvisioners(options.root);
  return options;
}

describe('plugin descriptors per kind', () => {
  it("a kind's own descriptor properties are accepted for it, and both its attribute contracts are filled from the descriptor", async () => {
    const { model, files } = await produce(withProvisioners());
    const set = model.pluginDescriptors.find((candidate) => candidate.id === 'identity-store-provisioners');
    expect(set?.schema).toBe('IdentityStoreProvisionerDescriptor');
    expect(set?.descriptors[0]).toMatchObject({ groupAttributeContract: ['displayName', 'members'], supportsGroupExtendedContract: true });
    expect(model.pluginDescriptors.find((candidate) => candidate.id === 'idp-adapters')?.schema).toBe('IdpAdapterDescriptor');
    const resources = files.find((file) => file.path === 'resources.gen.ts')?.content ?? '';
    const provisioners = resources.slice(resources.indexOf("'identity-store-provisioners': {"));
    expect(provisioners.slice(0, provisioners.indexOf('messages:')).replace(/\s+/g, ' ')).toContain(
      "attributeContracts: [ { property: 'attributeContract', core: 'attributeContract', extendedFlag: 'supportsExtendedContract', }, { property: 'groupAttributeContract', core: 'groupAttributeContract', extendedFlag: 'supportsGroupExtendedContract', }, ]",
    );
  });

  it("the same property in another kind's descriptor is refused, with the schema its path answers and the fix", async () => {
    const message = await generatorFailure(withProvisioners(), PCV, (t) => t.replace('    attributeContract: [username]\n', '    attributeContract: [username]\n    groupAttributeContract: [memberOf]\n'));
    expect(message).toContain(
      `${PCV}: /descriptors/0/groupAttributeContract: "groupAttributeContract" is not a property of PasswordCredentialValidatorDescriptor, the schema GET /passwordCredentialValidators/descriptors/{id} (getPasswordCredentialValidatorDescriptor) answers (id, name, className, attributeContract, supportsExtendedContract, configDescriptor). Fix: Remove it, or declare it in PasswordCredentialValidatorDescriptor of ${CONTRACT} if this kind of plugin has it in PingFederate.`,
    );
  });

  it('a descriptor get that answers no named schema is refused', async () => {
    const message = await generatorFailure(withProvisioners(), CONTRACT, (t) => t.replace('$ref: "#/components/schemas/IdentityStoreProvisionerDescriptor"\n        "404"', 'type: object\n        "404"'));
    expect(message).toContain(`${ISP}: /operations/get: getIdentityStoreProvisionerDescriptorById must answer 200 with a named descriptor schema`);
  });

  it('a page whose instance has an attribute contract its descriptor kind cannot fill is refused, with the fix', async () => {
    const options = withProvisioners();
    const other = await generatorFailure(options, ISP_PAGE, (t) => t.replace('plugin: identity-store-provisioners', 'plugin: password-credential-validators'));
    expect(other).toContain(
      `${ISP_PAGE}: /plugin: "groupAttributeContract" of IdentityStoreProvisioner has coreAttributes, which the descriptor fills, but PasswordCredentialValidatorDescriptor (the schema getPasswordCredentialValidatorDescriptor answers, ${CONTRACT}) has no "groupAttributeContract" list of attribute names. Fix: Add \`groupAttributeContract: { type: array, items: { type: string } }\` to PasswordCredentialValidatorDescriptor`,
    );
    const noFlag = withProvisioners();
    edit(noFlag, ISP, (t) => t.replaceAll('    supportsGroupExtendedContract: true\n', '').replaceAll('    supportsGroupExtendedContract: false\n', ''));
    const flag = await generatorFailure(noFlag, CONTRACT, (t) => {
      const contract = parse(t);
      delete contract.components.schemas.IdentityStoreProvisionerDescriptor.properties.supportsGroupExtendedContract;
      return stringify(contract);
    });
    expect(flag).toContain(`${ISP_PAGE}: /plugin: "groupAttributeContract" of IdentityStoreProvisioner has extendedAttributes, which the descriptor allows, but IdentityStoreProvisionerDescriptor`);
    expect(flag).toContain('has no boolean "supportsGroupExtendedContract". Fix: Add `supportsGroupExtendedContract: { type: boolean }` to IdentityStoreProvisionerDescriptor');
  });
});
