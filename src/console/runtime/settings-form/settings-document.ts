import { getPath, setPath, type Values } from '../values/paths';

/** The values of the page's fields (dotted names allowed) taken from the whole document. */
export function fieldsOf(document: Values, names: readonly string[]): Values {
  let data: Values = {};
  for (const name of names) {
    const value = getPath(document, name);
    if (value !== undefined) data = setPath(data, name, value);
  }
  return data;
}

/**
 * The whole document with the page's fields replaced as edited; a field left empty is removed, and
 * one empty where the document has nothing makes no object to hold it (a system key never set).
 */
export function documentWithFields(document: Values, edited: Values, names: readonly string[]): Values {
  let next = document;
  for (const name of names) {
    const value = getPath(edited, name);
    if (value === undefined && getPath(next, name) === undefined) continue;
    next = setPath(next, name, value);
  }
  return JSON.parse(JSON.stringify(next)) as Values;
}
