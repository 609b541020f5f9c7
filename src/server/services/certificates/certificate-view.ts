/**
 * KeyPairView fields computed from a certificate: node's X509Certificate for the key and
 * fingerprints, @peculiar/x509 for the RFC 4514 names, the SANs and the signature algorithm,
 * pkijs for the version (a v1 certificate, as older CAs have, says 1).
 */
import { X509Certificate as NodeCertificate } from 'node:crypto';
import * as pkijs from 'pkijs';
import { x509 } from './x509';
import { signatureAlgorithmName } from './key-algorithms';

export interface CertificateView {
  serialNumber: string;
  subjectDN: string;
  subjectAlternativeNames?: string[];
  issuerDN: string;
  validFrom: string;
  expires: string;
  keyAlgorithm: 'RSA' | 'EC';
  keySize: number;
  signatureAlgorithm: string;
  version: number;
  sha1Fingerprint: string;
  sha256Fingerprint: string;
  status: 'VALID' | 'EXPIRED' | 'NOT_YET_VALID';
}

const CURVE_BITS: Record<string, number> = { prime256v1: 256, 'P-256': 256, secp384r1: 384, 'P-384': 384, secp521r1: 521, 'P-521': 521 };

/** Key algorithm and size (curve bits for EC) of a node public or private key. */
export function keyFacts(key: { asymmetricKeyType?: string; asymmetricKeyDetails?: { modulusLength?: number; namedCurve?: string } }): { keyAlgorithm: 'RSA' | 'EC'; keySize: number } | undefined {
  if (key.asymmetricKeyType === 'rsa') return { keyAlgorithm: 'RSA', keySize: key.asymmetricKeyDetails?.modulusLength ?? 0 };
  if (key.asymmetricKeyType === 'ec') {
    const bits = CURVE_BITS[key.asymmetricKeyDetails?.namedCurve ?? ''];
    return bits ? { keyAlgorithm: 'EC', keySize: bits } : undefined;
  }
  return undefined;
}

const hex = (fingerprint: string) => fingerprint.replace(/:/g, '').toUpperCase();

export function certificateView(pem: string, now: number): CertificateView {
  const node = new NodeCertificate(pem);
  const cert = new x509.X509Certificate(pem);
  const facts = keyFacts(node.publicKey);
  if (!facts) throw new Error('Only RSA and EC (P-256, P-384, P-521) keys are supported.');
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const names = san?.names.items.map((name) => name.value) ?? [];
  const validFrom = cert.notBefore.getTime();
  const expires = cert.notAfter.getTime();
  return {
    serialNumber: node.serialNumber.toUpperCase(),
    subjectDN: cert.subject,
    ...(names.length ? { subjectAlternativeNames: names } : {}),
    issuerDN: cert.issuer,
    validFrom: new Date(validFrom).toISOString(),
    expires: new Date(expires).toISOString(),
    ...facts,
    signatureAlgorithm: signatureAlgorithmName(cert.signatureAlgorithm as { name: string; hash?: { name: string } }),
    // Stored 0-based in the certificate (0: v1, 2: v3).
    version: pkijs.Certificate.fromBER(node.raw).version + 1,
    sha1Fingerprint: hex(node.fingerprint),
    sha256Fingerprint: hex(node.fingerprint256),
    status: now < validFrom ? 'NOT_YET_VALID' : now > expires ? 'EXPIRED' : 'VALID',
  };
}
