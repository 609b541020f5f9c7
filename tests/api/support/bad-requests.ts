/**
 * Requests the contract refuses, derived from a route binding: each case breaks exactly one
 * thing of an otherwise valid request (types, required fields, unknown fields at any depth,
 * size, nesting, JSON syntax, content type, odd unicode, path ids); a form's in bad-forms.ts.
 */
import { holdsNulCharacter } from '../../../src/server/core/json-nesting';
import type { RouteBinding } from '../../../src/shared/route-binding';
import type { JsonSchema } from '../../../src/shared/page-model';
import { badFormKinds } from './bad-forms';
import { isObjectSchema, minimalValue, schemaSites, withValueAt, type SchemaSite } from './contract-values';
import type { Random } from './seeded-random';

export interface BadRequest {
  kind: string;
  /** What was broken, for the failure message. */
  detail: string;
  url: string;
  contentType?: string;
  body?: string;
  /** The refusal this case must get: its status, and for 422 the errorId naming the broken field. */
  expect: { status: number; errorId?: string } | { status: 'any4xx' };
}

const JSON_TYPE = 'application/json';
/** The JSON media type the operation takes: a PATCH's is a JSON Patch's. */
const jsonTypeOf = (binding: RouteBinding) => (binding.bodyMediaType === 'application/json-patch+json' ? binding.bodyMediaType : JSON_TYPE);
const ONE_MEGABYTE = 1024 * 1024;

const ODD_STRINGS = ['\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202etxt.exe', 'zero\u200bwidth', '\ufeffbom', '💩', 'e\u0301\u0301\u0301', '\uffff', 'line\u2028sep', '\u0007\u001b[31m'];
const BAD_PATH_IDS = [
  '..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e', '%2e%2e%2f', '%00', 'a%00b', '%ZZ', '%C0%AE%C0%AE', '%ED%A0%80', '%F0%9F%92%A9',
  '%E2%80%AE', '%EF%BF%BF', '%20', ';', 'x'.repeat(5000), '..%5C..%5Cwindows', '%252e%252e', 'a%2Fb', '*', '%0D%0ASet-Cookie:%20x=1',
];
const BROKEN_JSON = ['{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":NaN}', '[1,2', '{"a":1}}', 'nul', '{"a":"\\x41"}', '{"a":"\u0001"}', '\u0000', '{"__proto__":', '{"a":1} trailing'];
const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx', 'text/json', 'application/octet-stream'];

/**
 * A value of another JSON type than the schema's that PingFederate's binding does not convert
 * either (it takes "true" for a boolean and "1" for an integer: lenient-scalars.ts).
 */
function wrongTypeValue(schema: JsonSchema, random: Random): unknown {
  const byType: Record<string, unknown[]> = {
    string: [123, true, null, {}, [], 1.5],
    integer: ['one', '1.5', 1.5, true, null, {}, [], '9'.repeat(400)],
    number: ['1,5', 'NaN', true, null, {}, []],
    boolean: ['yes', 'truthy', 0, 1, null, {}, []],
    array: [{}, 'a', 1, null, true],
    object: [[], 'a', 1, null, true],
  };
  const type = isObjectSchema(schema) ? 'object' : String(schema.type ?? 'object');
  return random.pick(byType[type] ?? byType.object);
}

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function url(binding: RouteBinding, id = 'fuzz-target'): string {
  return binding.url.replace(/:([A-Za-z]+)/g, () => id);
}

const jsonCase = (binding: RouteBinding, kind: string, detail: string, body: unknown, expect: BadRequest['expect']): BadRequest => ({
  kind,
  detail,
  url: url(binding),
  contentType: jsonTypeOf(binding),
  body: JSON.stringify(body),
  expect,
});

const sitePath = (site: SchemaSite) => (site.path.length === 0 ? '(root)' : site.path.join('.'));

