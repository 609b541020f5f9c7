/**
 * PingOne connection tests: the fake PingOne in this process on a real port (driven over HTTP
 * through its control endpoints), connections made with development-key credentials, and plugins
 * that use a connection stored as another node would store them (there is no plugin API yet).
 */
import { credentialToken, VALID_CREDENTIAL_INFO } from '../../fixtures/licenses/credential-fixtures';
import { fakePingOneControl, type FakePingOneControl } from '../../../src/tools/fake-pingone/fake-pingone-control';
import { startFakePingOneServer } from '../../../src/tools/fake-pingone/fake-pingone-server';
import type { ApiClient, TestServer } from './test-server';

export interface FakeForTest extends FakePingOneControl {
  url: string;
  close(): Promise<void>;
}

export async function startFakeForTest(): Promise<FakeForTest> {
  const fake = await startFakePingOneServer({ port: 0 });
  return { url: fake.url, ...fakePingOneControl(fake.url), close: () => fake.close() };
}

let credentialCounter = 0;

/** A connection with its own credential id (so each test sets its own fake mode); answers the created connection. */
export async function createConnection(admin: ApiClient, name: string, id?: string): Promise<{ id: string; credentialId: string; environmentId: string; body: any }> {
  credentialCounter += 1;
  const credentialId = `${VALID_CREDENTIAL_INFO.credentialId.slice(0, -4)}${String(credentialCounter).padStart(4, '0')}`;
  const credential = credentialToken({ credentialId, organizationName: `${name} Org` });
  const created = await admin.api('POST', '/pingOneConnections', { ...(id && { id }), name, credential });
  if (created.status !== 201) throw new Error(`create ${name}: ${created.status} ${created.text}`);
  return { id: created.body.id, credentialId, environmentId: created.body.environmentId, body: created.body };
}

/** A plugin in PingFederate's shape whose "PingOne Environment" field names the connection. */
export function pluginUsing(connectionId: string, environmentId: string, id: string, descriptorId: string, name = id) {
  return {
    id,
    name,
    pluginDescriptorRef: { id: descriptorId },
    configuration: { fields: [{ name: 'PingOne Environment', value: `${connectionId}|${environmentId}` }], tables: [] },
  };
}

/** Stores (or with `doc` undefined, removes) a plugin through a second handle on the server's store. */
export async function storePlugin(server: TestServer, namespace: string, id: string, doc: Record<string, unknown> | undefined): Promise<void> {
  const store = await server.openStore();
  try {
    await store.transaction(async (tx) => {
      if (doc) await tx.putItem(namespace, id, String(doc.name ?? id), doc);
      else await tx.deleteItem(namespace, id);
    });
  } finally {
    await store.close();
  }
}
