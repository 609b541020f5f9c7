/**
 * Enveloped XML signatures of SAML metadata with xml-crypto (the node-saml project's library):
 * signing an exported document as the first child of its root, as the SAML metadata schema
 * places ds:Signature, and checking a partner's. A checked signature answers the signed content
 * (its reference, canonicalized, the signature taken out), so what is read is what was signed.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** PingFederate's names of the RSA algorithms xml-crypto signs with: signature and digest URIs. */
const ALGORITHMS: Record<string, { signature: string; digest: string }> = {
  SHA1withRSA: { signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1' },
  SHA256withRSA: { signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', digest: 'http://www.w3.org/2001/04/xmlenc#sha256' },
  SHA512withRSA: { signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512', digest: 'http://www.w3.org/2001/04/xmlenc#sha512' },
  SHA256withRSAandMGF1: { signature: 'http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1', digest: 'http://www.w3.org/2001/04/xmlenc#sha256' },
};
export const XML_SIGNING_ALGORITHMS = Object.keys(ALGORITHMS);
export const DEFAULT_XML_SIGNING_ALGORITHM = 'SHA256withRSA';

export interface XmlSigner {
  privateKey: KeyObject;
  certificatePem: string;
  /** One of XML_SIGNING_ALGORITHMS. */
  algorithm: string;
  /** The certificate in the signature's KeyInfo. */
  includeCert: boolean;
}

/** The document with an enveloped signature over its root element (which carries an ID attribute). */
export function signXml(xml: string, signer: XmlSigner): string {
  const algorithm = ALGORITHMS[signer.algorithm];
  if (!algorithm) throw new Error(`Unknown XML signing algorithm ${signer.algorithm}.`);
  const signed = new SignedXml({
    privateKey: signer.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ...(signer.includeCert ? { publicCert: signer.certificatePem } : {}),
    signatureAlgorithm: algorithm.signature,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  if (!signer.includeCert) signed.getKeyInfoContent = () => null;
  signed.addReference({ xpath: '/*', transforms: [ENVELOPED, EXCLUSIVE_C14N], digestAlgorithm: algorithm.digest });
  signed.computeSignature(xml, { prefix: 'ds', location: { reference: '/*', action: 'prepend' } });
  return signed.getSignedXml();
}

export type SignatureCheck =
  | { signed: false }
  | { signed: true; valid: false; reason: string; certificatePem?: string }
  | { signed: true; valid: true; certificatePem: string; signedXml: string };

function rootSignatures(root: Element): Element[] {
  const found: Element[] = [];
  for (let node = root.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === 1 && element.localName === 'Signature' && element.namespaceURI === DSIG) found.push(element);
  }
  return found;
}

function keyInfoCertificate(signature: Element): string | undefined {
  const keyInfo = signature.getElementsByTagNameNS(DSIG, 'KeyInfo')[0];
  return (keyInfo && SignedXml.getCertFromKeyInfo(keyInfo as unknown as Node)) || undefined;
}

/**
 * The enveloped signature of the document's root, checked with `certificatePem` when given (a
 * verification certificate), else with the certificate of its KeyInfo. A document whose root
 * carries no signature is unsigned.
 */
export function checkEnvelopedSignature(xml: string, certificatePem: string | undefined): SignatureCheck {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  const signatures = root ? rootSignatures(root) : [];
  if (signatures.length === 0) return { signed: false };
  if (signatures.length > 1) return { signed: true, valid: false, reason: 'the root element carries more than one signature' };
  const certificate = certificatePem ?? keyInfoCertificate(signatures[0]);
  if (!certificate) return { signed: true, valid: false, reason: 'the signature carries no certificate to check it with' };
  const check = new SignedXml({ publicCert: certificate, getCertFromKeyInfo: () => null });
  check.loadSignature(signatures[0] as unknown as Node);
  try {
    if (!check.checkSignature(xml)) return { signed: true, valid: false, reason: 'the signature does not match the document', certificatePem: certificate };
  } catch (error) {
    return { signed: true, valid: false, reason: (error instanceof Error ? error.message : String(error)).replace(/\.$/, ''), certificatePem: certificate };
  }
  const [signedXml] = check.getSignedReferences();
  if (signedXml === undefined) return { signed: true, valid: false, reason: 'the signature references nothing', certificatePem: certificate };
  return { signed: true, valid: true, certificatePem: certificate, signedXml };
}