/** The kinds of bad request that apply to a binding; each makes one case from the PRNG. */
export function badRequestKinds(binding: RouteBinding): Record<string, (random: Random) => BadRequest> {
  const kinds: Record<string, (random: Random) => BadRequest> = {
    brokenJson: (random) => {
      const text = random.pick(BROKEN_JSON);
      return { kind: 'brokenJson', detail: JSON.stringify(text), url: url(binding), contentType: jsonTypeOf(binding), body: text, expect: { status: 400 } };
    },
    wrongContentType: (random) => {
      const contentType = random.pick(WRONG_CONTENT_TYPES);
      return { kind: 'wrongContentType', detail: contentType, url: url(binding), contentType, body: '{"a":1}', expect: { status: 415 } };
    },
    deepNesting: (random) => {
      const levels = random.pick([65, 200, 5000, 100_000]);
      return { kind: 'deepNesting', detail: `${levels} levels`, url: url(binding), contentType: jsonTypeOf(binding), body: `{"a":${nested(levels)}}`, expect: { status: 400 } };
    },
    hugeBody: () => ({
      kind: 'hugeBody',
      detail: '1 MB string',
      url: url(binding),
      contentType: jsonTypeOf(binding),
      body: JSON.stringify('x'.repeat(ONE_MEGABYTE)),
      expect: { status: 413 },
    }),
  };
  if (binding.schema.params) {
    kinds.pathId = (random) => {
      const id = random.pick(BAD_PATH_IDS);
      const body = binding.schema.body ? JSON.stringify(minimalValue(binding.schema.body)) : undefined;
      // Whatever the id, nothing may be found, created or deleted under it.
      return { kind: 'pathId', detail: id.slice(0, 40), url: url(binding, id), contentType: body ? jsonTypeOf(binding) : undefined, body, expect: { status: 'any4xx' } };
    };
  }
  // A form's cases are its own (bad-forms.ts), after the body parser's own (JSON refused before the form is read).
  if (binding.bodyMediaType === 'multipart/form-data') {
    const { wrongContentType: _json, ...parserKinds } = kinds;
    return { ...parserKinds, ...badFormKinds(binding, url(binding)) };
  }
  const bodySchema = binding.schema.body;
  if (!bodySchema) {
    // Without a body in the contract, any body at all is an unknown field.
    kinds.unexpectedBody = (random) => {
      const body = random.pick(['{}', '{"unknownField":1}', '[]', 'null', '"x"', '0']);
      return { kind: 'unexpectedBody', detail: body, url: url(binding), contentType: JSON_TYPE, body, expect: { status: 400 } };
    };
    return kinds;
  }

  const base = minimalValue(bodySchema);
  const sites = schemaSites(bodySchema);
  // Every object but a map (additionalProperties: <schema>, whose names are data) refuses unknown names.
  const isMap = (schema: JsonSchema) => typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties ?? {}).length > 0;
  const objectSites = sites.filter((s) => isObjectSchema(s.schema) && !isMap(s.schema));
  const requiredSites = objectSites.filter((s) => Array.isArray(s.schema.required) && s.schema.required.length > 0);
  const stringSites = sites.filter((s) => s.schema.type === 'string');

  kinds.wrongType = (random) => {
    const site = random.pick(sites);
    const value = wrongTypeValue(site.schema, random);
    return jsonCase(binding, 'wrongType', `${sitePath(site)} = ${JSON.stringify(value)}`, withValueAt(base, bodySchema, site.path, value), {
      status: 422,
      errorId: 'invalid_field',
    });
  };
  kinds.hugeString = (random) => {
    const site = stringSites.length > 0 ? random.pick(stringSites) : sites[0];
    return jsonCase(binding, 'hugeString', `${sitePath(site)}: 1 MB`, withValueAt(base, bodySchema, site.path, 'x'.repeat(ONE_MEGABYTE)), {
      status: 413,
    });
  };
  if (stringSites.length > 0) {
    // U+0000 inside an otherwise valid string: PostgreSQL cannot store it, so the parser refuses it.
    kinds.nulInText = (random) => {
      const site = random.pick(stringSites);
      const value = random.pick(['\u0000', 'a\u0000b', `${random.pick(ODD_STRINGS)}\u0000`]);
      return jsonCase(binding, 'nulInText', `${sitePath(site)} = ${JSON.stringify(value)}`, withValueAt(base, bodySchema, site.path, value), { status: 400 });
    };
  }
  if (requiredSites.length > 0) {
    kinds.missingRequired = (random) => {
      const site = random.pick(requiredSites);
      const missing = random.pick(site.schema.required as string[]);
      const { [missing]: _dropped, ...rest } = minimalValue(site.schema) as Record<string, unknown>;
      return jsonCase(binding, 'missingRequired', `${sitePath(site)} without ${missing}`, withValueAt(base, bodySchema, site.path, rest), {
        status: 422,
        errorId: 'required_field_missing',
      });
    };
  }
  if (objectSites.length > 0) {
    const unknownAt = (random: Random, name: string, kind: string, around: (body: unknown) => unknown = (b) => b) => {
      const site = random.pick(objectSites);
      const object = { ...(minimalValue(site.schema) as Record<string, unknown>), [name]: random.pick([1, 'x', {}, [], null]) };
      return jsonCase(binding, kind, `${sitePath(site)}.${JSON.stringify(name)}`, around(withValueAt(base, bodySchema, site.path, object)), {
        status: 422,
        errorId: 'unrecognized_field',
      });
    };
    kinds.unknownField = (random) => unknownAt(random, random.pick(['unknownField', 'constructor', 'isAdmin', '$where', 'id_']), 'unknownField');
    // Odd unicode in every string the body holds, refused by an odd unknown field name, or
    // earlier, by the body parser, when the body holds U+0000 anywhere.
    kinds.oddUnicode = (random) => {
      const odd = random.pick(ODD_STRINGS);
      const fill = (body: unknown) => stringSites.reduce((b, s) => withValueAt(b, bodySchema, s.path, odd + random.pick(ODD_STRINGS)), body);
      const refused = unknownAt(random, random.pick(ODD_STRINGS), 'oddUnicode', fill);
      return holdsNulCharacter(JSON.parse(refused.body ?? 'null')) ? { ...refused, expect: { status: 400 } } : refused;
    };
  }
  return kinds;
}
