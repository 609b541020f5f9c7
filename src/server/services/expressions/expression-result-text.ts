/**
 * A CEL value as the text the Test Expression dialog shows: a string as it is, anything else in
 * CEL's own notation (`true`, `42`, `["a", "b"]`, `{"k": 1}`). Inside lists and maps strings
 * are quoted so `["a,b"]` and `["a", "b"]` differ.
 */
import { Optional } from '@marcbachmann/cel-js';

export function resultText(value: unknown): string {
  return typeof value === 'string' ? value : literal(value);
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}.0` : String(value);
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Uint8Array) return `b"${Array.from(value, (b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')}"`;
  if (value instanceof Date) return `timestamp("${value.toISOString()}")`;
  if (value instanceof Optional) return value.hasValue() ? `optional.of(${literal(value.value())})` : 'optional.none()';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value instanceof Map) return `{${Array.from(value, ([k, v]) => `${literal(k)}: ${literal(v)}`).join(', ')}}`;
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${literal(v)}`).join(', ')}}`;
  }
  // The library's own values (uint, duration, type) print as CEL writes them.
  return String(value);
}
