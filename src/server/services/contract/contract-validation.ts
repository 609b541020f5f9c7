/**
 * ajv over the contract's schemas: request parts are checked before a handler runs, responses
 * before they leave. Errors become ApiResult validation errors with PingFederate-style field
 * paths (`virtualHostNames[2]`, `configuration.fields[0].value`).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from '../../../shared/page-model';
import { ID_PATTERN_MESSAGE } from '../../../shared/ids';
import { NOT_BLANK_PATTERN } from '../../../shared/not-blank';
import { addUniqueByKeyword, UNIQUE_BY } from './contract-keywords';
import { labelOf, type PageLabels } from './field-labels';
import type { ValidationErrorItem } from '../../core/api-error';

// ajv-formats is CommonJS; under some loaders its default export arrives wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

export interface ContractValidators {
  /** Bodies: exact types, all errors. */
  body(schema: JsonSchema): ValidateFunction;
  /** Path and query strings: coerced to the schema's types. */
  strings(schema: JsonSchema): ValidateFunction;
  response(schema: JsonSchema): ValidateFunction;
}

/**
 * The contract as ajv takes it: ajv refuses a discriminator `mapping` (PingFederate's contract has
 * them); each member requires its own discriminator value, which the generator checks the mapping
 * agrees with, so without it ajv still picks the same member. A polymorphic document is an object:
 * ajv's discriminator lets anything else through (a string in a list of attribute sources), so the
 * schema that holds it says so.
 */
function withoutDiscriminatorMappings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDiscriminatorMappings);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'discriminator' && typeof value === 'object' && value !== null) {
      const { mapping: _mapping, ...discriminator } = value as Record<string, unknown>;
      copy[key] = discriminator;
      if (!('type' in schema)) copy.type = 'object';
    } else copy[key] = withoutDiscriminatorMappings(value);
  }
  return copy;
}

function newAjv(contractSchemas: JsonSchema, coerceTypes: boolean): Ajv {
  // strict: false because the contract carries OpenAPI-only keywords (description, example, nullable).
  // discriminator: a polymorphic document (oneOf + discriminator) is checked against the member its
  // type names only, so errors name that member's fields.
  // Strings of a path or query are coerced; 'array' also makes a query parameter given once a list of one
  // (a form-style list parameter, ?adapterId=a&adapterId=b, repeats its name, or names it once).
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: coerceTypes ? 'array' : false, useDefaults: false, discriminator: true });
  addFormats(ajv);
  addUniqueByKeyword(ajv);
  ajv.addSchema(withoutDiscriminatorMappings(contractSchemas) as JsonSchema, 'contract');
  return ajv;
}

/**
 * A validator compiled on its first use. Compiling every operation's schemas when the server
 * starts took most of its start-up time (about a second); an operation nobody calls never costs it.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

interface ContractAjvs {
  bodies: () => Ajv;
  strings: () => Ajv;
}

/**
 * One pair of ajv instances per contract in the process, made when first needed: ajv keeps what it
 * compiled for a schema object, so the servers of one process (a test file's, a cluster's nodes)
 * compile each operation's validators once instead of once each; a demo seed's import otherwise
 * compiled those of every operation it calls (most of a second) at every start.
 */
const ajvsOfContract = new WeakMap<JsonSchema, ContractAjvs>();

function contractAjvs(contractSchemas: JsonSchema): ContractAjvs {
  let ajvs = ajvsOfContract.get(contractSchemas);
  if (!ajvs) {
    let bodyAjv: Ajv | undefined;
    let stringAjv: Ajv | undefined;
    ajvs = {
      bodies: () => (bodyAjv ??= newAjv(contractSchemas, false)),
      strings: () => (stringAjv ??= newAjv(contractSchemas, true)),
    };
    ajvsOfContract.set(contractSchemas, ajvs);
  }
  return ajvs;
}

export function createContractValidators(contractSchemas: JsonSchema): ContractValidators {
  const { bodies, strings } = contractAjvs(contractSchemas);
  return {
    body: (schema) => compiledOnFirstUse(() => bodies().compile(schema)),
    strings: (schema) => compiledOnFirstUse(() => strings().compile(schema)),
    response: (schema) => compiledOnFirstUse(() => bodies().compile(schema)),
  };
}

