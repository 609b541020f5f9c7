/**
 * --demo: fills a data directory that has no accounts yet. The configuration is data
 * (seeds/demo/configuration.json, in the bulk format) imported through POST /bulk/import as the
 * demo administrator (its changes recorded as the system's, as before), so it obeys every rule a user's import does; what cannot be data
 * (demo-generated.ts) is made around it: the key material and PingOne connections the
 * configuration names before it, the scope restrictions after it.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonDocument } from '../../store/store';
import type { ServerContext } from '../../kernel/handler-types';
import { API_BASE } from '../../kernel/caller-requests';
import { XSRF_HEADER, XSRF_VALUE } from '../../http/xsrf';
import { asAuthor, SYSTEM_AUTHOR } from '../../services/change-author';
import { createAccount } from '../../features/accounts/index';
import { installDemoLicense } from '../../features/license/index';
import { DEMO_SEED_DIR, demoConfiguration, demoKeyMaterial, demoOutsideBulk, demoPingOneConnections } from './demo-files';
import { generateDemoKeyMaterial, storeDemoPingOneConnections, storeDemoScopeRestrictions } from './demo-generated';

const ACCOUNTS = '/administrativeAccounts';

/** Runs once the routes are bound: the import is a request to them. */
export async function seedDemo(app: FastifyInstance, server: ServerContext, dir = DEMO_SEED_DIR): Promise<void> {
  const { store, keys } = server;
  if ((await store.countAccounts()) > 0) return;
  const configuration = demoConfiguration(dir);
  const outside = demoOutsideBulk(dir);
  const material = demoKeyMaterial(dir);
  await store.transaction((tx) => tx.updateServerState({ licenseAgreementAccepted: true, initialSetupComplete: true }));
  // The accounts are made as the server makes its own (their sample password need not meet a
  // server's stricter password rules, as before the seed was data); the first one makes the import.
  const accounts = configuration.operations.find((operation) => operation.resourceType === ACCOUNTS && operation.operationType === 'SAVE');
  const items = (accounts && 'items' in accounts ? accounts.items : []) as JsonDocument[];
  const administrator = items[0];
  if (!administrator) throw new Error(`seeds/demo/configuration.json: the first item of ${ACCOUNTS} makes the import; it has none.`);
  for (const account of items) await createAccount(store, structuredClone(account), { keys });
  configuration.operations = configuration.operations.filter((operation) => operation !== accounts);
  await installDemoLicense(server);

  await generateDemoKeyMaterial(store, keys, material, server.now());
  await storeDemoPingOneConnections(store, keys, demoPingOneConnections(dir));
  const credentials = Buffer.from(`${String(administrator.username)}:${String(administrator.password)}`).toString('base64');
  // The seed's objects are the system's changes in the history, as every write of the seed is.
  const answer = await asAuthor(SYSTEM_AUTHOR, (marks) =>
    app.inject({
      method: 'POST',
      // The seed is part of the configuration (the key material is made beside it): it merges.
      url: `${API_BASE}/bulk/import?mode=MERGE`,
      headers: { ...marks, authorization: `Basic ${credentials}`, [XSRF_HEADER]: XSRF_VALUE, 'content-type': 'application/json' },
      payload: JSON.stringify(configuration),
    }),
  );
  if (answer.statusCode !== 200) throw new Error(`The demo configuration (${dir}) was refused: ${answer.statusCode} ${answer.body}`);
  await storeDemoScopeRestrictions(store, outside);
  for (let i = 0; i < material.configurationKeyRotations; i++) await keys.rotate();
}
