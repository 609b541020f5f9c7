/**
 * What leaves the server, each behind CRYPTO_ADMINISTRATOR: the certificate (PEM), the key pair
 * as PEM with the private key encrypted (PKCS#8, PBES2 with AES-256-CBC) or as a password-protected
 * PKCS#12 file for RSA and EC keys alike (pkcs12.ts: pkijs, PBES2 AES-256), and a PKCS#10 CSR
 * signed by the key (@peculiar/x509).
 */
import { createPublicKey, webcrypto, X509Certificate } from 'node:crypto';
import { x509 } from '../certificates/x509';
import type { StoreReader } from '../../store/store';
import type { ConfigurationKeys } from '../keys/configuration-keys';
import { certificateView } from '../certificates/certificate-view';
import { FieldErrors } from './field-errors';
import { webCryptoKeyAlgorithm, webCryptoSigningAlgorithm } from '../certificates/key-algorithms';
import { getKeyPair, privateKeyOf, SIGNING_KEY_PAIRS } from './key-pair-store';


export const PASSWORD_REQUIRED = 'A password is required to protect the exported private key.';

function requirePassword(password: unknown): string {
  const errors = new FieldErrors();
  if (typeof password !== 'string' || password.length === 0) errors.add('password', PASSWORD_REQUIRED, 'required_field');
  errors.throwIfAny();
  return password as string;
}

export async function exportCertificate(reader: StoreReader, id: string, collection = SIGNING_KEY_PAIRS): Promise<string> {
  return (await getKeyPair(reader, id, collection)).certificatePem;
}

/** The certificate, then the private key as an encrypted PKCS#8 PEM. */
export async function exportPem(reader: StoreReader, keys: ConfigurationKeys, id: string, password: unknown, collection = SIGNING_KEY_PAIRS): Promise<string> {
  const stored = await getKeyPair(reader, id, collection);
  const passphrase = requirePassword(password);
  const privateKey = await privateKeyOf(keys, id, reader, collection);
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }).toString();
  return `${stored.certificatePem.trim()}\n${keyPem}`;
}

export async function exportPkcs12(reader: StoreReader, keys: ConfigurationKeys, id: string, password: unknown, collection = SIGNING_KEY_PAIRS): Promise<Buffer> {
  const stored = await getKeyPair(reader, id, collection);
  const passphrase = requirePassword(password);
  const privateKey = await privateKeyOf(keys, id, reader, collection);
  // pkijs is loaded with the first PKCS#12 export, not with the server.
  const { writePkcs12 } = await import('./pkcs12');
  return writePkcs12({
    privateKeyPkcs8: privateKey.export({ type: 'pkcs8', format: 'der' }),
    certificate: new X509Certificate(stored.certificatePem).raw,
    password: passphrase,
    friendlyName: id,
  });
}

/** A CSR for the key pair's subject, SANs and public key, signed with its signature algorithm. */
export async function exportCsr(reader: StoreReader, keys: ConfigurationKeys, id: string, collection = SIGNING_KEY_PAIRS): Promise<string> {
  const stored = await getKeyPair(reader, id, collection);
  const view = certificateView(stored.certificatePem, Date.now());
  const privateKey = await privateKeyOf(keys, id, reader, collection);
  const algorithm = webCryptoKeyAlgorithm(view.keyAlgorithm, view.keySize, view.signatureAlgorithm);
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'der' });
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const pair = {
    privateKey: await webcrypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign']),
    publicKey: await webcrypto.subtle.importKey('spki', spki, algorithm, true, ['verify']),
  } as CryptoKeyPair;
  const certificate = new x509.X509Certificate(stored.certificatePem);
  const san = certificate.getExtension(x509.SubjectAlternativeNameExtension);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: certificate.subjectName,
    keys: pair,
    signingAlgorithm: webCryptoSigningAlgorithm(view.signatureAlgorithm),
    extensions: san ? [san] : [],
  });
  return csr.toString('pem');
}
