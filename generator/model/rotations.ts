/**
 * A settings page's action that rotates a secret (page schema `rotates`, optionally along a chain of
 * keys, `shifts`): the generic settings resource serves it, so the generator refuses what that
 * resource could not do, each refusal naming the fix. See docs/adding-a-page.md, "A Rotate action
 * on a settings form" and "A chain of keys".
 */
import type { JsonSchema } from '../../src/shared/page-model';
import { generatedSecretShape, type SecretSchema } from '../../src/shared/generated-secrets';
import type { Fail } from '../errors';
import { few, nearFirst } from './fixes';
import { SERVER_COMPUTED } from './server-computed';
import { objectProperties, propertyAt } from './schema-walk';

export interface RotationAction {
  operation: string;
  rotates?: string;
  shifts?: string[];
}

export interface RotationPage {
  properties: Record<string, JsonSchema>;
  schemaName: string;
  /** The page's settings.default (a new server's document). */
  settingsDefault: Record<string, unknown> | undefined;
}

/** How the checks refuse, and the contract file the fixes name. */
export interface RotationContext {
  fail: Fail;
  contractFile: string;
}

const isSecret = (schema: JsonSchema | undefined) => schema?.writeOnly === true && typeof schema['x-encrypted-as'] === 'string';
const secretsIn = (properties: Record<string, JsonSchema>) => Object.keys(properties).filter((name) => isSecret(properties[name]));

/** The facts of a secret's schema a generated value must satisfy. */
export function secretSchemaOf(schema: JsonSchema): SecretSchema {
  const facts: SecretSchema = {};
  if (typeof schema.maxLength === 'number') facts.maxLength = schema.maxLength;
  if (typeof schema.minLength === 'number') facts.minLength = schema.minLength;
  if (typeof schema.format === 'string') facts.format = schema.format;
  if (typeof schema.pattern === 'string') facts.pattern = schema.pattern;
  return facts;
}

/** Refuses a secret whose contract no generated value satisfies. */
function checkGeneratable(secret: JsonSchema, name: string, at: string, { fail, contractFile }: RotationContext): void {
  const facts = secretSchemaOf(secret);
  if (generatedSecretShape(facts) !== undefined) return;
  const kind = facts.format === 'byte' ? 'base64 of whole random bytes (format: byte)' : 'base64url characters (without format: byte)';
  fail(
    at,
    `the server cannot generate a "${name}" its contract accepts (${JSON.stringify(facts)}): a generated secret is ${kind}`,
    `Give "${name}" lengths and a pattern such a value meets in ${contractFile}, or format: byte for base64.`,
  );
}

/** A single secret of the document (`rotates: keyData`). */
function checkSecret(action: RotationAction, page: RotationPage, at: string, context: RotationContext): void {
  const fail: Fail = context.fail;
  const { contractFile } = context;
  const name = action.rotates!;
  const secrets = secretsIn(page.properties);
  const secretsOf = secrets.length > 0 ? ` (its secrets: ${secrets.join(', ')})` : ` (it has none: mark one writeOnly: true with x-encrypted-as in ${contractFile})`;
  const secret = page.properties[name];
  if (!secret) fail(`${at}/rotates`, `"${name}" is not a property of schema "${page.schemaName}"`, nearFirst(name, secrets, `Name its secret property${secretsOf}.`));
  if (!isSecret(secret)) {
    fail(
      `${at}/rotates`,
      `"${name}" is not a secret of "${page.schemaName}": rotates names a property with writeOnly: true and x-encrypted-as in the contract`,
      `Name a secret property${secretsOf}, or mark "${name}" writeOnly: true with x-encrypted-as in ${contractFile}.`,
    );
  }
  checkGeneratable(secret, name, `${at}/rotates`, context);
}

/**
 * A chain of keys (`shifts: [previous, current, pending]`): every key an object of one schema that
 * holds the secret `rotates` names, and nothing else it requires, since the newest is made of a
 * new secret alone; a key the default holds is one the server makes, so it holds no secret there.
 */
function checkChain(action: RotationAction, page: RotationPage, at: string, context: RotationContext): void {
  // Typed here, so TypeScript knows a refusal ends the check (it narrows what follows).
  const fail: Fail = context.fail;
  const { contractFile } = context;
  const shifts = action.shifts!;
  const name = action.rotates!;
  const objects = Object.keys(page.properties).filter((p) => page.properties[p].type === 'object' || page.properties[p].properties);
  const keys = shifts.map((slot, i) => {
    const schema = propertyAt(page.properties, slot);
    if (!schema) fail(`${at}/shifts/${i}`, `"${slot}" is not a property of schema "${page.schemaName}"`, nearFirst(slot, objects, `Name the properties that hold the keys, oldest first${few(objects)}.`));
    if (schema.type !== 'object' && !schema.properties) fail(`${at}/shifts/${i}`, `"${slot}" is not an object: each key of a chain is an object holding its secret "${name}"`, `Name object properties${few(objects)}.`);
    return schema;
  });
  shifts.forEach((slot, i) => {
    if (JSON.stringify(keys[i]) !== JSON.stringify(keys[0])) {
      fail(`${at}/shifts/${i}`, `"${slot}" has another schema than "${shifts[0]}": a rotation moves each key into the one before it`, `Give every key of the chain one schema ($ref the same component) in ${contractFile}.`);
    }
  });
  const properties = objectProperties(keys[0]);
  const secrets = secretsIn(properties);
  const secret = properties[name];
  if (!secret) {
    fail(`${at}/rotates`, `"${name}" is not a property of the keys "${shifts.join('", "')}"`, nearFirst(name, secrets, `With shifts, rotates names the secret property inside each key${few(secrets)}.`));
  }
  if (!isSecret(secret)) {
    fail(`${at}/rotates`, `"${name}" is not a secret of the keys`, `Name the key's secret property${few(secrets)}, or mark "${name}" writeOnly: true with x-encrypted-as in ${contractFile}.`);
  }
  checkGeneratable(secret, name, `${at}/rotates`, context);
  const sibling = String(secret['x-encrypted-as']);
  const required = ((keys[0].required ?? []) as string[]).filter((p) => p !== name && p !== sibling && properties[p]?.[SERVER_COMPUTED] === undefined);
  if (required.length > 0) {
    fail(
      `${at}/shifts`,
      `a rotation makes the newest key "${shifts.at(-1)}" of a new "${name}" alone, but its schema requires ${required.map((p) => `"${p}"`).join(', ')}`,
      `Make them optional, or computed by the server (${SERVER_COMPUTED}), in ${contractFile}.`,
    );
  }
  shifts.forEach((slot, i) => {
    const given = valueAt(page.settingsDefault, slot);
    if (given !== undefined && typeof given === 'object' && given !== null && (name in given || sibling in given)) {
      fail(`${at}/shifts/${i}`, `settings.default gives "${slot}" a "${name}", but the server makes the keys of a chain at first start`, `Write \`${slot}: {}\` in settings.default.`);
    }
  });
}

function valueAt(doc: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((value, step) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[step] : undefined), doc);
}

/** Checks the action's `rotates` (and `shifts`); called for an action that has either. */
export function checkRotation(action: RotationAction, page: RotationPage, at: string, context: RotationContext): void {
  const fail: Fail = context.fail;
  if (action.rotates === undefined) fail(`${at}/shifts`, 'shifts moves keys along a chain, and the newest gets a new secret', 'Add `rotates: <the secret property inside each key>`.');
  if (action.shifts === undefined) checkSecret(action, page, at, context);
  else checkChain(action, page, at, context);
}
