/**
 * How attribute values reach an expression. Every attribute is in the map `attributes`
 * (`attributes["http.header"]`); an attribute whose name is a CEL identifier that is not a keyword
 * is also a variable of its own (`username`). A value is text; a value written as a JSON array
 * of strings (`["admins","staff"]`) is a multi-value, a list, so `"admins" in memberOf` works.
 * The context is a Map: the library looks up a plain object's variables without an own-property
 * check, so `constructor` would reach Object's; a Map has only the entries put in it.
 */
import { ATTRIBUTES_VARIABLE } from './expression-environment';

export type AttributeValue = string | string[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** CEL's literals, operators-as-words and reserved words (cel-spec "Syntax"). */
const CEL_KEYWORDS = new Set([
  'true', 'false', 'null', 'in',
  'as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if', 'import', 'let', 'loop',
  'package', 'namespace', 'return', 'var', 'void', 'while',
  '__proto__', 'prototype',
]);

export function isAttributeVariableName(name: string): boolean {
  return IDENTIFIER.test(name) && !CEL_KEYWORDS.has(name) && name !== ATTRIBUTES_VARIABLE;
}

export function attributeValue(text: string): AttributeValue {
  if (!text.startsWith('[')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : text;
  } catch {
    return text;
  }
}

export function expressionContext(substitutionValues: Readonly<Record<string, string>>): Map<string, unknown> {
  const attributes = new Map<string, AttributeValue>();
  const context = new Map<string, unknown>([[ATTRIBUTES_VARIABLE, attributes]]);
  for (const [name, text] of Object.entries(substitutionValues)) {
    const value = attributeValue(text);
    attributes.set(name, value);
    if (isAttributeVariableName(name)) context.set(name, value);
  }
  return context;
}