/** The segments of an ajv instance path (`/a~1b/0` → `['a/b', '0']`). */
export const instancePathSegments = (instancePath: string): string[] => instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value an ajv instance path points at in `root` (undefined where the path leaves it). */
export function valueAtInstancePath(root: unknown, instancePath: string): unknown {
  let value = root;
  for (const segment of instancePathSegments(instancePath)) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

/** `/virtualHostNames/2` → `virtualHostNames[2]`; `/a/b` → `a.b`. */
export function toFieldPath(instancePath: string, child?: string): string {
  const segments = instancePathSegments(instancePath);
  if (child !== undefined) segments.push(child);
  let path = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else path += path === '' ? segment : `.${segment}`;
  }
  return path;
}

function lastName(fieldPath: string): string {
  const match = /([A-Za-z0-9_$-]+)(\[\d+\])*$/.exec(fieldPath);
  return match ? match[1] : fieldPath;
}

/** `labels`: the page's words for the body's properties (a generic resource's), which messages use before humanized names. */
export function toValidationErrors(errors: ErrorObject[] | null | undefined, labels?: PageLabels): ValidationErrorItem[] {
  const items: ValidationErrorItem[] = [];
  for (const error of errors ?? []) {
    // An if/then's own error ("must match then schema") only repeats the then's, which name the fields.
    if (error.keyword === 'if') continue;
    const item = describe(error, labels);
    if (!items.some((i) => i.fieldPath === item.fieldPath && i.message === item.message)) items.push(item);
  }
  return items;
}

function describe(error: ErrorObject, labels: PageLabels | undefined): ValidationErrorItem {
  const fieldLabel = (fieldPath: string) => labelOf(labels, fieldPath, lastName(fieldPath));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const fieldPath = toFieldPath(error.instancePath, String(params.missingProperty));
      return { errorId: 'required_field_missing', fieldPath, message: `${fieldLabel(fieldPath)} is required.` };
    }
    case 'additionalProperties': {
      const fieldPath = toFieldPath(error.instancePath, String(params.additionalProperty));
      return { errorId: 'unrecognized_field', fieldPath, message: `'${fieldPath}' is not a recognized field.` };
    }
    case 'minItems':
      // A list that needs one entry (an OAuth client's grant types) is required, in those words.
      if (params.limit === 1) {
        const fieldPath = toFieldPath(error.instancePath);
        return { errorId: 'required_field_missing', fieldPath, message: `${fieldLabel(fieldPath)} is required.` };
      }
      return describeDefault(error, fieldLabel);
    case 'discriminator': {
      // A polymorphic document (a data store, an attribute source) without its type, or with one no member has.
      // ajv's params: `tag` is the property's name, `tagValue` what the body gave it.
      const fieldPath = toFieldPath(error.instancePath, String(params.tag));
      const label = fieldLabel(fieldPath);
      if (params.tagValue === undefined || params.tagValue === null) return { errorId: 'required_field_missing', fieldPath, message: `${label} is required.` };
      return { errorId: 'invalid_field', fieldPath, message: `${label} ${JSON.stringify(params.tagValue)} is not one of the types this document can have.` };
    }
    case 'pattern':
      if (params.pattern === NOT_BLANK_PATTERN) {
        const fieldPath = toFieldPath(error.instancePath);
        return { errorId: 'required_field_missing', fieldPath, message: `${fieldLabel(fieldPath)} is required.` };
      }
      // The contract's id pattern gets the same words the console and the resources use.
      if (/^\^\[a-zA-Z0-9\._-\][*+]\$$/.test(String(params.pattern))) {
        return { errorId: 'invalid_field', fieldPath: toFieldPath(error.instancePath), message: ID_PATTERN_MESSAGE };
      }
      return describeDefault(error, fieldLabel);
    case UNIQUE_BY:
      return { errorId: 'duplicate_value', fieldPath: toFieldPath(error.instancePath), message: `${error.message}.` };
    default:
      return describeDefault(error, fieldLabel);
  }
}

function describeDefault(error: ErrorObject, fieldLabel: (fieldPath: string) => string): ValidationErrorItem {
  const fieldPath = toFieldPath(error.instancePath);
  const subject = fieldPath === '' ? 'The request body' : fieldLabel(fieldPath);
  const message = `${subject} ${error.message ?? 'is invalid'}.`;
  return fieldPath === '' ? { errorId: 'invalid_field', message } : { errorId: 'invalid_field', fieldPath, message };
}
