/**
 * The CertView PingFederate answers for a certificate: the view read with node's X509Certificate
 * and @peculiar/x509 (certificate-view.ts), never by hand, written as PingFederate writes it: the
 * serial number in decimal, names most specific part first (`CN=common, O=org, C=us`, e-mail as
 * EMAILADDRESS), times to the second.
 */
import { certificateView, type CertificateView } from './certificate-view';
import { x509 } from './x509';

const EMAIL_ADDRESS_OID = '1.2.840.113549.1.9.1';

/** A name as Java's X500Principal writes it (PingFederate's DNs): the RDNs in reverse order. */
const javaStyleName = (name: InstanceType<typeof x509.Name>): string => new x509.Name([...name.toJSON()].reverse(), { EMAILADDRESS: EMAIL_ADDRESS_OID }).toString();
const toTheSecond = (iso: string): string => iso.replace(/\.\d{3}Z$/, 'Z');

/** The CertView PingFederate answers for a certificate. */
export function pingFederateCertView(pem: string, now: number): CertificateView {
  const view = certificateView(pem, now);
  const cert = new x509.X509Certificate(pem);
  return {
    ...view,
    serialNumber: BigInt(`0x${cert.serialNumber}`).toString(10),
    subjectDN: javaStyleName(cert.subjectName),
    issuerDN: javaStyleName(cert.issuerName),
    validFrom: toTheSecond(view.validFrom),
    expires: toTheSecond(view.expires),
  };
}
