/**
 * What --demo cannot keep as data: key pairs and certificates made afresh (their keys and validity
 * are relative to now), PingOne credentials signed with the development credential key, scope
 * restrictions (outside the bulk format). Made through the areas' own code,
 * from the inputs of the data files.
 */
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { SSL_CLIENT_KEY_PAIRS, SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import { DEVELOPMENT_CREDENTIAL_KEY, readPrivateKey } from '../../services/trusted-signers/signing-keys';
import { putRotationSettings } from '../../features/signing-keys/index';
import { ensureSslServerSettings } from '../../features/ssl-server/index';
import { certificateGroup, importCertificate, importTrustedCa, OCSP_CERTIFICATES, selfSignedCaPem } from '../../features/trusted-cas/index';
import { issueCredential, newConnection, storeConnection } from '../../features/pingone/index';
import { putScopeRestriction } from '../../features/legacy/index';
import { importIssuerCert } from '../../features/ws-trust-sts/index';
import type { DemoKeyMaterial, DemoOutsideBulk, DemoPingOneConnection } from './demo-files';

const DAY_MS = 86_400_000;

/** Signing, SSL server and SSL client key pairs (with the default SSL server key pair), trusted CAs, OCSP responder certificates, certificate groups' certificates and WS-Trust STS issuer certificates. */
export async function generateDemoKeyMaterial(store: Store, keys: ConfigurationKeys, material: DemoKeyMaterial, now: number): Promise<void> {
  // Generated side by side (key generation runs off the main thread; the store queues the writes).
  await Promise.all(material.signingKeyPairs.map((settings) => generateKeyPairFromSettings(store, keys, settings, now)));
  for (const [id, settings] of Object.entries(material.rotationSettings)) await putRotationSettings(store, keys, id, settings);
  await ensureSslServerSettings(store, keys, now);
  for (const settings of material.sslServerKeyPairs) await generateKeyPairFromSettings(store, keys, settings, now, SSL_SERVER_KEY_PAIRS);
  for (const settings of material.sslClientKeyPairs) await generateKeyPairFromSettings(store, keys, settings, now, SSL_CLIENT_KEY_PAIRS);
  const certificateOf = (ca: DemoKeyMaterial['trustedCas'][number]) =>
    selfSignedCaPem({ commonName: ca.commonName, organization: ca.organization, notBefore: new Date(now + ca.notBeforeDays * DAY_MS), notAfter: new Date(now + ca.notAfterDays * DAY_MS) });
  for (const ca of material.trustedCas) await importTrustedCa(store, { id: ca.id, fileData: await certificateOf(ca) });
  for (const responder of material.ocspCertificates) {
    const fileData = await selfSignedCaPem({ commonName: responder.commonName, organization: responder.organization, notBefore: new Date(now - DAY_MS), notAfter: new Date(now + responder.validDays * DAY_MS) });
    await importCertificate(store, { id: responder.id, fileData }, OCSP_CERTIFICATES);
  }
  for (const { group, ...ca } of material.certificateGroups) await importCertificate(store, { id: ca.id, fileData: await certificateOf(ca) }, certificateGroup(group));
  for (const ca of material.wsTrustIssuerCerts) await importIssuerCert(store, { id: ca.id, fileData: await certificateOf(ca) }, now);
}

/** PingOne connections with credentials signed by the development credential key. */
export async function storeDemoPingOneConnections(store: Store, keys: ConfigurationKeys, connections: DemoPingOneConnection[]): Promise<void> {
  const signingKey = readPrivateKey(DEVELOPMENT_CREDENTIAL_KEY);
  await store.transaction(async (tx) => {
    for (const { id, name, description, credential } of connections) {
      await storeConnection(tx, keys, newConnection({ id, name, description, active: true }, credential), issueCredential(credential, signingKey));
    }
  });
}

/** Scope restrictions after the configuration (they name its scopes). */
export async function storeDemoScopeRestrictions(store: Store, outside: DemoOutsideBulk): Promise<void> {
  await store.transaction(async (tx) => {
    for (const [manager, restriction] of Object.entries(outside.accessTokenScopeRestrictions)) await putScopeRestriction(tx, manager, structuredClone(restriction) as Parameters<typeof putScopeRestriction>[2]);
  });
}
