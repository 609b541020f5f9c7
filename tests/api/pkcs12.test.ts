/**
 * PKCS#12 for every key type over HTTP: export → import round trips for RSA and EC keys, files the
 * server writes read by OpenSSL (independently of pkijs), and files OpenSSL writes imported by the
 * server. OpenSSL must be installed: a missing /usr/bin/openssl fails these tests, never skips them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { x509 } from '../../src/server/services/certificates/x509';
import { KEY_PAIRS, newKeySettings } from './support/signing-keys';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const OPENSSL = '/usr/bin/openssl';
const WRONG_PASSWORD_ERRORS = [{ errorId: 'invalid_field', fieldPath: 'password', message: 'The password does not open this file.' }];

const KEY_TYPES = [
  { label: 'RSA 2048', settings: { keyAlgorithm: 'RSA', keySize: 2048, signatureAlgorithm: 'SHA256withRSA' }, opensslKey: ['rsa:2048'] },
  { label: 'EC P-256', settings: { keyAlgorithm: 'EC', keySize: 256, signatureAlgorithm: 'SHA256withECDSA' }, opensslKey: ['ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] },
  { label: 'EC P-384', settings: { keyAlgorithm: 'EC', keySize: 384, signatureAlgorithm: 'SHA384withECDSA' }, opensslKey: ['ec', '-pkeyopt', 'ec_paramgen_curve:P-384'] },
  { label: 'EC P-521', settings: { keyAlgorithm: 'EC', keySize: 521, signatureAlgorithm: 'SHA512withECDSA' }, opensslKey: ['ec', '-pkeyopt', 'ec_paramgen_curve:P-521'] },
];

const openssl = (args: string[]) => execFileSync(OPENSSL, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
/** `openssl pkcs12 -info` writes the file's algorithms to stderr. */
function opensslInfo(args: string[]): string {
  const run = spawnSync(OPENSSL, args, { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stderr;
}
const spkiOf = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });

/** The private key signs and the certificate's public key verifies: they are one pair. */
function expectSameKeyPair(privateKey: KeyObject, certificate: X509Certificate) {
  const data = Buffer.from('pkcs12 round trip');
  expect(spkiOf(createPublicKey(privateKey))).toEqual(spkiOf(certificate.publicKey));
  expect(verify('sha256', data, certificate.publicKey, sign('sha256', data, privateKey))).toBe(true);
}

