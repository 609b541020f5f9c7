/**
 * Helpers of the signing key tests: settings of a new key pair, certificates made outside the
 * server (a CA, a small RSA key) with @peculiar/x509, and the in-process signing path opened on
 * a test server's store the way another process of the server would.
 */
import { createPrivateKey, webcrypto } from 'node:crypto';
import { x509 } from '../../../src/server/services/certificates/x509';
import { ConfigurationKeys } from '../../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../../src/server/services/keys/master-key';
import { signJwt } from '../../../src/server/features/signing-keys/sign-jwt';
import type { Store } from '../../../src/server/store/store';
import type { TestServer } from './test-server';

export const KEY_PAIRS = '/keyPairs/signing';
export const KEY_SETS = '/keyPairs/oauthOpenIdConnect/additionalKeySets';
export const OIDC_KEYS = '/keyPairs/oauthOpenIdConnect';

export function newKeySettings(overrides: Record<string, unknown> = {}) {
  return { commonName: 'Test Signing', organization: 'Example', country: 'US', validDays: 30, keyAlgorithm: 'RSA', keySize: 2048, ...overrides };
}

/** A key pair and self-signed certificate made here, not by the server (PKCS#8 PEM and certificate PEM). */
export async function outsideKeyPair(options: { modulusLength?: number; subject?: string; notBefore?: Date; notAfter?: Date } = {}) {
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', modulusLength: options.modulusLength ?? 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name: options.subject ?? 'CN=Outside CA',
    keys,
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
    ...(options.notAfter ? { notAfter: options.notAfter } : {}),
    signingAlgorithm: algorithm,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const privateKeyPem = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ type: 'pkcs8', format: 'pem' }).toString();
  return { keys, certificate, certificatePem: certificate.toString('pem'), privateKeyPem };
}

/** Signs with the server's active key, through its store and configuration keys; closes what it opened. */
export async function serverSignedJwt(server: TestServer, options: { issuerId?: string; alg: string }, claims: Record<string, unknown>): Promise<string> {
  const store: Store = await server.openStore();
  try {
    const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir));
    return await signJwt({ store, keys }, options, claims);
  } finally {
    await store.close();
  }
}
