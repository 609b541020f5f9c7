/**
 * Every secret the contract declares (writeOnly + x-encrypted-as), wherever it sits: this test walks
 * the schemas of every operation itself (not the generator's lists) and, against the real server,
 * proves each one of a collection object or a settings document is sealed at rest (the plaintext is
 * in no row of the database), never answered (not by a read, a list nor the bulk export), answered
 * as the same encrypted value on every read and save while unchanged (GET→PUT changes no secret
 * row), kept when left blank, and changed only when typed. Operations whose secrets live
 * elsewhere are named with the test that covers them, so a new secret cannot go unchecked.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../generated/resources.gen';
import { contractSchemas, routeBindings } from '../../generated/server-routes.gen';
import type { JsonSchema } from '../../src/shared/page-model';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../src/server/services/keys/master-key';
import { getSettingsDocument, putSettingsDocument } from '../../src/server/resources/settings-resource';
import type { ResourceDefinition, RouteBinding } from '../../src/shared/route-binding';
import { withValueAt } from './support/contract-values';
import { listedOrSample } from './support/sample-objects';
import { withRawDatabase } from './support/raw-database';
import { openStoreDump } from './support/store-dump';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, unknown>;
const REF = 'contract#/components/schemas/';
const BASE = '/pf-admin-api/v1';

/** Covered by their own tests: what keeps these operations' secrets, and where that is proven. */
const ELSEWHERE: Record<string, string> = {
  getAccounts: 'administrator passwords are only hashed and never answered: administrative-accounts.test.ts',
  getAccount: 'administrator passwords: administrative-accounts.test.ts',
  addAccount: 'administrator passwords: administrative-accounts.test.ts',
  updateAccount: 'administrator passwords are refused here (reset or change them): administrative-accounts.test.ts',
  getOauthClientSecret: "a client's secret, kept by the client's collection (walked here): oauth-clients.test.ts",
  updateOauthClientSecret: "a client's secret: oauth-clients.test.ts",
  importSpConnectionMetadata: 'answers a connection made from metadata, which carries no secret, and stores nothing: connection-metadata-import.test.ts',
  importIdpConnectionMetadata: 'as importSpConnectionMetadata: connection-metadata-import.test.ts',
  convert: "answers a connection made from metadata over a template, stores nothing; a template's typed secret comes back only as its encrypted sibling: connection-metadata.test.ts",
};

interface DeclaredSecret {
  /** Keys from the object's root to the secret; list items as 0. */
  path: (string | number)[];
  encryptedAs: string;
  /** The secret's own schema (its format, pattern and lengths). */
  schema: JsonSchema;
}

function resolved(raw: JsonSchema): { schema: JsonSchema; name?: string } {
  let schema = raw;
  let name: string | undefined;
  while (typeof schema.$ref === 'string') {
    name = schema.$ref.slice(REF.length);
    schema = contractSchemas.components.schemas[name];
  }
  return { schema, name };
}

/** The secrets below a schema, through $refs, allOf/oneOf/anyOf members, objects and list items. */
function declaredSecrets(raw: JsonSchema | null | undefined, path: (string | number)[] = [], stack: string[] = []): DeclaredSecret[] {
  if (!raw) return [];
  const { schema, name } = resolved(raw);
  if (name && stack.includes(name)) return [];
  const inner = name ? [...stack, name] : stack;
  const found: DeclaredSecret[] = [];
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const member of (schema[keyword] as JsonSchema[] | undefined) ?? []) found.push(...declaredSecrets(member, path, inner));
  }
  if (schema.type === 'array' && schema.items) found.push(...declaredSecrets(schema.items as JsonSchema, [...path, 0], inner));
  for (const [property, value] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (value.writeOnly === true && typeof value['x-encrypted-as'] === 'string') found.push({ path: [...path, property], encryptedAs: value['x-encrypted-as'], schema: value });
    else found.push(...declaredSecrets(value, [...path, property], inner));
  }
  return [...new Map(found.map((secret) => [secret.path.join('.'), secret])).values()];
}

const bodySecrets = (binding: RouteBinding) => [
  ...declaredSecrets(binding.schema.body),
  ...Object.entries(binding.schema.response).flatMap(([status, schema]) => (status.startsWith('2') ? declaredSecrets(schema) : [])),
];

/** Something whose secrets this test exercises: a collection (read by `list`) or a settings document. */
interface Target {
  name: string;
  /** The object's answer schema. */
  schema: JsonSchema;
  /** API paths, relative to the base. */
  list?: string;
  /** The object's URL: of a collection's item, `:id` is put in. */
  item: string;
  /** A collection's key property. */
  key?: string;
  /** The generic resource's definition, where a page serves it. */
  definition?: ResourceDefinition;
  operations: string[];
}

