// The shape of the secrets the server generates (src/shared/generated-secrets.ts), worked out from
// the secret's contract schema: the generator refuses a schema without one, the server makes one of it.
import { describe, expect, it } from 'vitest';
import { generatedSecretShape, probeValues } from '../../../src/shared/generated-secrets';

const SYSTEM_KEY = '^(?:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)?$';

describe('generatedSecretShape', () => {
  it('base64url of 32 bytes (43 characters) by default, as long as the lengths allow', () => {
    expect(generatedSecretShape({})).toEqual({ encoding: 'base64url', bytes: 33, length: 43 });
    expect(generatedSecretShape({ maxLength: 20 })).toEqual({ encoding: 'base64url', bytes: 15, length: 20 });
    expect(generatedSecretShape({ minLength: 64, maxLength: 128 })).toEqual({ encoding: 'base64url', bytes: 48, length: 64 });
  });

  it('format byte: padded base64 of 32 bytes, else the size the lengths and pattern take', () => {
    expect(generatedSecretShape({ format: 'byte', maxLength: 44, pattern: SYSTEM_KEY })).toEqual({ encoding: 'base64', bytes: 32, length: 44 });
    expect(generatedSecretShape({ format: 'byte' })).toEqual({ encoding: 'base64', bytes: 32, length: 44 });
    expect(generatedSecretShape({ format: 'byte', maxLength: 24 })).toEqual({ encoding: 'base64', bytes: 18, length: 24 });
    expect(generatedSecretShape({ format: 'byte', minLength: 60 })).toEqual({ encoding: 'base64', bytes: 43, length: 60 });
  });

  it('none when no value of the encoding meets the pattern or the lengths', () => {
    expect(generatedSecretShape({ pattern: '^[0-9a-f]+$' })).toBeUndefined();
    expect(generatedSecretShape({ format: 'byte', pattern: '^[A-Z]+$' })).toBeUndefined();
    expect(generatedSecretShape({ format: 'byte', minLength: 43, maxLength: 43 })).toBeUndefined();
  });

  it('checks the pattern against fixed byte patterns at the edges of the alphabet', () => {
    expect(probeValues({ encoding: 'base64', bytes: 3, length: 4 })).toEqual(['AAAA', '////', 'Wlpa', 'paWl']);
    expect(probeValues({ encoding: 'base64url', bytes: 3, length: 4 })).toEqual(['AAAA', '____', 'Wlpa', 'paWl']);
  });
});
