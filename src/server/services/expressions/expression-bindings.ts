/**
 * How attribute values reach an expression. Every attribute is in the map `attributes`
 * (`attributes["http.header"]`) and is also a variable of its own, which an expression can name when
 * the attribute's name is a CEL identifier (`username`; not `http.header`, not a keyword such as
 * `in`). An attribute called `attributes` does not replace the map. A value is text; a value
 * written as a JSON array of strings (`["admins","staff"]`) is a multi-value, a list, so
 * `"admins" in memberOf` works. The context is a Map: the library reads a plain object's variables
 * without an own-property check, so `constructor` would find Object's (refused only for being a
 * function); in a Map it is an unknown variable like any name not given.
 */
import { ATTRIBUTES_VARIABLE } from './expression-environment';

export type AttributeValue = string | string[];

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
    if (name !== ATTRIBUTES_VARIABLE) context.set(name, value);
  }
  return context;
}
