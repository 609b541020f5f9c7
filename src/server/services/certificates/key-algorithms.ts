/**
 * The key algorithms this server generates (GET /keyPairs/keyAlgorithms), and how each signature
 * algorithm name maps to WebCrypto (certificates, CSRs) and to a JWS `alg` (JWKS, signing).
 */
import { EC_CURVE_SIZES, RSA_KEY_SIZES } from '../../../shared/signing-keys';

export type KeyAlgorithmName = 'RSA' | 'EC';

export const KEY_ALGORITHMS = [
  {
    name: 'RSA',
    keySizes: [...RSA_KEY_SIZES],
    defaultKeySize: 2048,
    signatureAlgorithms: ['SHA256withRSA', 'SHA384withRSA', 'SHA512withRSA'],
    defaultSignatureAlgorithm: 'SHA256withRSA',
  },
  {
    name: 'EC',
    keySizes: [...EC_CURVE_SIZES],
    defaultKeySize: 256,
    signatureAlgorithms: ['SHA256withECDSA', 'SHA384withECDSA', 'SHA512withECDSA'],
    defaultSignatureAlgorithm: 'SHA256withECDSA',
  },
] as const;

export function keyAlgorithm(name: string | undefined) {
  return KEY_ALGORITHMS.find((a) => a.name === name);
}

/** NIST curve names by key size, as WebCrypto and JWK `crv` spell them. */
export const CURVE_NAMES: Record<number, string> = { 256: 'P-256', 384: 'P-384', 521: 'P-521' };

/** 'SHA384withECDSA' → the WebCrypto hash 'SHA-384'. */
export function hashOf(signatureAlgorithm: string): string {
  return `SHA-${signatureAlgorithm.slice(3, 6)}`;
}

/** The WebCrypto key algorithm of a key pair (the signing hash rides on it for RSA). */
export function webCryptoKeyAlgorithm(algorithm: KeyAlgorithmName, keySize: number, signatureAlgorithm: string): RsaHashedImportParams | EcKeyImportParams {
  return algorithm === 'RSA'
    ? { name: 'RSASSA-PKCS1-v1_5', hash: hashOf(signatureAlgorithm) }
    : { name: 'ECDSA', namedCurve: CURVE_NAMES[keySize] };
}

/** The WebCrypto signing algorithm of a signature algorithm name. */
export function webCryptoSigningAlgorithm(signatureAlgorithm: string): Algorithm | EcdsaParams {
  return signatureAlgorithm.endsWith('ECDSA')
    ? ({ name: 'ECDSA', hash: hashOf(signatureAlgorithm) } as EcdsaParams)
    : ({ name: 'RSASSA-PKCS1-v1_5', hash: hashOf(signatureAlgorithm) } as Algorithm);
}

/** The signature algorithm name of a certificate's WebCrypto signature algorithm. */
export function signatureAlgorithmName(algorithm: { name: string; hash?: { name: string } | string }): string {
  const hash = typeof algorithm.hash === 'string' ? algorithm.hash : algorithm.hash?.name ?? '';
  const bits = hash.replace(/\D/g, '');
  if (algorithm.name === 'ECDSA') return `SHA${bits}withECDSA`;
  if (algorithm.name === 'RSA-PSS') return `SHA${bits}withRSAandMGF1`;
  return `SHA${bits}withRSA`;
}

/** The JWS alg of an EC key by curve size; RSA keys are published as RS256 unless per-alg key ids say otherwise. */
export const EC_JWS_ALGORITHMS: Record<number, string> = { 256: 'ES256', 384: 'ES384', 521: 'ES512' };
