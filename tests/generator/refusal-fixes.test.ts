/**
 * Every refusal of the generator says what to do (issue 33, item 10): a SourceIssue has a fix of
 * its own beside the reason, and formatIssue prints it. The table breaks sources so that each file
 * of generator/load and generator/model that refuses anything refuses at least once, and every
 * issue of every run must carry a fix that is more than its reason again. A new file that refuses
 * without a row here fails the coverage test.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue, GeneratorError, produce, type GeneratorOptions, type SourceIssue } from '../../generator';
import { addIdentityStoreProvisioners } from '../fixtures/identity-store-provisioners/with-provisioners';
import { copyFixture, copyProduct, edit } from './helpers';

const GENERATOR = join(import.meta.dirname, '../../generator');
const CONTRACT = 'openapi/admin-api.yaml';
const WIDGETS = 'schemas/pages/widgets.page.yaml';
const GADGETS = 'schemas/plugin-descriptors/gadgets.descriptors.yaml';

/** One way to break a source, the file of the generator that refuses it, and a piece of its reason. */
interface Row {
  source: string;
  fixture: 'basic' | 'views' | 'settings-secret' | 'settings-key-chain' | 'settings-setup' | 'product';
  file: string;
  /** Changes the file (it must change it); without it the file is written anew with `text`. */
  change?: (text: string) => string;
  text?: string;
  reason: string;
}

