// The checks behind deep document pages (sections, choices, lists, secrets, shownWhen), on a copy
// of the product's own contract and OAuth Clients page: a broken source fails with file, path and reason.
import { describe, expect, it } from 'vitest';
import { copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/oauth-clients.page.yaml';
const CONTRACT = 'openapi/admin-api.yaml';
const failure = (file: string, change: (text: string) => string) => generatorFailure(copyProduct(), file, change);

describe('deep document pages: broken sources fail with file, path and reason', () => {
  it('a choice that is not a value of the property', async () => {
    const message = await failure(PAGE, (t) => t.replace('      CIBA: CIBA\n', '      CIBAA: CIBA\n'));
    expect(message).toContain(`${PAGE}: /fields/`);
    expect(message).toContain('/choices/CIBAA: "CIBAA" is not one of the values of "grantTypes"');
  });

  it('a field in a section the page does not have, and a page section no field is in', async () => {
    expect(await failure(PAGE, (t) => t.replace('section: general, help:', 'section: generic, help:'))).toMatch(/\/fields\/0\/section: "generic" is not one of the page's sections/);
    expect(await failure(PAGE, (t) => t.replace('  tokens: Tokens and Scopes\n', '  tokens: Tokens and Scopes\n  extra: Extra\n'))).toContain(`${PAGE}: /sections/extra: no field is in section "extra"`);
  });

  it('widgets that do not fit their property', async () => {
    expect(await failure(PAGE, (t) => t.replace('{ name: description, label: Description, widget: textarea', '{ name: description, label: Description, widget: list'))).toMatch(
      /\/fields\/2\/widget: a list needs an array-of-strings property \("description" is not\)/,
    );
    expect(await failure(PAGE, (t) => t.replace('{ name: redirectUris, label: Redirect URIs, widget: list', '{ name: redirectUris, label: Redirect URIs, widget: checkboxes'))).toMatch(
      /\/fields\/\d+\/widget: checkboxes need an array property of unique enum strings \(uniqueItems; "redirectUris" is not\)/,
    );
    // An enum list that may repeat values is drawn as entries, not checkboxes.
    expect(await failure(CONTRACT, (t) => t.replace(/(\n {8}persistentGrantReuseGrantTypes:\n {10}type: array\n) {10}uniqueItems: true\n/, '$1'))).toMatch(
      /authorization-server-settings\.page\.yaml: \/fields\/\d+\/widget: checkboxes need an array property of unique enum strings \(uniqueItems; "persistentGrantReuseGrantTypes" is not\)/,
    );
    expect(await failure(PAGE, (t) => t.replace('    label: Client Secret\n    widget: secret\n', '    label: Client Secret\n'))).toMatch(/\/fields\/\d+\/widget: "clientAuth.secret" is write-only, so the form cannot show its value\. Fix: Write `widget: secret` on the field\./);
    expect(await failure(PAGE, (t) => t.replace('{ name: logoUrl, label: Logo URL,', '{ name: logoUrl, label: Logo URL, widget: secret,'))).toMatch(/a secret needs a write-only string property/);
    expect(await failure(PAGE, (t) => t.replace('{ name: redirectUris, label: Redirect URIs, widget: list', '{ name: redirectUris, label: Redirect URIs, widget: file'))).toMatch(
      /\/fields\/\d+\/widget: a file needs a string property \("redirectUris" is not\)/,
    );
  });

  it('a download that is not a GET answering a file, or names a property a row lacks', async () => {
    const CAS = 'schemas/pages/trusted-cas.page.yaml';
    const download = (change: string) => failure(CAS, (t) => t.replace('operation: exportCaCertificateFile, fileName: "{id}.crt"', change));
    expect(await download('operation: deleteTrustedCA, fileName: "{id}.crt"')).toBe(`${CAS}: /downloads/0/operation: a download needs a GET operation ("deleteTrustedCA" is DELETE). Fix: Name the GET operation that answers the file, e.g. \`GET /<collection>/{id}/file\`.`);
    expect(await download('operation: getTrustedCert, fileName: "{id}.crt"')).toBe(
      `${CAS}: /downloads/0/operation: a download needs a 200 answer that is a file, not JSON ("getTrustedCert" has none). Fix: Give "getTrustedCert" a 200 answer with a file media type (e.g. \`application/x-pem-file\` or \`application/octet-stream\`) in the contract.`,
    );
    expect(await download('operation: getTrustedCAs, fileName: "{id}.crt"')).toBe(
      `${CAS}: /downloads/0/operation: a download needs an operation with exactly one path parameter, for the row's key ("getTrustedCAs" has 0). Fix: Name an operation whose path has one parameter, the row's key (\`/<collection>/{id}/…\`).`,
    );
    expect(await download('operation: exportCaCertificateFile, fileName: "{commonName}.crt"')).toMatch(new RegExp(`^${CAS}: /downloads/0/fileName: placeholder \\{commonName\\} is not a property of a row\\. Fix: Use one of its properties, or declare "commonName" in the entity schema in the contract\\.$`));
  });

  it('a download with a body that is not a read-only POST, fills a property the body lacks, or leaves out the media type of a JSON string', async () => {
    const SP = 'schemas/pages/sp-connections.page.yaml';
    const edited = (from: string, to: string) => failure(SP, (t) => t.replace(from, to));
    expect(await edited('operation: export\n', 'operation: importSpConnectionMetadata\n')).toBe(
      `${SP}: /downloads/0/operation: a download with a body needs a POST that changes nothing ("importSpConnectionMetadata" is POST without x-read-only: true). Fix: Mark "importSpConnectionMetadata" \`x-read-only: true\` in the contract if it changes nothing, or name a GET download without body.`,
    );
    expect(await edited('connectionId: "{id}"', 'connection: "{id}"')).toMatch(new RegExp(`^${SP}: /downloads/0/body/connection: "connection" is not a property of the request body of "export"\\. Fix: Use one of connectionType, connectionId`));
    expect(await edited('connectionId: "{id}"', 'connectionId: "{ident}"')).toMatch(new RegExp(`^${SP}: /downloads/0/body/connectionId: placeholder \\{ident\\} is not a property of a row`));
    expect(await edited('    mediaType: application/samlmetadata+xml\n', '')).toBe(`${SP}: /downloads/0/mediaType: "export" answers the file as a JSON string, so the page names the file's media type. Fix: Add mediaType, e.g. \`mediaType: application/samlmetadata+xml\`.`);
  });

  it('an expiry column over a property that is not a date-time', async () => {
    const CAS = 'schemas/pages/trusted-cas.page.yaml';
    expect(await failure(CAS, (t) => t.replace('{ field: serialNumber, label: Serial }', '{ field: serialNumber, label: Serial, format: expiry }'))).toBe(
      `${CAS}: /table/columns/1/format: an expiry column needs a date-time string property ("serialNumber" is not). Fix: Remove format: expiry, or use it on a column whose property is \`type: string, format: date-time\`.`,
    );
  });

  it('a write-only property without the property that answers it encrypted', async () => {
    const message = await failure(CONTRACT, (t) => t.replace('          writeOnly: true\n          x-encrypted-as: encryptedSecret\n', '          writeOnly: true\n'));
    expect(message).toMatch(/write-only property "clientAuth\.(secondarySecrets\[\]\.)?secret" needs x-encrypted-as/);
  });

  it('a readOnly property answering a secret encrypted (clients send it back to keep the secret)', async () => {
    const message = await failure(CONTRACT, (t) => t.replace('takes back only one it made.\n', 'takes back only one it made.\n          readOnly: true\n'));
    expect(message).toMatch(/x-encrypted-as of "[^"]*secret": "encryptedSecret" is sent back to keep the secret, so it cannot be readOnly/);
  });

  it('shownWhen on a field that does not decide, with a value it cannot have, or on a required field', async () => {
    expect(await failure(PAGE, (t) => t.replace('in: [CERTIFICATE] }', 'in: [CERT] }'))).toMatch(/\/shownWhen\/in\/0: "CERT" is not a value of "clientAuth.type"/);
    expect(await failure(PAGE, (t) => t.replace('shownWhen: { field: clientAuth.type, in: [PRIVATE_KEY_JWT] }', 'shownWhen: { field: clientAuth.kind, in: [PRIVATE_KEY_JWT] }'))).toMatch(/\/shownWhen\/field: "clientAuth.kind" is not another field of this page/);
    expect(await failure(PAGE, (t) => t.replace('    label: Client Certificate Subject DN\n', '    label: Client Certificate Subject DN\n    required: true\n'))).toMatch(
      /\/required: a field shown only when "clientAuth.type" is one of \[CERTIFICATE\] cannot be required always \(the form could not be saved otherwise\)\. Fix: Replace required: true with requiredWhen: \{ field: clientAuth.type, in: \[CERTIFICATE\] \}\.$/,
    );
  });

  it('a paged list whose answer has no totalItems', async () => {
    const message = await failure(CONTRACT, (t) => t.replace(/        totalItems:\n          type: integer\n          description: How many clients[^\n]*\n/, ''));
    expect(message).toBe(
      `${PAGE}: /table/pageSize: pageSize needs the answer of "getOauthClients" to have totalItems. Fix: Add \`totalItems: { type: integer }\` (the number of items in all) to the answer of "getOauthClients" in openapi/admin-api.yaml, or remove pageSize.`,
    );
  });

  it('sections as tabs without sections, a width that is not full or half', async () => {
    const noSections = (text: string) => text.replace(/sections:\n(  \w+: [^\n]+\n)+/, 'sectionLayout: tabs\n').replace(/, section: \w+/g, '').replace(/\n    section: \w+/g, '');
    expect(await failure(PAGE, noSections)).toContain(`${PAGE}: /sectionLayout: tabs need sections`);
    expect(await failure(PAGE, (t) => t.replace('{ name: logoUrl, label: Logo URL,', '{ name: logoUrl, label: Logo URL, width: third,'))).toMatch(/\/fields\/\d+\/width: "third" is not allowed here\. Fix: Use one of: full, half\./);
  });

  it('a per-field role rule naming a role the contract does not have, or otherRoles without editableBy', async () => {
    const IDP = 'schemas/pages/idp-adapters.page.yaml';
    expect(await failure(IDP, (t) => t.replace('editableBy: [EXPRESSION_ADMINISTRATOR]', 'editableBy: [EXPRESSION_ADMIN]'))).toMatch(
      /idp-adapters\.page\.yaml: \/fields\/\d+\/editableBy\/0: "EXPRESSION_ADMIN" is not a role of the contract\. Fix: Use one of: USER_ADMINISTRATOR, CRYPTO_ADMINISTRATOR, ADMINISTRATOR, EXPRESSION_ADMINISTRATOR\./,
    );
    expect(await failure(IDP, (t) => t.replace('    editableBy: [EXPRESSION_ADMINISTRATOR]\n', '    otherRoles: hidden\n'))).toMatch(/\/fields\/\d+\/otherRoles: otherRoles goes with editableBy/);
  });

});
