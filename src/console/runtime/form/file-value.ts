/**
 * What a file field sends for a chosen file: a text file in PEM armour as it is (what
 * PingFederate's fileData properties take), any other file (DER, PKCS#12) base64-encoded.
 */
const PEM_START = '-----BEGIN ';

const isPlainText = (bytes: Uint8Array) => bytes.every((byte) => byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127));

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function fileFieldValue(bytes: Uint8Array): string {
  if (isPlainText(bytes)) {
    const text = new TextDecoder('ascii').decode(bytes);
    if (text.trimStart().startsWith(PEM_START)) return text;
  }
  return base64Of(bytes);
}