const ROWS: Row[] = [
  // load
  { source: 'load/yaml-pitfalls.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('title: Widgets', 'title: Widgets: all of them'), reason: 'holds ": "' },
  { source: 'load/read-yaml.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('title: Widgets', 'title: Widgets\ntitle: Gadgets'), reason: 'unique' },
  { source: 'load/page-schema-errors.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('widget: textarea', 'widget: richtext'), reason: '"richtext" is not allowed here' },
  { source: 'load/validate-page.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('title: Widgets', 'title: true'), reason: 'must be a string' },
  { source: 'load/load-pages.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('id: widgets', 'id: gadgets'), reason: 'must equal the file name' },
  { source: 'load/load-contract.ts', fixture: 'basic', file: CONTRACT, change: (t) => t.replace('openapi: 3.0.1', 'openapi: 2.0.0'), reason: 'must be an OpenAPI 3.0 or 3.1 version' },
  { source: 'load/load-plugin-descriptors.ts', fixture: 'basic', file: GADGETS, text: 'operations:\n\tlist: getGadgets\n', reason: 'indented with a tab' },
  // model: the contract
  { source: 'model/contract.ts', fixture: 'basic', file: CONTRACT, change: (t) => t.replace('x-auth: public', 'x-auth: anyone'), reason: 'must be one of admin, session, public, bootstrap' },
  { source: 'model/refs.ts', fixture: 'basic', file: CONTRACT, change: (t) => t.replace('$ref: "#/components/parameters/id"', '$ref: "#/components/parameters/ident"'), reason: 'unresolvable $ref "#/components/parameters/ident"' },
  { source: 'model/access-responses.ts', fixture: 'basic', file: CONTRACT, change: (t) => t.replace('      x-auth: public\n', '      x-auth: public\n      x-sign-on: yes please\n'), reason: 'must be a boolean' },
  {
    source: 'model/closed-request-bodies.ts',
    fixture: 'basic',
    file: CONTRACT,
    change: (t) => t.replace('HostSettings:\n      type: object\n      additionalProperties: false\n', 'HostSettings:\n      type: object\n'),
    reason: 'request body object schema is open',
  },
  { source: 'model/contract-required-when.ts', fixture: 'basic', file: CONTRACT, change: (t) => t.replace('          shape: { enum: [ROUND] }\n        required: [shape]\n', '          shape: { enum: [ROUND] }\n'), reason: 'the if holds also when "shape" is left out' },
  { source: 'model/plugin-descriptors.ts', fixture: 'basic', file: GADGETS, text: 'operations: { list: getGadgets, get: getGadget }\ndescriptors: []\n', reason: 'must be the operationId of a GET operation' },
  // model: a page
  { source: 'model/fixes.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('get: getWidget', 'get: getGadget'), reason: 'unknown operationId "getGadget"' },
  { source: 'model/field-checks.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('{ name: notes, label: Notes, widget: textarea,', '{ name: notes, label: Notes, widget: checkbox,'), reason: 'a checkbox needs a boolean property' },
  // Two pages on one route: the one first by id is refused.
  { source: 'model/build-model.ts', fixture: 'basic', file: WIDGETS, change: (t) => t.replace('route: /fixture/widgets', 'route: /fixture/hosts'), reason: 'is already used by' },
  { source: 'model/build-model.ts', fixture: 'basic', file: 'schemas/pages/allowed-hosts.page.yaml', change: (t) => t.replace('label: Allowed Hosts }', 'label: Allowed Hosts, section: { area: security, label: Fixture Section } }'), reason: 'and otherwise elsewhere (in system, labelled "Fixture Section", by schemas/pages/widgets.page.yaml)' },
  { source: 'model/page.ts', fixture: 'views', file: 'schemas/pages/catalog.page.yaml', change: (t) => t.replace('  - id: defaults', '  - id: things'), reason: 'duplicate tab id "things"' },
  {
    source: 'model/collection-links.ts',
    fixture: 'views',
    file: 'schemas/pages/catalog.page.yaml',
    change: (t) => t.replace('field: members }]', 'field: members, when: { field: name, in: [x] } }]'),
    reason: 'must be an enum or boolean property to decide on',
  },
  // model: what the emit stage asks of it
  { source: 'model/operation-secrets.ts', fixture: 'basic', file: CONTRACT, change: (t) => t.replace('      x-auth: public\n', '      x-auth: public\n      x-keeps-secrets: true\n'), reason: 'has no secret' },
  { source: 'model/server-computed.ts', fixture: 'settings-secret', file: CONTRACT, change: (t) => t.replace('x-server-computed: creationDate', 'x-server-computed: createdAt'), reason: 'is not a server computation' },
  { source: 'model/rotations.ts', fixture: 'settings-key-chain', file: 'schemas/pages/token-hmac-keys.page.yaml', change: (t) => t.replace('shifts: [previous, active]', 'shifts: [algorithm, active]'), reason: 'is not an object' },
  { source: 'model/secret-fields.ts', fixture: 'settings-secret', file: CONTRACT, change: (t) => t.replace('x-encrypted-as: encryptedKeyData', 'x-encrypted-as: keyCipher'), reason: 'is not a string property beside it' },
  { source: 'model/settings-actions.ts', fixture: 'settings-setup', file: 'schemas/pages/partner.page.yaml', change: (t) => t.replace('in: [true] }', 'in: [yes] }'), reason: 'is not a value of "syncRequired"' },
  { source: 'model/settings-setup.ts', fixture: 'settings-setup', file: 'schemas/pages/partner.page.yaml', change: (t) => t.replace('status: 403', 'status: 404'), reason: 'does not answer 404 with an ApiResult' },
  { source: 'model/secret-fields.ts', fixture: 'settings-secret', file: CONTRACT, change: (t) => t.replace('pattern: "^(?:[A-Za-z0-9_-]{43})?$"', 'minLength: 43'), reason: 'refuses a blank value (its minLength 43)' },
  // model: the product's deep pages, broken all in one copy (the model collects every page's refusal)
  { source: 'model/downloads.ts', fixture: 'product', file: 'schemas/pages/trusted-cas.page.yaml', change: (t) => t.replace('operation: exportCaCertificateFile, fileName', 'operation: deleteTrustedCA, fileName'), reason: 'a download needs a GET operation' },
  { source: 'model/row-actions.ts', fixture: 'product', file: 'schemas/pages/data-stores.page.yaml', change: (t) => t.replace('result: { success: success, message: message }', 'result: { success: message, message: message }'), reason: 'is not a boolean property of the answer' },
  { source: 'model/imports.ts', fixture: 'product', file: 'schemas/pages/signing-keys.page.yaml', change: (t) => t.replace('operation: importSigningKeyPair', 'operation: getSigningKeyPairs'), reason: 'an import needs a POST operation' },
  {
    source: 'model/entries.ts',
    fixture: 'product',
    file: 'schemas/pages/sp-connections.page.yaml',
    change: (t) => t.replace('          label: IdP Adapter\n          widget: select\n          options: { list: getIdpAdapters, value: id, label: "{name}" }\n', '          label: IdP Adapter\n          widget: textarea\n'),
    reason: 'is not offered in an entry',
  },
  {
    source: 'model/duration.ts',
    fixture: 'product',
    file: 'schemas/pages/sessions.page.yaml',
    change: (t) => t.replace('duration: { unitField: idleTimeoutDisplayUnit, storedIn: MINUTES }', 'duration: { unitField: idleTimeoutDisplayUnits, storedIn: MINUTES }'),
    reason: 'is not a field of the page',
  },
  { source: 'model/fulfillment.ts', fixture: 'product', file: 'schemas/pages/idp-connections.page.yaml', change: (t) => t.replace('ref: spAdapterRef.id, names', 'ref: spAdapter.id, names'), reason: 'is not a field of this entry' },
  { source: 'model/policy-tree.ts', fixture: 'product', file: 'schemas/pages/fragments.page.yaml', change: (t) => t.replace('  - name: rootNode\n', '  - name: inputs\n'), reason: 'a policyTree needs a node property' },
  {
    source: 'model/plugin-attribute-contracts.ts',
    fixture: 'product',
    file: 'schemas/pages/identity-store-provisioners.page.yaml',
    change: (t) => t.replace('plugin: identity-store-provisioners', 'plugin: password-credential-validators'),
    reason: 'has coreAttributes, which the descriptor fills',
  },
];

/** A fix that says nothing the reader could do. */
const GENERIC = /^(fix|correct|change|check) (it|this|the (value|file|source))\.?$/i;

/** The fix is there, a sentence of its own, and not the reason said again. */
function expectWorded(issue: SourceIssue): void {
  const where = `${issue.file}: ${issue.path}: ${issue.reason}`;
  const fix = issue.fix.trim();
  expect(fix, where).not.toBe('');
  expect(fix, where).not.toMatch(GENERIC);
  expect(fix.toLowerCase(), where).not.toBe(issue.reason.trim().toLowerCase());
  expect(issue.reason, where).not.toContain(fix);
  expect(fix, where).not.toContain(issue.reason.trim());
  expect(formatIssue(issue)).toContain(` Fix: ${fix}`);
}

function apply(options: GeneratorOptions, row: Row): void {
  if (row.change) {
    edit(options, row.file, (text) => {
      const changed = row.change!(text);
      expect(changed, `${row.source}: the edit must change ${row.file}`).not.toBe(text);
      return changed;
    });
  } else {
    mkdirSync(dirname(join(options.root, row.file)), { recursive: true });
    writeFileSync(join(options.root, row.file), row.text ?? '');
  }
}

async function refusal(options: GeneratorOptions): Promise<GeneratorError> {
  const error = await produce(options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  return error as GeneratorError;
}

/** The issue of `row` among those of a run, checked, with every other issue of the run. */
function expectRow(error: GeneratorError, row: Row): void {
  const issue = error.issues.find((candidate) => candidate.file === row.file && candidate.reason.includes(row.reason));
  expect(issue, `${row.source}: no refusal of ${row.file} says "${row.reason}" in:\n${error.message}`).toBeDefined();
  for (const each of error.issues) expectWorded(each);
}

describe('formatIssue', () => {
  it('prints the reason and the fix, each a sentence', () => {
    expect(formatIssue({ file: 'a.page.yaml', path: '/fields/0/name', reason: 'the name is taken', fix: 'Choose another name' })).toBe('a.page.yaml: /fields/0/name: the name is taken. Fix: Choose another name.');
    expect(formatIssue({ file: 'a.page.yaml', path: '', reason: 'Is it "x"?', fix: 'Write `x: "y"`.' })).toBe('a.page.yaml: /: Is it "x"? Fix: Write `x: "y"`.');
  });

  it('a GeneratorError lists one line per issue, and refuses an issue without a fix', () => {
    const issues = [
      { file: 'a.yaml', path: '/a', reason: 'one', fix: 'Do one' },
      { file: 'b.yaml', path: '/b', reason: 'two', fix: 'Do two' },
    ];
    expect(new GeneratorError(issues).message).toBe('a.yaml: /a: one. Fix: Do one.\nb.yaml: /b: two. Fix: Do two.');
    expect(() => new GeneratorError([{ file: 'a.yaml', path: '/a', reason: 'one', fix: ' ' }])).toThrow('generator bug: a refusal without a fix (a.yaml: /a: one)');
  });
});

describe('every refusal names its fix', () => {
  it.each(ROWS.filter((row) => row.fixture !== 'product').map((row) => [row.source, row] as const))('%s', async (_source, row) => {
    const options = copyFixture(row.fixture);
    apply(options, row);
    expectRow(await refusal(options), row);
  });

  it("the product's deep pages, each broken its own way", async () => {
    const options = copyProduct();
    addIdentityStoreProvisioners(options.root);
    const rows = ROWS.filter((row) => row.fixture === 'product');
    for (const row of rows) apply(options, row);
    const error = await refusal(options);
    for (const row of rows) expectRow(error, row);
  }, 120_000);

  it('covers every file of generator/load and generator/model that refuses', () => {
    const refusing = ['load', 'model'].flatMap((dir) =>
      readdirSync(join(GENERATOR, dir))
        .filter((name) => name.endsWith('.ts') && readFileSync(join(GENERATOR, dir, name), 'utf8').includes("from '../errors'"))
        .map((name) => `${dir}/${name}`),
    );
    expect(refusing.length).toBeGreaterThan(20);
    expect(refusing.filter((file) => !ROWS.some((row) => row.source === file))).toEqual([]);
  });
});
