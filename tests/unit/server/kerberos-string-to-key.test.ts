// Kerberos string-to-key (src/server/services/kerberos/string-to-key.ts) against the RFCs' own test vectors.
import { describe, expect, it } from 'vitest';
import { aesStringToKey, kerberosKeys, nfold, principalSalt } from '../../../src/server/services/kerberos/string-to-key';

describe('n-fold (RFC 3961 appendix A.1)', () => {
  it.each([
    ['012345', 8, 'be072631276b1955'],
    ['password', 7, '78a07b6caf85fa'],
    ['Rough Consensus, and Running Code', 8, 'bb6ed30870b7f0e0'],
    ['password', 21, '59e4a8ca7c0385c3c37b3f6d2000247cb6e6bd5b3e'],
    ['MASSACHVSETTS INSTITVTE OF TECHNOLOGY', 24, 'db3b0d8f0b061e603282b308a50841229ad798fab9540c1b'],
    ['kerberos', 8, '6b65726265726f73'],
    ['kerberos', 16, '6b65726265726f737b9b5b2b93132b93'],
  ])('%s to %i bytes', (input, bytes, expected) => {
    expect(nfold(Buffer.from(input), bytes).toString('hex')).toBe(expected);
  });
});

describe('AES string-to-key (RFC 3962 appendix B)', () => {
  const salt = 'ATHENA.MIT.EDUraeburn';
  it.each([
    [1, 16, '42263c6e89f4fc28b8df68ee09799f15'],
    [1, 32, 'fe697b52bc0d3ce14432ba036a92e65bbb52280990a2fa27883998d72af30161'],
    [2, 16, 'c651bf29e2300ac27fa469d693bdda13'],
    [2, 32, 'a2e16d16b36069c135d5e9d2e25f896102685618b95914b467c67622225824ff'],
    [1200, 16, '4c01cd46d632d01e6dbe230a01ed642a'],
    [1200, 32, '55a6ac740ad17b4846941051e1e8b0a7548d93b0ab30a8bc3ff16280382b8c2a'],
  ] as const)('%i iteration(s), %i bytes', (iterations, bytes, expected) => {
    expect(aesStringToKey('password', salt, bytes, iterations).toString('hex')).toBe(expected);
  });
});

describe("a service account's keys", () => {
  it('salts with the realm in capitals and the account name, however the name is written', () => {
    expect(principalSalt('corp.example.com', 'svc-pingfed')).toBe('CORP.EXAMPLE.COMsvc-pingfed');
    expect(principalSalt('corp.example.com', 'CORP\\svc-pingfed')).toBe('CORP.EXAMPLE.COMsvc-pingfed');
    expect(principalSalt('corp.example.com', 'svc-pingfed@corp.example.com')).toBe('CORP.EXAMPLE.COMsvc-pingfed');
  });

  it('gives the aes256 and aes128 keys, which change with the password and the realm', () => {
    const keys = kerberosKeys('Realm-Secret-1', 'corp.example.com', 'svc');
    expect(keys.map((k) => [k.etype, k.key.length])).toEqual([[18, 64], [17, 32]]);
    expect(keys[0].key).toBe(aesStringToKey('Realm-Secret-1', 'CORP.EXAMPLE.COMsvc', 32).toString('hex'));
    expect(kerberosKeys('Realm-Secret-2', 'corp.example.com', 'svc')[0].key).not.toBe(keys[0].key);
    expect(kerberosKeys('Realm-Secret-1', 'other.example.com', 'svc')[0].key).not.toBe(keys[0].key);
  });
});
