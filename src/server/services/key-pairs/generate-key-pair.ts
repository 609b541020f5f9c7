/**
 * POST /keyPairs/signing/generate: a real key pair (WebCrypto of node) and a self-signed X.509
 * v3 certificate made by @peculiar/x509 with the requested subject, SANs, validity and signature
 * algorithm. The private key goes to the secrets store only.
 */
import { createPrivateKey, randomBytes, webcrypto } from 'node:crypto';
import { isIP } from 'node:net';
import { x509 } from '../certificates/x509';
import { MIN_RSA_KEY_SIZE } from '../../../shared/signing-keys';
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../keys/configuration-keys';
import { FieldErrors, isBlank } from './field-errors';
import { CURVE_NAMES, hashOf, keyAlgorithm, webCryptoSigningAlgorithm, type KeyAlgorithmName } from '../certificates/key-algorithms';
import { newKeyPairId } from './key-pair-id';
import { putKeyPair, SIGNING_KEY_PAIRS, type StoredKeyPair } from './key-pair-store';
import type { components } from '../../../../generated/api-types.gen';

export const MAX_VALID_DAYS = 36500;
const DAY_MS = 86_400_000;

/** The body of POST /keyPairs/signing/generate, as the contract defines it. */
export type NewKeyPairSettings = components['schemas']['NewKeyPairSettings'];

export interface CheckedSettings {
  algorithm: KeyAlgorithmName;
  keySize: number;
  signatureAlgorithm: string;
}

/** The subject and validity of a new key, then its algorithm; every failure is a field error. */
export function checkKeySettings(settings: Partial<NewKeyPairSettings>, errors: FieldErrors): CheckedSettings | undefined {
  for (const field of ['commonName', 'organization', 'country'] as const) {
    if (isBlank(settings[field])) errors.add(field, `${FIELD_LABELS[field]} is required.`, 'required_field');
  }
  if (!errors.has('country') && !/^[A-Za-z]{2}$/.test(String(settings.country).trim())) {
    errors.add('country', 'Country must be a two-letter ISO 3166 country code.');
  }
  if (!validDaysFit(settings.validDays)) errors.add('validDays', VALID_DAYS_RANGE);
  if (settings.cryptoProvider === 'HSM') errors.add('cryptoProvider', 'This server has no HSM: only LOCAL keys are available.');
  return checkKeyAlgorithm(settings, errors);
}

export const VALID_DAYS_RANGE = `Valid days must be between 1 and ${MAX_VALID_DAYS}.`;
export const validDaysFit = (days: unknown) => typeof days === 'number' && days >= 1 && days <= MAX_VALID_DAYS;

/** The SPEC 9 rules of a key's algorithm, size (RSA at least 2048, EC curves) and signature algorithm. */
export function checkKeyAlgorithm(
  settings: { keyAlgorithm?: string; keySize?: number; signatureAlgorithm?: string },
  errors: FieldErrors,
): CheckedSettings | undefined {
  const algorithm = keyAlgorithm(settings.keyAlgorithm);
  if (!algorithm) {
    errors.add('keyAlgorithm', 'Key algorithm must be RSA or EC.');
    return undefined;
  }
  const keySize = settings.keySize ?? algorithm.defaultKeySize;
  if (algorithm.name === 'RSA' && keySize < MIN_RSA_KEY_SIZE) errors.add('keySize', `RSA keys must be at least ${MIN_RSA_KEY_SIZE} bits.`);
  else if (!(algorithm.keySizes as readonly number[]).includes(keySize)) {
    errors.add('keySize', `${algorithm.name} key size must be one of ${algorithm.keySizes.join(', ')}.`);
  }
  const signatureAlgorithm = settings.signatureAlgorithm ?? algorithm.defaultSignatureAlgorithm;
  if (!(algorithm.signatureAlgorithms as readonly string[]).includes(signatureAlgorithm)) {
    errors.add('signatureAlgorithm', `Signature algorithm must be one of ${algorithm.signatureAlgorithms.join(', ')}.`);
  }
  return { algorithm: algorithm.name, keySize, signatureAlgorithm };
}

const FIELD_LABELS = { commonName: 'Common name', organization: 'Organization', country: 'Country' };

/** The subject of the certificate, most significant last as in PingFederate's DNs (CN first). */
function subjectOf(settings: NewKeyPairSettings): x509.JsonName {
  const parts: [string, string | undefined][] = [
    ['CN', settings.commonName],
    ['OU', settings.organizationUnit],
    ['O', settings.organization],
    ['L', settings.city],
    ['ST', settings.state],
    ['C', settings.country.toUpperCase()],
  ];
  return parts.filter(([, value]) => !isBlank(value)).map(([type, value]) => ({ [type]: [value!.trim()] }));
}

function sanExtension(names: string[] | undefined): x509.Extension[] {
  const entries = (names ?? []).map((n) => n.trim()).filter(Boolean);
  if (entries.length === 0) return [];
  return [new x509.SubjectAlternativeNameExtension(entries.map((value) => ({ type: isIP(value) ? ('ip' as const) : ('dns' as const), value })))];
}

/** A positive 128-bit serial number in hex. */
export function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x01;
  return bytes.toString('hex');
}

/** A new key pair of the checked algorithm and its self-signed certificate (PEM both): nothing is stored. */
export async function selfSignedKeyPair(settings: NewKeyPairSettings, checked: CheckedSettings, now: number): Promise<{ certificatePem: string; privateKeyPem: string }> {
  const { algorithm, keySize, signatureAlgorithm } = checked;
  const generation =
    algorithm === 'RSA'
      ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: keySize, publicExponent: new Uint8Array([1, 0, 1]), hash: hashOf(signatureAlgorithm) }
      : { name: 'ECDSA', namedCurve: CURVE_NAMES[keySize] };
  const pair = (await webcrypto.subtle.generateKey(generation, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: subjectOf(settings),
    notBefore: new Date(now),
    notAfter: new Date(now + settings.validDays * DAY_MS),
    signingAlgorithm: webCryptoSigningAlgorithm(signatureAlgorithm),
    keys: pair,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
      ...sanExtension(settings.subjectAlternativeNames),
      await x509.SubjectKeyIdentifierExtension.create(pair.publicKey),
    ],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey));
  const privateKeyPem = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ type: 'pkcs8', format: 'pem' }).toString();
  return { certificatePem: certificate.toString('pem'), privateKeyPem };
}

export async function generateKeyPairFromSettings(store: Store, keys: ConfigurationKeys, settings: NewKeyPairSettings, now: number, collection = SIGNING_KEY_PAIRS): Promise<StoredKeyPair> {
  const errors = new FieldErrors();
  const checked = checkKeySettings(settings, errors);
  const id = await newKeyPairId(store, settings.id, errors, collection);
  errors.throwIfAny();
  const { certificatePem, privateKeyPem } = await selfSignedKeyPair(settings, checked!, now);
  const stored: StoredKeyPair = { id: id!, certificatePem };
  await store.transaction(async (tx) => {
    // Checked again inside the transaction: two concurrent requests for one id.
    const again = new FieldErrors();
    await newKeyPairId(tx, stored.id, again, collection);
    again.throwIfAny();
    await putKeyPair(tx, keys, stored, privateKeyPem, collection);
  });
  return stored;
}
