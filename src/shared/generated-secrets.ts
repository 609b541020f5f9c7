/**
 * The shape of a secret the server generates (a page action that `rotates` it, a key chain's first
 * keys), read from the secret's contract schema, so what the server makes is what the contract
 * takes: `format: byte` is standard base64 (RFC 4648 section 4, padded) of whole random bytes, anything
 * else base64url characters. The generator refuses a secret no shape satisfies; the server makes
 * one of the shape this works out.
 */

/** What of a secret's contract schema decides the shape. */
export interface SecretSchema {
  maxLength?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
}

/** `bytes` random bytes in `encoding`, cut to `length` characters. */
export interface SecretShape {
  encoding: 'base64' | 'base64url';
  bytes: number;
  length: number;
}

/** 32 random bytes (a 256-bit key) unless the schema's lengths ask for another size. */
const PREFERRED_BYTES = 32;
const MOST_BYTES = 1024;
/** base64url characters of 32 bytes. */
const PREFERRED_CHARACTERS = 43;

/** Fixed byte patterns a shape must encode into accepted values: the pattern is checked against them, not against luck. */
const PROBES = [0x00, 0xff, 0x5a, 0xa5];

function encode(bytes: Uint8Array, encoding: SecretShape['encoding']): string {
  const base64 = btoa(String.fromCharCode(...bytes));
  return encoding === 'base64' ? base64 : base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The probes' values of a shape: what a generated secret of that shape looks like at its extremes. */
export function probeValues(shape: SecretShape): string[] {
  return PROBES.map((byte) => encode(new Uint8Array(shape.bytes).fill(byte), shape.encoding).slice(0, shape.length));
}

function accepted(schema: SecretSchema, shape: SecretShape): boolean {
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  return probeValues(shape).every((value) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(value)));
}

/** Whole bytes as padded base64: 32 if the schema takes them, else the most fewer it takes, else the fewest more. */
function base64Shape(schema: SecretSchema): SecretShape | undefined {
  const sizes = [PREFERRED_BYTES, ...Array.from({ length: PREFERRED_BYTES - 1 }, (_, i) => PREFERRED_BYTES - 1 - i), ...Array.from({ length: MOST_BYTES - PREFERRED_BYTES }, (_, i) => PREFERRED_BYTES + 1 + i)];
  for (const bytes of sizes) {
    const shape: SecretShape = { encoding: 'base64', bytes, length: 4 * Math.ceil(bytes / 3) };
    if (accepted(schema, shape)) return shape;
  }
  return undefined;
}

/** base64url characters: 43 (32 bytes) as far as maxLength allows, never fewer than minLength. */
function base64urlShape(schema: SecretSchema): SecretShape | undefined {
  const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? PREFERRED_CHARACTERS, PREFERRED_CHARACTERS));
  const shape: SecretShape = { encoding: 'base64url', bytes: Math.ceil((length * 3) / 4), length };
  return accepted(schema, shape) ? shape : undefined;
}

/** The shape of the secrets the server generates for this schema; undefined when none satisfies it. */
export function generatedSecretShape(schema: SecretSchema): SecretShape | undefined {
  return schema.format === 'byte' ? base64Shape(schema) : base64urlShape(schema);
}
