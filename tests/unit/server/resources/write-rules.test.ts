/**
 * The write rules (src/server/resources/write-rules.ts) are what every generic write runs: a
 * create and an update of one collection run the same named rules in the same order (each kind
 * adding only its own key and stored-object rules), and a body with several faults is refused
 * for the same one first either way. Run on a real SQLite store with the IdP adapters' definition:
 * a plugin collection with secrets, references and a per-field role rule.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../../generated/resources.gen';
import { ApiError } from '../../../../src/server/core/api-error';
import { createCollectionItem, updateCollectionItem } from '../../../../src/server/resources/collection-resource';
import { hasSecrets } from '../../../../src/server/resources/definition-facts';
import { writeRules, writeRulesFor } from '../../../../src/server/resources/write-rules';
import { ConfigurationKeys } from '../../../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../../../src/server/services/keys/master-key';
import { openSqliteStore } from '../../../../src/server/store/sqlite-store';
import type { JsonDocument, Store } from '../../../../src/server/store/store';
import type { ResourceDefinition } from '../../../../src/shared/route-binding';

const adapters = Object.values(resourceDefinitions).find((definition) => definition.kind === 'collection' && definition.store === '/idp/adapters') as ResourceDefinition;
const names = (kind: 'create' | 'update' | 'settings', definition = adapters) => writeRulesFor(definition, kind).map((rule) => rule.name);

describe('the write rules', () => {
  it('are one list whose body rules all come before the rules of the transaction', () => {
    const firstStored = writeRules.findIndex((rule) => rule.stage === 'stored');
    expect(writeRules.slice(firstStored).every((rule) => rule.stage === 'stored')).toBe(true);
    expect(new Set(writeRules.map((rule) => rule.name)).size).toBe(writeRules.length);
  });

  it('of a plugin collection with secrets, references and field roles: create and update run the same rules in the same order', () => {
    expect(adapters.plugin && hasSecrets(adapters) && adapters.references?.length && adapters.editableBy?.length).toBeTruthy();
    expect(names('create')).toEqual([
      'object-from-body', 'generated-key', 'key-pattern', 'reserved-key', 'required-fields', 'plugin-instance', 'secrets',
      'stored-object', 'field-roles', 'references', 'plugin-option-values',
    ]);
    expect(names('update')).toEqual([
      'object-from-body', 'key-of-path', 'required-fields', 'plugin-instance', 'secrets',
      'stored-object', 'plugin-type-kept', 'field-roles', 'immutable-fields', 'references', 'plugin-option-values',
    ]);
    const own = { create: ['made-key', 'generated-key', 'key-pattern', 'reserved-key'], update: ['key-of-path', 'plugin-type-kept', 'made-key-kept', 'immutable-fields'] };
    expect(names('create').filter((name) => !own.create.includes(name))).toEqual(names('update').filter((name) => !own.update.includes(name)));
  });

  it('of every collection: create and update share their order, and a settings save runs the same list', () => {
    const own = ['made-key', 'generated-key', 'key-pattern', 'reserved-key', 'key-of-path', 'plugin-type-kept', 'made-key-kept', 'immutable-fields'];
    for (const definition of Object.values(resourceDefinitions)) {
      const shared = (kind: 'create' | 'update' | 'settings') => names(kind, definition).filter((name) => !own.includes(name));
      if (definition.kind === 'collection') expect(shared('create'), definition.pageId).toEqual(shared('update'));
      else expect(shared('settings'), definition.pageId).toEqual(writeRules.map((rule) => rule.name).filter((name) => shared('settings').includes(name)));
    }
  });
});

describe('a body with several faults', () => {
  const X509 = 'com.pingidentity.adapters.x509.idp.X509CertificateIdpAdapter';
  const plainAdmin = { roles: ['ADMINISTRATOR'] };
  const adapter = (more: JsonDocument = {}): JsonDocument => ({
    id: 'certOne',
    name: 'Certificate adapter',
    pluginDescriptorRef: { id: X509 },
    configuration: { fields: [{ name: 'Client Auth Port', value: '9032' }], tables: [] },
    ...more,
  });
  /** Refused by the field role rule: only an expression administrator may set expression criteria. */
  const expressionCriteria = { attributeMapping: { attributeContractFulfillment: {}, issuanceCriteria: { expressionCriteria: [{ expression: 'true', errorResult: 'no' }] } } };
  /** Refused by the plugin instance rule: a field the type does not have. */
  const unknownField = { configuration: { fields: [{ name: 'Client Auth Port', value: '9032' }, { name: 'No Such Field', value: 'x' }], tables: [] } };

  let dataDir: string;
  let store: Store;
  let keys: ConfigurationKeys;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'write-rules-'));
    store = await openSqliteStore(dataDir);
    keys = new ConfigurationKeys(store, loadOrCreateMasterKey(dataDir));
    await createCollectionItem(store, adapters, adapter(), keys);
  });
  afterAll(async () => {
    await store?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const refusal = async (write: Promise<unknown>) => {
    const error = await write.then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).result.validationErrors?.map((item) => item.errorId);
  };

  it('is refused for the same fault first on create and on update: the plugin instance before the field roles', async () => {
    const body = adapter({ ...expressionCriteria, ...unknownField });
    const onCreate = await refusal(createCollectionItem(store, adapters, { ...body, id: 'certTwo' }, keys, plainAdmin));
    const onUpdate = await refusal(updateCollectionItem(store, adapters, 'certOne', body, keys, plainAdmin));
    expect(onCreate).toEqual(onUpdate);
    expect(onCreate).not.toContain('field_role_required');
  });

  it('with only the field role fault left, is refused on it on create and on update', async () => {
    const body = adapter(expressionCriteria);
    expect(await refusal(createCollectionItem(store, adapters, { ...body, id: 'certTwo' }, keys, plainAdmin))).toEqual(['field_role_required']);
    expect(await refusal(updateCollectionItem(store, adapters, 'certOne', body, keys, plainAdmin))).toEqual(['field_role_required']);
  });
});