describe('PKCS#12 key pair files', () => {
  let server: TestServer;
  let crypto: ApiClient;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
    dir = mkdtempSync(join(tmpdir(), 'pkcs12-test-'));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const generate = async (settings: Record<string, unknown>) => {
    const created = await crypto.api('POST', `${KEY_PAIRS}/generate`, newKeySettings(settings));
    expect(created.status).toBe(201);
    return created.body as { id: string; sha256Fingerprint: string };
  };
  const certificateOf = async (id: string) => new X509Certificate((await crypto.api('GET', `${KEY_PAIRS}/${id}/certificate`)).text);
  const exportPkcs12 = async (id: string, password: string) => {
    const response = await crypto.raw(`/pf-admin-api/v1${KEY_PAIRS}/${id}/pkcs12`, {
      method: 'POST',
      headers: { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-pkcs12/);
    return Buffer.from(await response.arrayBuffer());
  };
  const importPkcs12 = (file: Buffer, password: string) =>
    crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: file.toString('base64'), password, format: 'PKCS12' });

  /** The stored key of `id` signs: a CSR it signs verifies with the certificate's public key. */
  const expectStoredKeySigns = async (id: string, certificate: X509Certificate) => {
    const csr = new x509.Pkcs10CertificateRequest((await crypto.api('GET', `${KEY_PAIRS}/${id}/csr`)).text);
    expect(await csr.verify()).toBe(true);
    expect(Buffer.from(csr.publicKey.rawData)).toEqual(spkiOf(certificate.publicKey));
  };

  it.each(KEY_TYPES)('exports $label as PKCS#12 that imports again with its password, and not with another', async ({ settings }) => {
    const original = await generate(settings);
    const file = await exportPkcs12(original.id, 'P12-pass-1');

    const wrong = await importPkcs12(file, 'not-it');
    expect(wrong.status).toBe(422);
    expect(wrong.body.validationErrors).toEqual(WRONG_PASSWORD_ERRORS);

    const imported = await importPkcs12(file, 'P12-pass-1');
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ keyAlgorithm: settings.keyAlgorithm, keySize: settings.keySize, sha256Fingerprint: original.sha256Fingerprint });
    const originalCertificate = await certificateOf(original.id);
    expect((await certificateOf(imported.body.id)).raw).toEqual(originalCertificate.raw);
    await expectStoredKeySigns(imported.body.id, originalCertificate);
  });

  it.each(KEY_TYPES)('writes $label PKCS#12 that OpenSSL reads with the password (PBES2, HMAC-SHA256)', async ({ settings }) => {
    expect(existsSync(OPENSSL), `${OPENSSL} is required for the interoperability checks`).toBe(true);
    const original = await generate(settings);
    const password = 'Öpen-SSL pass 1';
    const path = join(dir, `${original.id}.p12`);
    writeFileSync(path, await exportPkcs12(original.id, password));

    const info = opensslInfo(['pkcs12', '-in', path, '-passin', `pass:${password}`, '-info', '-noout']);
    expect(info).toContain('MAC: sha256');
    expect(info).toMatch(/PKCS7 Encrypted data: PBES2, PBKDF2, AES-256-CBC, Iteration \d+, PRF hmacWithSHA256/);
    expect(info).toMatch(/Shrouded Keybag: PBES2, PBKDF2, AES-256-CBC, Iteration \d+, PRF hmacWithSHA256/);
    expect(() => openssl(['pkcs12', '-in', path, '-passin', 'pass:wrong', '-nodes'])).toThrow();

    const output = openssl(['pkcs12', '-in', path, '-passin', `pass:${password}`, '-nodes']);
    const keyBlock = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(output)![0];
    const certificateBlock = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(output)![0];
    const certificate = new X509Certificate(certificateBlock);
    expect(certificate.raw).toEqual((await certificateOf(original.id)).raw);
    expectSameKeyPair(createPrivateKey(keyBlock), certificate);
    // The alias Java keystores show.
    expect(output).toContain(`friendlyName: ${original.id}`);
  });

  it.each(KEY_TYPES)('imports a $label PKCS#12 file made by openssl pkcs12 -export', async ({ opensslKey }) => {
    expect(existsSync(OPENSSL), `${OPENSSL} is required for the interoperability checks`).toBe(true);
    const base = join(dir, `openssl-${opensslKey.join('-').replace(/[^a-z0-9-]/gi, '')}`);
    openssl(['req', '-x509', '-newkey', ...opensslKey, '-nodes', '-keyout', `${base}.key`, '-out', `${base}.crt`, '-subj', '/CN=Made by OpenSSL', '-days', '30']);
    openssl(['pkcs12', '-export', '-inkey', `${base}.key`, '-in', `${base}.crt`, '-out', `${base}.p12`, '-passout', 'pass:From-openssl-1']);
    const file = readFileSync(`${base}.p12`);
    const certificate = new X509Certificate(readFileSync(`${base}.crt`));

    const wrong = await importPkcs12(file, 'not-it');
    expect(wrong.status).toBe(422);
    expect(wrong.body.validationErrors).toEqual(WRONG_PASSWORD_ERRORS);

    const imported = await importPkcs12(file, 'From-openssl-1');
    expect(imported.status).toBe(201);
    expect(imported.body.sha256Fingerprint).toBe(certificate.fingerprint256.replace(/:/g, ''));
    expect((await certificateOf(imported.body.id)).raw).toEqual(certificate.raw);
    await expectStoredKeySigns(imported.body.id, certificate);
  });

  it('refuses PKCS#12 files with legacy 3DES encryption or too many MAC rounds with a reason, and garbage as unreadable; stores nothing', async () => {
    expect(existsSync(OPENSSL), `${OPENSSL} is required for the interoperability checks`).toBe(true);
    const base = join(dir, 'legacy');
    openssl(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', `${base}.key`, '-out', `${base}.crt`, '-subj', '/CN=Legacy', '-days', '30']);
    openssl(['pkcs12', '-export', '-inkey', `${base}.key`, '-in', `${base}.crt`, '-out', `${base}.p12`, '-passout', 'pass:Legacy-1',
      '-certpbe', 'PBE-SHA1-3DES', '-keypbe', 'PBE-SHA1-3DES', '-macalg', 'sha1']);
    // 200,000 rounds: fine for PBKDF2 (off the event loop), too many for the MAC (JavaScript on it).
    openssl(['pkcs12', '-export', '-inkey', `${base}.key`, '-in', `${base}.crt`, '-out', `${base}-costly.p12`, '-passout', 'pass:Costly-1', '-iter', '200000']);
    const before = (await crypto.api('GET', KEY_PAIRS)).body.items.length;

    const legacy = await importPkcs12(readFileSync(`${base}.p12`), 'Legacy-1');
    expect(legacy.status).toBe(422);
    expect(legacy.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: expect.stringContaining('legacy encryption') })]);
    const costly = await importPkcs12(readFileSync(`${base}-costly.p12`), 'Costly-1');
    expect(costly.status).toBe(422);
    expect(costly.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: expect.stringContaining('more key derivation rounds than allowed') })]);
    const garbage = await importPkcs12(Buffer.from('not a pkcs12 file at all'), 'x');
    expect(garbage.status).toBe(422);
    expect(garbage.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: 'The file is not a PKCS#12 or PEM file with a certificate and its private key.' })]);
    expect((await crypto.api('GET', KEY_PAIRS)).body.items).toHaveLength(before);
  });
});
