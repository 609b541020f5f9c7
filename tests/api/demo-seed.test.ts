/**
 * --demo's seed is data: the configuration of seeds/demo (bulk format) is what a demo server holds,
 * with the generated key material and PingOne connections the other data files describe; and an
 * object added to a copy of the data files is seeded with no code.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { resourceDefinitions } from '../../generated/resources.gen';
import { DEMO_SEED_DIR, demoConfiguration, demoKeyMaterial, demoPingOneConnections } from '../../src/server/compose/demo/demo-files';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type BulkConfig = components['schemas']['BulkConfig'];
type Item = Record<string, unknown>;

const saves = (config: BulkConfig) => config.operations.flatMap((operation) => (operation.operationType === 'SAVE' ? [operation] : []));
/** An object's key in its collection: what the bulk format names it by. */
const keyOf = (item: Item) => String(item.id ?? item.clientId ?? item.username ?? item.name);

let server: TestServer;
let admin: ApiClient;
let exported: BulkConfig;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  const answer = await admin.api('GET', '/bulk/export');
  expect(answer.status).toBe(200);
  exported = answer.body as BulkConfig;
}, 120_000);
afterAll(() => server?.stop());

describe('the demo configuration', () => {
  it('holds every object of seeds/demo/configuration.json, by key and name, and its settings documents as written', () => {
    // A config store operation is one bundle of /configStore (its subResource).
    const typeOf = (operation: { resourceType: string; subResource?: string }) => (operation.subResource === undefined ? operation.resourceType : `${operation.resourceType} ${operation.subResource}`);
    const held = new Map(saves(exported).map((operation) => [typeOf(operation), operation.items as Item[]]));
    // A part of a settings document (/serverSettings/emailServer) is exported in it, at its property.
    const partOfHeld = (resourceType: string): Item[] | undefined => {
      const cut = resourceType.lastIndexOf('/');
      const part = held.get(resourceType.slice(0, cut))?.[0]?.[resourceType.slice(cut + 1)] as Item | undefined;
      return part ? [part] : undefined;
    };
    for (const operation of saves(demoConfiguration())) {
      const items = held.get(typeOf(operation)) ?? partOfHeld(operation.resourceType);
      expect(items, operation.resourceType).toBeDefined();
      const data = operation.items as Item[];
      const isSettings = data.length === 1 && keyOf(data[0]) === 'undefined';
      if (isSettings) {
        // The authorization server settings carry their scope lists (collections of their own): compared by key.
        const lists = ['scopes', 'scopeGroups', 'exclusiveScopes', 'exclusiveScopeGroups'];
        // A top-level secret of the document is held only as its encrypted value (never answered in clear).
        const secrets = Object.values(resourceDefinitions).filter((definition) => definition.store === operation.resourceType).flatMap((definition) => definition.secrets ?? []).filter((secret) => !secret.path.includes('.') && !secret.path.includes('['));
        for (const secret of secrets.filter((s) => typeof data[0][s.path] === 'string' && data[0][s.path] !== '')) {
          expect(items![0][secret.encryptedAs], `${operation.resourceType} ${secret.encryptedAs}`).toEqual(expect.any(String));
          expect(items![0], operation.resourceType).not.toHaveProperty(secret.path);
        }
        const written = Object.entries(data[0]).filter(([property]) => !lists.includes(property) && !secrets.some((secret) => secret.path === property));
        expect(items![0], operation.resourceType).toMatchObject(Object.fromEntries(written));
        for (const list of lists.filter((property) => property in data[0])) {
          expect((items![0][list] as Item[]).map(keyOf).sort(), list).toEqual((data[0][list] as Item[]).map(keyOf).sort());
        }
      } else {
        expect(items!.map((item) => [keyOf(item), item.name]).sort(), operation.resourceType).toEqual(data.map((item) => [keyOf(item), item.name]).sort());
      }
    }
  });

  it('holds the generated key pairs and trusted CAs of seeds/demo/key-material.json, and its PingOne connections', () => {
    const idsOf = (resourceType: string) => ((saves(exported).find((o) => o.resourceType === resourceType)?.items ?? []) as Item[]).map(keyOf).sort();
    const material = demoKeyMaterial();
    expect(idsOf('/keyPairs/signing')).toEqual(material.signingKeyPairs.map((k) => k.id).sort());
    expect(idsOf('/keyPairs/sslServer')).toEqual(['default-ssl-server', ...material.sslServerKeyPairs.map((k) => k.id)].sort());
    expect(idsOf('/certificates/ca')).toEqual(material.trustedCas.map((ca) => ca.id).sort());
    expect(idsOf('/pingOneConnections')).toEqual(demoPingOneConnections().map((c) => c.id).sort());
  });
});

describe('the seed', () => {
  it('seeds an object added to the data files, with no code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-seed-'));
    cpSync(DEMO_SEED_DIR, dir, { recursive: true });
    const file = join(dir, 'configuration.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as BulkConfig;
    const issuers = saves(config).find((operation) => operation.resourceType === '/oauth/issuers')!;
    issuers.items.push({ id: 'seeded-from-data', name: 'Seeded From Data', host: 'data.example.com' });
    writeFileSync(file, JSON.stringify(config));
    const other = await startTestServer({ demo: true, demoSeedDir: dir });
    try {
      const client = await bearerClient(other, 'Administrator', DEMO_PASSWORD);
      const issuer = await client.api('GET', '/oauth/issuers/seeded-from-data');
      expect(issuer.status).toBe(200);
      expect(issuer.body).toMatchObject({ name: 'Seeded From Data', host: 'data.example.com' });
    } finally {
      await other.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
