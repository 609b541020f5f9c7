/**
 * POST /keyPairs/signing/import: a PKCS#12 file (pkcs12.ts, pkijs) or a PEM file with a certificate and
 * a private key, encrypted or not (node's crypto). The key must be RSA (at least 2048 bits) or EC
 * on a supported curve and must belong to the certificate. A file that cannot be read is a 422 on
 * `fileData`, a wrong password a 422 on `password`.
 */
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { MIN_RSA_KEY_SIZE } from '../../../shared/signing-keys';
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../keys/configuration-keys';
import { keyFacts } from '../certificates/certificate-view';
import { FieldErrors } from './field-errors';
import { newKeyPairId } from './key-pair-id';
import { putKeyPair, SIGNING_KEY_PAIRS, type StoredKeyPair } from './key-pair-store';
import { MAX_MAC_ITERATIONS, MAX_PBKDF2_ITERATIONS, Pkcs12Problem, type Pkcs12ProblemKind } from './pkcs12-problem';

export interface KeyPairFile {
  id?: string;
  fileData: string;
  format?: 'PKCS12' | 'PEM';
  password: string;
  cryptoProvider?: string;
}

export const UNREADABLE_FILE = 'The file is not a PKCS#12 or PEM file with a certificate and its private key.';
export const WRONG_PASSWORD = 'The password does not open this file.';
export const LEGACY_PKCS12 = 'This PKCS#12 file uses a legacy encryption (such as RC2 or 3DES); export it again with AES-256, as OpenSSL 3 does by default.';
export const PKCS12_TOO_MANY_ITERATIONS = `This PKCS#12 file asks for more key derivation rounds than allowed (${MAX_MAC_ITERATIONS} for its MAC, ${MAX_PBKDF2_ITERATIONS} for its encryption); export it again with fewer.`;
export const KEY_DOES_NOT_MATCH = "The private key does not belong to the file's certificate.";

class FileProblem extends Error {
  constructor(readonly field: 'fileData' | 'password', message: string) {
    super(message);
  }
}

interface ReadKeyPair {
  certificate: X509Certificate;
  privateKey: KeyObject;
}

const PEM_MARKER = '-----BEGIN ';

/** The file's text when it is PEM (raw or base64 of PEM), otherwise undefined. */
function pemText(fileData: string): string | undefined {
  if (fileData.includes(PEM_MARKER)) return fileData;
  const decoded = Buffer.from(fileData, 'base64').toString('latin1');
  return decoded.includes(PEM_MARKER) ? decoded : undefined;
}

function readPem(text: string, password: string): ReadKeyPair {
  const certificateBlock = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(text)?.[0];
  const keyBlock = /-----BEGIN ((?:ENCRYPTED |RSA |EC )?PRIVATE KEY)-----[\s\S]+?-----END \1-----/.exec(text)?.[0];
  if (!certificateBlock || !keyBlock) throw new FileProblem('fileData', UNREADABLE_FILE);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificateBlock);
  } catch {
    throw new FileProblem('fileData', UNREADABLE_FILE);
  }
  const encrypted = keyBlock.includes('ENCRYPTED') || keyBlock.includes('Proc-Type: 4,ENCRYPTED');
  try {
    return { certificate, privateKey: createPrivateKey({ key: keyBlock, format: 'pem', ...(encrypted ? { passphrase: password } : {}) }) };
  } catch {
    throw encrypted ? new FileProblem('password', WRONG_PASSWORD) : new FileProblem('fileData', UNREADABLE_FILE);
  }
}

const PKCS12_FILE_MESSAGES: Record<Exclude<Pkcs12ProblemKind, 'password'>, string> = {
  unreadable: UNREADABLE_FILE,
  unsupportedEncryption: LEGACY_PKCS12,
  tooManyIterations: PKCS12_TOO_MANY_ITERATIONS,
};

async function readPkcs12File(fileData: string, password: string): Promise<ReadKeyPair> {
  let contents;
  try {
    // pkijs is loaded with the first PKCS#12 file, not with the server.
    const { readPkcs12 } = await import('./pkcs12');
    contents = await readPkcs12(Buffer.from(fileData, 'base64'), password);
  } catch (error) {
    if (!(error instanceof Pkcs12Problem)) throw error;
    if (error.kind === 'password') throw new FileProblem('password', WRONG_PASSWORD);
    throw new FileProblem('fileData', PKCS12_FILE_MESSAGES[error.kind]);
  }
  const [keyDer] = contents.privateKeys;
  if (!keyDer || contents.certificates.length === 0) throw new FileProblem('fileData', UNREADABLE_FILE);
  try {
    const privateKey = createPrivateKey({ key: keyDer, format: 'der', type: 'pkcs8' });
    const certificates = contents.certificates.map((der) => new X509Certificate(der));
    // The key's own certificate (a file may carry its CA chain too).
    const spki = publicDer(createPublicKey(privateKey));
    const certificate = certificates.find((c) => publicDer(c.publicKey).equals(spki)) ?? certificates[0];
    return { certificate, privateKey };
  } catch {
    throw new FileProblem('fileData', UNREADABLE_FILE);
  }
}

const publicDer = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });

export async function readKeyPairFile(file: KeyPairFile): Promise<ReadKeyPair> {
  const pem = file.format === 'PKCS12' ? undefined : pemText(file.fileData.trim());
  if (file.format === 'PEM' && !pem) throw new FileProblem('fileData', UNREADABLE_FILE);
  return pem ? readPem(pem, file.password) : readPkcs12File(file.fileData.trim(), file.password);
}

export async function importKeyPairFile(store: Store, keys: ConfigurationKeys, file: KeyPairFile, collection = SIGNING_KEY_PAIRS): Promise<StoredKeyPair> {
  const errors = new FieldErrors();
  if (file.cryptoProvider === 'HSM') errors.add('cryptoProvider', 'This server has no HSM: only LOCAL keys are available.');
  const id = await newKeyPairId(store, file.id, errors, collection);
  let read: ReadKeyPair | undefined;
  try {
    read = await readKeyPairFile(file);
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    errors.add(error.field, error.message);
  }
  if (read) {
    const facts = keyFacts(read.privateKey);
    if (!facts) errors.add('fileData', 'Only RSA and EC (P-256, P-384, P-521) keys are supported.');
    else if (facts.keyAlgorithm === 'RSA' && facts.keySize < MIN_RSA_KEY_SIZE) errors.add('fileData', `RSA keys must be at least ${MIN_RSA_KEY_SIZE} bits.`);
    else if (!publicDer(createPublicKey(read.privateKey)).equals(publicDer(read.certificate.publicKey))) errors.add('fileData', KEY_DOES_NOT_MATCH);
  }
  errors.throwIfAny();
  const stored: StoredKeyPair = { id: id!, certificatePem: read!.certificate.toString() };
  const privateKeyPem = read!.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await store.transaction(async (tx) => {
    const again = new FieldErrors();
    await newKeyPairId(tx, stored.id, again, collection);
    again.throwIfAny();
    await putKeyPair(tx, keys, stored, privateKeyPem, collection);
  });
  return stored;
}
