// The checks behind plugin pages, on a copy of the product's own contract, descriptor sets and the
// Password Credential Validators page: a descriptor type with no console editor, a bad descriptor,
// a plugin page without its parts, rows over the wrong property fail with file, path and reason.
import { describe, expect, it } from 'vitest';
import { copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/password-credential-validators.page.yaml';
const DESCRIPTORS = 'schemas/plugin-descriptors/password-credential-validators.descriptors.yaml';
const CONTRACT = 'openapi/admin-api.yaml';
const failure = (file: string, change: (text: string) => string) => generatorFailure(copyProduct(), file, change);

describe('plugin descriptors: broken sources fail with file, path and reason', () => {
  it('a field type the console has no editor for, in a descriptor or in the contract', async () => {
    expect(await failure(DESCRIPTORS, (t) => t.replace('{ type: TEXT, name: Username,', '{ type: INTEGER, name: Username,'))).toContain(
      `${DESCRIPTORS}: /descriptors/0/configDescriptor/tables/0/columns/0/type: not a valid PasswordCredentialValidatorDescriptor: must be equal to one of the allowed values`,
    );
    const contract = await failure(CONTRACT, (t) => t.replace('enum: [RADIO_GROUP, SELECT, FILTERABLE_SELECT, CHECK_BOX, TEXT_AREA, TEXT, UPLOAD_FILE, HASHED_TEXT]', 'enum: [RADIO_GROUP, SELECT, FILTERABLE_SELECT, CHECK_BOX, TEXT_AREA, TEXT, UPLOAD_FILE, HASHED_TEXT, DATE]'));
    expect(contract).toContain(`${CONTRACT}: /components/schemas/FieldDescriptor/properties/type/enum: field type "DATE" has no editor in the console`);
  });

  it('a default that is not one of the choices, a check box default that is not true or false, a name given twice', async () => {
    expect(await failure(DESCRIPTORS, (t) => t.replace('              defaultValue: PAP\n', '              defaultValue: EAP\n'))).toMatch(/columns\/2\/defaultValue: "EAP" is not one of the optionValues/);
    expect(await failure(DESCRIPTORS, (t) => t.replace('Relax Password Requirements, required: false, description: "Skip the password policy (length, complexity) for this user.", defaultValue: "false"', 'Relax Password Requirements, required: false, description: "Skip the password policy (length, complexity) for this user.", defaultValue: "no"'))).toMatch(
      /columns\/3\/defaultValue: a CHECK_BOX default is "true" or "false"/,
    );
    expect(await failure(DESCRIPTORS, (t) => t.replace('name: Confirm Password, label: Confirm Password', 'name: Password, label: Confirm Password'))).toMatch(/columns\/2\/name: duplicate name "Password"/);
  });

  it('operations that are not the descriptor operations, and a property the contract does not have', async () => {
    expect(await failure(DESCRIPTORS, (t) => t.replace('  get: getPasswordCredentialValidatorDescriptor\n', '  get: getPasswordCredentialValidator\n'))).toContain(
      `${DESCRIPTORS}: /operations/get: its path must be "/passwordCredentialValidators/descriptors/{id}"`,
    );
    expect(await failure(DESCRIPTORS, (t) => t.replace('    supportsExtendedContract: false\n', '    supportsExtendedContract: false\n    colour: blue\n'))).toContain(
      `${DESCRIPTORS}: /descriptors/0/colour: "colour" is not a property of PasswordCredentialValidatorDescriptor, the schema GET /passwordCredentialValidators/descriptors/{id} (getPasswordCredentialValidatorDescriptor) answers (id, name, className, attributeContract, supportsExtendedContract, configDescriptor). Fix: Remove it, or declare it in PasswordCredentialValidatorDescriptor of ${CONTRACT} if this kind of plugin has it in PingFederate.`,
    );
  });
});

describe('descriptor fields whose options are a collection (x-options-from)', () => {
  const IDP = 'schemas/plugin-descriptors/idp-adapters.descriptors.yaml';
  const COLUMN = 'optionValues: [], x-options-from: getPasswordCredentialValidators }';

  it('names the list operation of a collection page, on a select whose options it leaves empty', async () => {
    expect(await failure(IDP, (t) => t.replace(COLUMN, 'optionValues: [], x-options-from: getPasswordCredentialValidator }'))).toContain(
      `${IDP}: /descriptors/0/configDescriptor/tables/0/columns/0/x-options-from: must be the operationId of the GET operation that lists a collection`,
    );
    expect(await failure(IDP, (t) => t.replace(COLUMN, 'optionValues: [], x-options-from: getKeyAlgorithms }'))).toMatch(/\/descriptors\/0: "Password Credential Validator Instance" takes its options from \/keyPairs\/keyAlgorithms, which no collection page lists/);
    expect(await failure(IDP, (t) => t.replace(COLUMN, 'optionValues: [{ name: A, value: a }], x-options-from: getPasswordCredentialValidators }'))).toMatch(/columns\/0\/optionValues: must be empty: the server fills the options from getPasswordCredentialValidators/);
    expect(await failure(IDP, (t) => t.replace(`{ type: SELECT, name: Password Credential Validator Instance, label: Password Credential Validator Instance, required: true, description: "", advanced: false, ${COLUMN}`, `{ type: TEXT, name: Password Credential Validator Instance, label: Password Credential Validator Instance, required: true, description: "", advanced: false, x-options-from: getPasswordCredentialValidators }`))).toMatch(
      /x-options-from: only a SELECT or FILTERABLE_SELECT takes its options from a collection \("TEXT" does not\)/,
    );
  });
});

describe('descriptor fields holding a whole number (x-integer)', () => {
  const SMTP = 'schemas/plugin-descriptors/notification-publishers.descriptors.yaml';
  const PORT = 'defaultValue: "25", advanced: false, x-integer: { minimum: 1, maximum: 65535 } }';

  it('only on a plain TEXT field, with whole-number bounds in order that its default keeps', async () => {
    expect(await failure(SMTP, (t) => t.replace(PORT, 'defaultValue: "25", advanced: false, x-integer: { minimum: 1, max: 65535 } }'))).toMatch(/fields\/3\/x-integer: must be true or \{minimum, maximum\}/);
    expect(await failure(SMTP, (t) => t.replace(PORT, 'defaultValue: "25", advanced: false, x-integer: { minimum: 1.5 } }'))).toMatch(/fields\/3\/x-integer: minimum and maximum are whole numbers/);
    expect(await failure(SMTP, (t) => t.replace(PORT, 'defaultValue: "25", advanced: false, x-integer: { minimum: 10, maximum: 1 } }'))).toMatch(/fields\/3\/x-integer: minimum \(10\) is greater than maximum \(1\)\. Fix: Swap them: `\{ minimum: 1, maximum: 10 \}`, or correct the one that is wrong\./);
    expect(await failure(SMTP, (t) => t.replace(PORT, 'defaultValue: "25", advanced: false, x-integer: { minimum: 100 } }'))).toMatch(/fields\/3\/defaultValue: "25" breaks its own x-integer rule: 'SMTP Port' must be a whole number of at least 100/);
    expect(await failure(SMTP, (t) => t.replace('encrypted: true, description: The password for the email server if it requires authentication., advanced: false }', 'encrypted: true, description: The password for the email server if it requires authentication., advanced: false, x-integer: true }'))).toMatch(
      /x-integer: an encrypted field cannot be checked as a whole number/,
    );
    expect(await failure(SMTP, (t) => t.replace('defaultValue: "true", advanced: false }', 'defaultValue: "true", advanced: false, x-integer: true }'))).toMatch(/x-integer: only a TEXT field holds a whole number \("CHECK_BOX" does not\)/);
  });
});

describe('plugin pages: broken sources fail with file, path and reason', () => {
  it('a descriptor set that does not exist, a page without the configuration field or the type select', async () => {
    expect(await failure(PAGE, (t) => t.replace('plugin: password-credential-validators', 'plugin: password-validators'))).toContain(`${PAGE}: /plugin: no descriptor set "password-validators"`);
    expect(await failure(PAGE, (t) => t.replace('widget: pluginConfiguration, section', 'section'))).toContain(`${PAGE}: /plugin: a plugin page needs the field "configuration" with widget pluginConfiguration`);
    expect(await failure(PAGE, (t) => t.replace('options: { list: getPasswordCredentialValidatorDescriptors,', 'options: { list: getNotificationPublisherPluginDescriptors,'))).toContain(
      'a plugin page needs the field "pluginDescriptorRef.id" with widget select over "getPasswordCredentialValidatorDescriptors"',
    );
  });

  it('a pluginConfiguration field on a page without plugin, or on another property', async () => {
    expect(await failure(PAGE, (t) => t.replace('plugin: password-credential-validators\n', ''))).toMatch(/\/fields\/3\/widget: a pluginConfiguration field needs the page key plugin/);
    expect(await failure(PAGE, (t) => t.replace('{ name: name, label: Instance Name, required: true, section: instance, width: half }', '{ name: name, label: Instance Name, required: true, section: instance, width: half, widget: pluginConfiguration }'))).toMatch(
      /\/fields\/0\/widget: a pluginConfiguration field edits "configuration" \("name" is not\)/,
    );
  });

  it('typeSupports: a boolean flag of the descriptor, on a plugin page, on a field that may be left out', async () => {
    expect(await failure(PAGE, (t) => t.replace('typeSupports: supportsExtendedContract', 'typeSupports: className'))).toMatch(/\/fields\/4\/typeSupports: "className" is not a boolean property of PasswordCredentialValidatorDescriptor\. Fix: Use one of: supportsExtendedContract\./);
    expect(await failure(PAGE, (t) => t.replace('typeSupports: supportsExtendedContract', 'typeSupports: supportsExtendedContract\n    required: true'))).toMatch(/\/fields\/4\/required: a field shown only for some types cannot be required/);
    const withoutPlugin = (t: string) => t.replace('plugin: password-credential-validators\n', '').replace('  - { name: configuration, label: Configuration, widget: pluginConfiguration, section: configuration }\n', '');
    expect(await failure(PAGE, withoutPlugin)).toMatch(/\/fields\/3\/typeSupports: typeSupports needs the page key plugin/);
  });

  it('rows over a property that is not a list of objects, or with a column the items lack', async () => {
    expect(await failure(PAGE, (t) => t.replace('{ name: name, label: Instance Name, required: true, section: instance, width: half }', '{ name: name, label: Instance Name, required: true, section: instance, width: half, widget: rows, columns: { a: A } }'))).toMatch(
      /\/fields\/0\/widget: rows need an array-of-objects property \("name" is not\)/,
    );
    expect(await failure(PAGE, (t) => t.replace('columns: { name: Attribute Name }', 'columns: { label: Attribute Name }'))).toMatch(/\/columns\/label: "label" is not a property of the items of "attributeContract.extendedAttributes"/);
    expect(await failure(PAGE, (t) => t.replace('    columns: { name: Attribute Name }\n', ''))).toMatch(/widget: rows need columns/);
  });

  it('a lookup column over a field that is not a select', async () => {
    expect(await failure(PAGE, (t) => t.replace('{ field: id, label: Instance ID }', '{ field: id, label: Instance ID, lookup: true }'))).toMatch(/\/table\/columns\/1\/lookup: lookup needs "id" to be a select field of this page/);
  });
});
