/**
 * Kerberos string-to-key for the AES encryption types Active Directory issues tickets with
 * (RFC 3962: aes256-cts-hmac-sha1-96 and aes128-cts-hmac-sha1-96), the keys a service account's
 * password gives and that validate the tickets sent to it:
 * key = DK(PBKDF2-HMAC-SHA1(password, salt, 4096, key length), "kerberos") (RFC 3961 section 5.1).
 */
import { createCipheriv, pbkdf2Sync } from 'node:crypto';

/** RFC 3962's default iteration count. */
const ITERATIONS = 4096;
const BLOCK_BYTES = 16;

export interface KerberosKey {
  /** The encryption type's name and number (RFC 3962). */
  enctype: 'aes256-cts-hmac-sha1-96' | 'aes128-cts-hmac-sha1-96';
  etype: 18 | 17;
  /** The key, hex. */
  key: string;
}

/** RFC 3961's n-fold: `input` folded (rotated by 13 bits each copy, added with end-around carry) to `bytes` bytes. */
export function nfold(input: Buffer, bytes: number): Buffer {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const lcm = (bytes * input.length) / gcd(bytes, input.length);
  const bits = input.length * 8;
  // The concatenation of the copies, copy i rotated right by 13·i bits.
  const copy = Buffer.alloc(lcm);
  for (let i = 0; i < lcm; i += 1) {
    for (let bit = 0; bit < 8; bit += 1) {
      const copyIndex = Math.floor(i / input.length);
      const position = ((i % input.length) * 8 + bit - 13 * copyIndex) % bits;
      const source = (position + bits) % bits;
      const value = (input[source >> 3] >> (7 - (source & 7))) & 1;
      copy[i] |= value << (7 - bit);
    }
  }
  // Ones'-complement addition of the bytes-long chunks.
  const sum = new Array<number>(bytes).fill(0);
  for (let chunk = 0; chunk < lcm; chunk += bytes) {
    let carry = 0;
    for (let i = bytes - 1; i >= 0; i -= 1) {
      const total = sum[i] + copy[chunk + i] + carry;
      sum[i] = total & 0xff;
      carry = total >> 8;
    }
    for (let i = bytes - 1; carry > 0 && i >= 0; i -= 1) {
      const total = sum[i] + carry;
      sum[i] = total & 0xff;
      carry = total >> 8;
    }
  }
  return Buffer.from(sum);
}

/** DK(key, constant) for AES: blocks of AES(key, n-fold(constant)), each encrypting the one before, to the key's length. */
function deriveKey(baseKey: Buffer, constant: Buffer): Buffer {
  const blocks: Buffer[] = [];
  let block = nfold(constant, BLOCK_BYTES);
  while (blocks.length * BLOCK_BYTES < baseKey.length) {
    // One block with a zero initial state: AES-CTS of a block is plain AES of it.
    const cipher = createCipheriv(`aes-${baseKey.length * 8}-ecb`, baseKey, null).setAutoPadding(false);
    block = Buffer.concat([cipher.update(block), cipher.final()]);
    blocks.push(block);
  }
  return Buffer.concat(blocks).subarray(0, baseKey.length);
}

/** The AES key of `password` and `salt` of `bytes` bytes (32: aes256, 16: aes128); `iterations` only for RFC 3962's test vectors. */
export function aesStringToKey(password: string, salt: string, bytes: 16 | 32, iterations = ITERATIONS): Buffer {
  const tkey = pbkdf2Sync(Buffer.from(password, 'utf8'), Buffer.from(salt, 'utf8'), iterations, bytes, 'sha1');
  return deriveKey(tkey, Buffer.from('kerberos', 'utf8'));
}

/**
 * The salt of a principal's keys: the realm in capitals and the account's name (RFC 4120 section
 * 4's default salt; Active Directory's for a user account). `DOMAIN\\name` and `name@realm` give the name.
 */
export function principalSalt(realm: string, username: string): string {
  const name = username.includes('\\') ? username.slice(username.lastIndexOf('\\') + 1) : username.split('@')[0];
  return `${realm.toUpperCase()}${name}`;
}

/** The keys of a service account's password in a realm: the AES types, strongest first. */
export function kerberosKeys(password: string, realm: string, username: string): KerberosKey[] {
  const salt = principalSalt(realm, username);
  return [
    { enctype: 'aes256-cts-hmac-sha1-96', etype: 18, key: aesStringToKey(password, salt, 32).toString('hex') },
    { enctype: 'aes128-cts-hmac-sha1-96', etype: 17, key: aesStringToKey(password, salt, 16).toString('hex') },
  ];
}
