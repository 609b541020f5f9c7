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

/** The whole document with the page's fields replaced as edited; a field left empty is removed. */
export function documentWithFields(document: Values, edited: Values, names: readonly string[]): Values {
  let next = document;
  for (const name of names) next = setPath(next, name, getPath(edited, name));
  return JSON.parse(JSON.stringify(next)) as Values;
}
