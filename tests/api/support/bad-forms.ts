/**
 * Requests a multipart/form-data operation refuses (a binding's bodyMediaType): each breaks one
 * thing of an otherwise valid form (its parts from the body schema: a file part for `format:
 * binary`, a text part otherwise), or sends it as something else than a form.
 */
import type { JsonSchema } from '../../../src/shared/page-model';
import type { RouteBinding } from '../../../src/shared/route-binding';
import type { BadRequest } from './bad-requests';
import type { Random } from './seeded-random';

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/octet-stream'];

interface Part {
  name: string;
  value: string;
  file: boolean;
}

/** A form's body text with these parts. */
export function formBody(parts: Part[]): string {
  const lines = parts.map(({ name, value, file }) =>
    file
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${value}\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${lines.join('')}--${BOUNDARY}--\r\n`;
}

/** The parts the body schema (an object of string parts) names, each with a short value. */
function validParts(schema: JsonSchema): Part[] {
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, part]) => ({ name, value: 'value', file: part.format === 'binary' }));
}

export function badFormKinds(binding: RouteBinding, url: string): Record<string, (random: Random) => BadRequest> {
  const schema = binding.schema.body as JsonSchema;
  const parts = validParts(schema);
  const required = (schema.required ?? []) as string[];
  const form = (kind: string, detail: string, body: string, expect: BadRequest['expect']): BadRequest => ({ kind, detail, url, contentType: FORM_TYPE, body, expect });
  const kinds: Record<string, (random: Random) => BadRequest> = {
    // The form's fields as JSON: right shape, wrong media type.
    jsonBody: () => ({ kind: 'jsonBody', detail: 'the parts as a JSON object', url, contentType: 'application/json', body: JSON.stringify(Object.fromEntries(parts.map((p) => [p.name, p.value]))), expect: { status: 415 } }),
    otherContentType: (random) => {
      const contentType = random.pick(OTHER_CONTENT_TYPES);
      return { kind: 'otherContentType', detail: contentType, url, contentType, body: 'a=1', expect: { status: 415 } };
    },
    brokenForm: (random) => {
      const body = random.pick([`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end`, '{"a":1}', `--${BOUNDARY}\r\n\r\n`, `--${BOUNDARY}--`]);
      return form('brokenForm', JSON.stringify(body.slice(0, 40)), body, { status: 'any4xx' });
    },
    unknownPart: (random) => {
      const name = random.pick(['unknownField', 'constructor_', 'isAdmin', '$where']);
      return form('unknownPart', name, formBody([...parts, { name, value: 'x', file: random.pick([true, false]) }]), { status: 422, errorId: 'unrecognized_field' });
    },
    duplicatePart: (random) => {
      const part = random.pick(parts);
      return form('duplicatePart', part.name, formBody([...parts, part]), { status: 400 });
    },
    nulInText: (random) => {
      const value = random.pick(['\u0000', 'a\u0000b']);
      return form('nulInText', JSON.stringify(value), formBody([...parts.filter((p) => p.file), { name: 'note', value, file: false }]), { status: 400 });
    },
  };
  if (required.length > 0) {
    kinds.missingPart = (random) => {
      const missing = random.pick(required);
      return form('missingPart', missing, formBody(parts.filter((p) => p.name !== missing)), { status: 422, errorId: 'required_field_missing' });
    };
  }
  return kinds;
}
