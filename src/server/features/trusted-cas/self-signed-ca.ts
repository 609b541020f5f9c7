/**
 * A self-signed CA certificate (EC P-256, @peculiar/x509), PEM: what the demo trusts, and what
 * tests import. The private key is thrown away: a trusted CA is a certificate only.
 */
import { webcrypto } from 'node:crypto';
import { serialNumber } from '../../services/key-pairs/generate-key-pair';
import { x509 } from '../../services/certificates/x509';

export interface CaCertificateRequest {
  commonName: string;
  organization: string;
  notBefore: Date;
  notAfter: Date;
}

export async function selfSignedCaPem(request: CaCertificateRequest): Promise<string> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: [{ CN: [request.commonName] }, { O: [request.organization] }, { C: ['US'] }],
    notBefore: request.notBefore,
    notAfter: request.notAfter,
    signingAlgorithm: algorithm,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return certificate.toString('pem');
}
