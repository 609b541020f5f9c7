/** Reading a certificate file as the admin API takes it (a metadata URL's x509File, a trusted CA). */
const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/** The certificate's PEM: PEM text as PingFederate takes it (new lines omitted or encoded), or base64 of PEM text or of DER. */
export function certificatePem(fileData: string): string | undefined {
  const text = fileData.replace(/\\n/g, '\n').trim();
  const block = PEM_BLOCK.exec(text)?.[0];
  if (block) return block;
  if (!BASE64.test(text)) return undefined;
  const bytes = Buffer.from(text.replace(/\s/g, ''), 'base64');
  const decoded = PEM_BLOCK.exec(bytes.toString('latin1'))?.[0];
  if (decoded) return decoded;
  // DER: the same bytes under PEM armour, for the parsers to read.
  const lines = bytes.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}
