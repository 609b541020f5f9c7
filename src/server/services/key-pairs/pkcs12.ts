/**
 * PKCS#12 (PFX) files for any PKCS#8 key (RSA or EC), written and read with pkijs on node's
 * webcrypto. Written files use what OpenSSL 3 writes by default, so OpenSSL, Java keystores and
 * browsers read them: the key shrouded and the certificate encrypted with PBES2 (PBKDF2-HMAC-SHA256,
 * AES-256-CBC), an HMAC-SHA256 integrity MAC, and a friendly name plus local key id on both bags.
 */
import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });

const OID = {
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  friendlyName: '1.2.840.113549.1.9.20',
  localKeyId: '1.2.840.113549.1.9.21',
  pbes2: '1.2.840.113549.1.5.13',
} as const;

/** PBKDF2 rounds for the encryption, PKCS#12 KDF rounds for the MAC (OpenSSL 3 uses 2048 for both). */
const PBKDF2_ITERATIONS = 100_000;
const MAC_ITERATIONS = 2048;
export { MAX_MAC_ITERATIONS, MAX_PBKDF2_ITERATIONS, Pkcs12Problem, type Pkcs12ProblemKind } from './pkcs12-problem';
import { MAX_MAC_ITERATIONS, MAX_PBKDF2_ITERATIONS, Pkcs12Problem } from './pkcs12-problem';

export interface Pkcs12Contents {
  /** PKCS#8 DER of each private key in the file. */
  privateKeys: Buffer[];
  /** DER of each X.509 certificate in the file (the key's own and any chain). */
  certificates: Buffer[];
}

const passwordBytes = (password: string) => new TextEncoder().encode(password).buffer as ArrayBuffer;
const arrayBufferOf = (der: Buffer) => der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength) as ArrayBuffer;

function bagAttributes(friendlyName: string, localKeyId: Buffer): pkijs.Attribute[] {
  return [
    new pkijs.Attribute({ type: OID.friendlyName, values: [new asn1js.BmpString({ value: friendlyName })] }),
    new pkijs.Attribute({ type: OID.localKeyId, values: [new asn1js.OctetString({ valueHex: arrayBufferOf(localKeyId) })] }),
  ];
}

/** A password-protected PKCS#12 file holding one private key and its certificate. */
export async function writePkcs12(input: { privateKeyPkcs8: Buffer; certificate: Buffer; password: string; friendlyName: string }): Promise<Buffer> {
  const password = passwordBytes(input.password);
  // Java and OpenSSL pair the key with its certificate by this id: the certificate's SHA-1.
  const attributes = () => bagAttributes(input.friendlyName, createHash('sha1').update(input.certificate).digest());
  const pbes2 = { password, contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256 } as pkijs.ContentEncryptionAlgorithm, hmacHashAlgorithm: 'SHA-256', iterationCount: PBKDF2_ITERATIONS };

  const keyBag = new pkijs.PKCS8ShroudedKeyBag({ parsedValue: pkijs.PrivateKeyInfo.fromBER(arrayBufferOf(input.privateKeyPkcs8)) });
  await keyBag.makeInternalValues(pbes2, engine);
  const certBag = new pkijs.CertBag({ parsedValue: pkijs.Certificate.fromBER(arrayBufferOf(input.certificate)) });

  const authenticatedSafe = new pkijs.AuthenticatedSafe({
    parsedValue: {
      safeContents: [
        // privacyMode 1: password-based encryption of the contents (the certificate);
        // privacyMode 0: plain contents (the key bag is already shrouded).
        { privacyMode: 1, value: new pkijs.SafeContents({ safeBags: [new pkijs.SafeBag({ bagId: OID.certBag, bagValue: certBag, bagAttributes: attributes() })] }) },
        { privacyMode: 0, value: new pkijs.SafeContents({ safeBags: [new pkijs.SafeBag({ bagId: OID.shroudedKeyBag, bagValue: keyBag, bagAttributes: attributes() })] }) },
      ],
    },
  });
  await authenticatedSafe.makeInternalValues({ safeContents: [{ ...pbes2 }, {}] }, engine);

  const pfx = new pkijs.PFX({ parsedValue: { integrityMode: 0, authenticatedSafe } });
  await pfx.makeInternalValues({ password, iterations: MAC_ITERATIONS, pbkdf2HashAlgorithm: 'SHA-256', hmacHashAlgorithm: 'SHA-256' }, engine);
  return Buffer.from(pfx.toSchema().toBER(false));
}