function targets(): Target[] {
  const found: Target[] = [];
  const path = (binding: RouteBinding) => binding.url.slice(BASE.length);
  for (const definition of Object.values(resourceDefinitions)) {
    const bindings = routeBindings.filter((b) => b.resource?.pageId === definition.pageId);
    const get = bindings.find((b) => b.resource?.action === 'get');
    // A page whose operations a hand-written handler serves (x-keeps-secrets) is in ELSEWHERE.
    if (!get?.schema.response['200'] || get.secrets || declaredSecrets(get.schema.response['200']).length === 0) continue;
    const list = bindings.find((b) => b.resource?.action === 'list');
    found.push({ name: definition.pageId, schema: get.schema.response['200'], item: path(get), key: definition.key ?? 'id', definition, ...(definition.kind === 'collection' && list ? { list: path(list) } : {}), operations: bindings.map((b) => b.operationId) });
  }
  // Hand-written settings documents keeping their secrets (x-keeps-secrets): a GET and PUT of one URL without parameters.
  for (const get of routeBindings.filter((b) => b.method === 'GET' && b.secrets && !b.url.includes(':'))) {
    const put = routeBindings.find((b) => b.method === 'PUT' && b.url === get.url);
    if (put && get.schema.response['200']) found.push({ name: get.operationId, schema: get.schema.response['200'], item: path(get), operations: [get.operationId, put.operationId] });
  }
  return found;
}

/** A plaintext the secret's schema takes that names the test: the words, or (a base64 key, format byte) their SHA-256 in base64. */
const plaintextFor = (schema: JsonSchema, words: string): string => (schema.format === 'byte' ? createHash('sha256').update(words).digest('base64') : words);

const valueAt = (doc: unknown, path: (string | number)[]): unknown => path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], doc);
const isJwe = (value: unknown) => typeof value === 'string' && value.split('.').length === 5;

describe('every secret the contract declares', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  const secretRows = () => withRawDatabase(server, (db) => db.query('SELECT * FROM secrets ORDER BY owner, name'));
  const storeText = async () => {
    const dump = await openStoreDump(server);
    try {
      return JSON.stringify(await dump.dump());
    } finally {
      await dump.close();
    }
  };

  it('sits where this test exercises it, or where a named test does', () => {
    const exercised = new Set(targets().flatMap((target) => target.operations));
    const unchecked = routeBindings.filter((b) => bodySecrets(b).length > 0 && !exercised.has(b.operationId) && !ELSEWHERE[b.operationId]).map((b) => b.operationId);
    expect(unchecked).toEqual([]);
    expect(targets().map((t) => t.name)).toEqual(expect.arrayContaining(['data-stores', 'oauth-clients', 'getServerSettings']));
  });

  for (const target of targets()) {
    for (const secret of declaredSecrets(target.schema)) {
      const name = `${target.name}: ${secret.path.join('.')}`;
      it(`${name} is sealed at rest, never answered, the same while unchanged, kept when blank, changed only when typed`, async () => {
        const tag = `${target.name}-${secret.path.join('-')}`.replace(/[^A-Za-z0-9-]/g, '');
        const plain = plaintextFor(secret.schema, `Plain-${tag}-1!`);
        const retyped = plaintextFor(secret.schema, `Plain-${tag}-2!`);
        const parent = secret.path.slice(0, -1);
        const sibling = [...parent, secret.encryptedAs];
        const withSecret = (body: unknown, value: unknown) => withValueAt(body, target.schema, secret.path, value) as Json;
        const bodyOf = ({ lastModified: _lastModified, ...rest }: Json) => rest;

        // An object of the collection that can hold the secret (a data store of a type that has it), or the document.
        let url = target.item;
        let saved: { status: number; body: Json; text: string } | undefined;
        const listed = target.list && target.definition ? await listedOrSample(admin, target.definition, target.list) : [];
        const candidates: string[] = target.list ? listed.map((item: Json) => String(item[target.key ?? 'id'])) : [''];
        for (const id of candidates) {
          const candidate = target.item.replace(/:[A-Za-z]+/, encodeURIComponent(id));
          const current = await admin.api('GET', candidate);
          saved = await admin.api('PUT', candidate, withSecret(bodyOf(current.body), plain));
          url = candidate;
          if (saved.status === 200) break;
        }
        expect(saved?.status, `no object of ${target.name} takes ${secret.path.join('.')}: ${JSON.stringify(saved?.body)}`).toBe(200);
        const encrypted = valueAt(saved!.body, sibling);
        expect(isJwe(encrypted), JSON.stringify(saved!.body)).toBe(true);
        expect(valueAt(saved!.body, secret.path)).toBeUndefined();
        expect(saved!.text).not.toContain(plain);

        // Sealed at rest: the plaintext is in no row of any table.
        expect(await storeText()).not.toContain(plain);

        // Never answered: the object, its list, the bulk export; the same encrypted value on every read.
        const reads = [await admin.api('GET', url), await admin.api('GET', url), ...(target.list ? [await admin.api('GET', target.list)] : []), await admin.api('GET', '/bulk/export')];
        for (const read of reads) {
          expect(read.status).toBe(200);
          expect(read.text).not.toContain(plain);
        }
        expect(valueAt(reads[0].body, sibling)).toBe(encrypted);
        expect(valueAt(reads[1].body, sibling)).toBe(encrypted);

        // GET→PUT: nothing changes, the secret's row least of all.
        const rows = await secretRows();
        const again = await admin.api('PUT', url, bodyOf(reads[0].body));
        expect(again.status).toBe(200);
        expect(valueAt(again.body, sibling)).toBe(encrypted);
        expect(await secretRows()).toEqual(rows);

        // Kept when left blank: the box empty (a row of a list keeps its encrypted value, its only name).
        const inList = secret.path.some((key) => typeof key === 'number');
        const blank = withSecret(bodyOf(reads[0].body), '');
        if (!inList) delete (valueAt(blank, parent) as Json)[secret.encryptedAs];
        const kept = await admin.api('PUT', url, blank);
        expect(kept.status, JSON.stringify(kept.body)).toBe(200);
        expect(valueAt(kept.body, sibling)).toBe(encrypted);
        expect(await secretRows()).toEqual(rows);

        // Changed only when typed, even beside the old encrypted value.
        const changed = await admin.api('PUT', url, withSecret(bodyOf(reads[0].body), retyped));
        expect(changed.status).toBe(200);
        const reencrypted = valueAt(changed.body, sibling);
        expect(isJwe(reencrypted)).toBe(true);
        expect(reencrypted).not.toBe(encrypted);
        expect(changed.text).not.toContain(retyped);
        expect(await storeText()).not.toContain(retyped);
        expect(valueAt((await admin.api('GET', url)).body, sibling)).toBe(reencrypted);
      });
    }
  }
});

