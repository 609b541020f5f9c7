import { describe, expect, it } from 'vitest';
import { fileFieldValue } from '../../../src/console/runtime/form/file-value';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('fileFieldValue', () => {
  it('sends a PEM file as its text', () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    expect(fileFieldValue(bytes(pem))).toBe(pem);
    expect(fileFieldValue(bytes(`\r\n${pem}`))).toBe(`\r\n${pem}`);
  });

  it('sends any other file base64-encoded, large ones included', () => {
    const der = new Uint8Array([0x30, 0x82, 0x01, 0x0a, 0xff, 0x00]);
    expect(fileFieldValue(der)).toBe(Buffer.from(der).toString('base64'));
    expect(fileFieldValue(bytes('plain text, no PEM armour'))).toBe(Buffer.from('plain text, no PEM armour').toString('base64'));
    const large = new Uint8Array(200_000).map((_, index) => index % 256);
    expect(fileFieldValue(large)).toBe(Buffer.from(large).toString('base64'));
  });
});