function requirePbes2(algorithm: pkijs.AlgorithmIdentifier) {
  if (algorithm.algorithmId !== OID.pbes2) {
    throw new Pkcs12Problem('unsupportedEncryption', `PKCS#12 encryption ${algorithm.algorithmId} is not supported; only PBES2.`);
  }
  const params = new pkijs.PBKDF2Params({ schema: new pkijs.PBES2Params({ schema: algorithm.algorithmParams }).keyDerivationFunc.algorithmParams });
  if (params.iterationCount > MAX_PBKDF2_ITERATIONS) throw new Pkcs12Problem('tooManyIterations', `${params.iterationCount} PBKDF2 rounds.`);
}

/** The PKCS#8 DER inside a shrouded key bag (EncryptedPrivateKeyInfo is PBES2 content, as CMS EncryptedData). */
async function decryptShroudedKey(bag: pkijs.PKCS8ShroudedKeyBag, password: ArrayBuffer): Promise<Buffer> {
  requirePbes2(bag.encryptionAlgorithm);
  const encrypted = new pkijs.EncryptedData({
    encryptedContentInfo: new pkijs.EncryptedContentInfo({ contentEncryptionAlgorithm: bag.encryptionAlgorithm, encryptedContent: bag.encryptedData }),
  });
  try {
    return Buffer.from(await encrypted.decrypt({ password }, engine));
  } catch (error) {
    throw new Pkcs12Problem('password', error instanceof Error ? error.message : 'Cannot decrypt the key.');
  }
}

/** Parses the file structure; any malformed part is 'unreadable'. */
function parsePfx(der: Buffer): pkijs.PFX {
  try {
    return pkijs.PFX.fromBER(arrayBufferOf(der));
  } catch (error) {
    throw new Pkcs12Problem('unreadable', error instanceof Error ? error.message : 'Not a PKCS#12 file.');
  }
}

/**
 * The keys and certificates of a password-based PKCS#12 file (MAC checked first, so a wrong
 * password is told apart from a damaged file). Throws Pkcs12Problem.
 */
export async function readPkcs12(der: Buffer, password: string): Promise<Pkcs12Contents> {
  const pfx = parsePfx(der);
  const macIterations = pfx.macData?.iterations ?? 1;
  if (macIterations > MAX_MAC_ITERATIONS) throw new Pkcs12Problem('tooManyIterations', `${macIterations} MAC rounds.`);
  const secret = passwordBytes(password);
  try {
    await pfx.parseInternalValues({ password: secret, checkIntegrity: true }, engine);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new Pkcs12Problem(/integrity/i.test(message) ? 'password' : 'unreadable', message);
  }
  const authenticatedSafe = pfx.parsedValue!.authenticatedSafe!;
  const parts = authenticatedSafe.safeContents.map((content) => {
    if (content.contentType !== pkijs.id_ContentType_EncryptedData) return {};
    // A copy: pkijs' parsers mark the ASN.1 they read, so it cannot be parsed twice.
    requirePbes2(pkijs.EncryptedData.fromBER((content.content as asn1js.Sequence).toBER(false)).encryptedContentInfo.contentEncryptionAlgorithm);
    return { password: secret };
  });
  const contents: Pkcs12Contents = { privateKeys: [], certificates: [] };
  try {
    await authenticatedSafe.parseInternalValues({ safeContents: parts }, engine);
  } catch (error) {
    // The MAC held, yet the contents do not decrypt: a file with a second password.
    throw new Pkcs12Problem('password', error instanceof Error ? error.message : 'Cannot decrypt.');
  }
  for (const { value } of authenticatedSafe.parsedValue!.safeContents) {
    for (const bag of value.safeBags) {
      if (bag.bagId === OID.shroudedKeyBag) {
        const shrouded = bag.bagValue as pkijs.PKCS8ShroudedKeyBag;
        requirePbes2(shrouded.encryptionAlgorithm);
        contents.privateKeys.push(await decryptShroudedKey(shrouded, secret));
      } else if (bag.bagId === OID.keyBag) {
        contents.privateKeys.push(Buffer.from((bag.bagValue as pkijs.PrivateKeyInfo).toSchema().toBER(false)));
      } else if (bag.bagId === OID.certBag) {
        // The certificate's own bytes, not a re-encoding, so its signature and fingerprint hold.
        const certBag = bag.bagValue as pkijs.CertBag;
        if (certBag.certId === pkijs.id_CertBag_X509Certificate) contents.certificates.push(Buffer.from((certBag.certValue as asn1js.OctetString).valueBlock.valueHexView));
      }
    }
  }
  return contents;
}