// The generic settings resource driven directly, over the real store, with the secrets the
// generator lists for a settings page (tests/generator/secret-places.test.ts) where no page's
// document has them: a nested object's and a list row's (System Keys, walked above, has nested ones only).
describe("a settings document's secrets (the generic settings resource)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const definition: ResourceDefinition = {
    pageId: 'secret-settings',
    kind: 'settings',
    schema: 'ServerSettings',
    store: '/test/secretSettings',
    required: [],
    immutable: [],
    settingsDefault: {},
    secrets: [
      { path: 'emailServer.password', encryptedAs: 'encryptedPassword' },
      { path: 'users[].password', encryptedAs: 'encryptedPassword' },
    ],
    messages: {},
  };

  it('seals them, answers them only encrypted and the same while unchanged, keeps them when blank, changes them when typed', async () => {
    const store = await server.openStore();
    try {
      const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir));
      const rows = () => withRawDatabase(server, (db) => db.query("SELECT * FROM secrets WHERE owner = ? ORDER BY name", [`settings:${definition.store}`]));
      const rawText = async () => {
        const dump = await openStoreDump(server);
        try {
          return JSON.stringify(await dump.dump());
        } finally {
          await dump.close();
        }
      };
      const put = (doc: Json) => putSettingsDocument(store, definition, doc, undefined, keys);

      const saved = await put({ emailServer: { username: 'mailer', password: 'Smtp-plain-1!' }, users: [{ username: 'a', password: 'Row-plain-1!' }, { username: 'b' }] });
      const mailJwe = valueAt(saved, ['emailServer', 'encryptedPassword']);
      const rowJwe = valueAt(saved, ['users', 0, 'encryptedPassword']);
      expect([isJwe(mailJwe), isJwe(rowJwe)]).toEqual([true, true]);
      expect(saved).toEqual({ emailServer: { username: 'mailer', encryptedPassword: mailJwe }, users: [{ username: 'a', encryptedPassword: rowJwe }, { username: 'b' }] });
      const text = await rawText();
      for (const plain of ['Smtp-plain-1!', 'Row-plain-1!']) expect(text).not.toContain(plain);
      expect((await rows()).length).toBe(2);

      // The same answer on every read, and GET→PUT changes no row.
      expect(await getSettingsDocument(store, definition, keys)).toEqual(saved);
      const before = await rows();
      expect(await put(await getSettingsDocument(store, definition, keys))).toEqual(saved);
      expect(await rows()).toEqual(before);

      // Left blank: the nested one without its encrypted value, the row's with it (its only name).
      expect(await put({ emailServer: { username: 'mailer', password: '' }, users: [{ username: 'a', password: '', encryptedPassword: rowJwe }, { username: 'b' }] })).toEqual(saved);
      expect(await rows()).toEqual(before);

      // Typed: only that one changes; its row moves with the list when an earlier row goes.
      const typed = await put({ emailServer: { username: 'mailer', password: 'Smtp-plain-2!', encryptedPassword: mailJwe }, users: [{ username: 'b' }, { username: 'a', encryptedPassword: rowJwe }] });
      expect(valueAt(typed, ['emailServer', 'encryptedPassword'])).not.toBe(mailJwe);
      expect(valueAt(typed, ['users', 0])).toEqual({ username: 'b' });
      expect(await keys.getSecret('settings:/test/secretSettings', 'users.1.password')).toBe('Row-plain-1!');
      expect(await keys.getSecret('settings:/test/secretSettings', 'emailServer.password')).toBe('Smtp-plain-2!');
      expect(await rawText()).not.toContain('Smtp-plain-2!');

      // Sent neither way (the email server gone, the row without it): the secret goes.
      expect(await put({ users: [{ username: 'b' }, { username: 'a' }] })).toEqual({ users: [{ username: 'b' }, { username: 'a' }] });
      expect(await rows()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
