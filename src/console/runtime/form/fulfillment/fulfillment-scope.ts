/**
 * Where a fulfillment's rows come from, seen from the form: the value of its ref (a page field, or a
 * field of the same entry of an entries field) or the form's own contract (keysFrom without an
 * operation: a connection's attribute contract). EntityForm computes these for the form context,
 * so a fulfillment re-derives when they change, not on every keystroke.
 */
import { contractNames } from '../../../../shared/fulfillment';
import type { FieldDefinition, FulfillmentOptions } from '../../../../shared/page-model';
import { getPath } from '../../values/paths';

/** The message scope of an entries field's entry fields: their texts are `pages.<page>.fields.<list>.entries.fields.<name>.…`. */
export const entriesScope = (pageId: string, listName: string) => `${pageId}.fields.${listName}.entries`;

/** The path of the object holding a field: the document, or the entry (`spBrowserSso.adapterMappings.0`) of an entry field. */
export const holderPathOf = (path: readonly (string | number)[], name: string): string =>
  path.slice(0, Math.max(path.length - name.split('.').length, 0)).join('.');

/** The dotted path of a fulfillment's ref in the form data. */
export const refPathOf = (path: readonly (string | number)[], name: string, ref: string): string => [holderPathOf(path, name), ref].filter(Boolean).join('.');

/** The key of a contract read from the form's own document, in the form context. */
export const ownContractKey = (keysFrom: FulfillmentOptions['keysFrom']) => keysFrom.names.join('|');

/** The fulfillments of a form, those inside entries with the list they are in. */
function fulfillmentsOf(fields: readonly FieldDefinition[]): { field: FieldDefinition; list?: string }[] {
  return fields.flatMap((field) => [
    ...(field.fulfillment ? [{ field }] : []),
    ...(field.entries?.fields ?? []).filter((entryField) => entryField.fulfillment).map((entryField) => ({ field: entryField, list: field.name })),
  ]);
}

/** The paths of the refs fulfillments read: a page field's, and each entry's own (`spBrowserSso.adapterMappings.0.idpAdapterRef.id`). */
export function fulfillmentRefPaths(fields: readonly FieldDefinition[], data: unknown): string[] {
  return fulfillmentsOf(fields).flatMap(({ field, list }) => {
    const ref = field.fulfillment?.keysFrom.ref;
    if (!ref) return [];
    if (!list) return [ref];
    const entries = getPath(data, list);
    return Array.isArray(entries) ? entries.map((_, i) => `${list}.${i}.${ref}`) : [];
  });
}

/** The attribute names of the form's own contracts the fulfillments read, by ownContractKey. */
export function ownContracts(fields: readonly FieldDefinition[], data: unknown): Record<string, string[]> {
  const own = fulfillmentsOf(fields).flatMap(({ field }) => (field.fulfillment && !field.fulfillment.keysFrom.operation ? [field.fulfillment.keysFrom] : []));
  return Object.fromEntries(own.map((keysFrom) => [ownContractKey(keysFrom), contractNames(data, keysFrom.names)]));
}

/** A ref's path with the entry's index left out (`spBrowserSso.adapterMappings.spAdapterRef.id`), as its label is kept. */
export const refLabelKey = (refPath: string) => refPath.replace(/\.\d+(?=\.)/g, '');
