/** What the page sends and how it orders what it shows (SPEC 2.10, 5), as pure functions. */
import type { PingOneConnection, ResourceUsages } from './connection-types';

/** The add/edit page's fields; the credential is the pasted token, blank to keep the stored one on edit. */
export interface ConnectionFormValues {
  name: string;
  description: string;
  credential: string;
  active: boolean;
}

export const CONNECTION_FIELDS: readonly (keyof ConnectionFormValues)[] = ['name', 'description', 'credential', 'active'];

export function initialFormValues(connection?: PingOneConnection): ConnectionFormValues {
  return { name: connection?.name ?? '', description: connection?.description ?? '', credential: '', active: connection?.active !== false };
}

/**
 * The body of a create or update. An update sends the stored connection back with the form's
 * changes, so its encryptedCredential keeps the credential when none is pasted (SPEC 5, the
 * contract's PUT); a pasted credential replaces it.
 */
export function connectionBody(values: ConnectionFormValues, original?: PingOneConnection): PingOneConnection {
  const credential = values.credential.trim();
  const changes = { name: values.name.trim(), description: values.description, active: values.active };
  if (!original) return { ...changes, credential };
  const { encryptedCredential, ...rest } = original;
  return credential === '' ? { ...rest, encryptedCredential, ...changes } : { ...rest, ...changes, credential };
}

/** The toggle's PUT: the connection as stored with only its active flag flipped (SPEC 4). */
export function toggledConnection(connection: PingOneConnection): PingOneConnection {
  return { ...connection, active: connection.active === false };
}

export interface UsageGroup {
  id: string;
  name: string;
  items: NonNullable<ResourceUsages['items']>;
}

/** The Usage tab's plugins under their categories, in the server's category order; empty categories left out. */
export function usageByCategory(usages: ResourceUsages | undefined): UsageGroup[] {
  const items = usages?.items ?? [];
  const categories = usages?.categories ?? [];
  const known = categories.map((category) => ({ id: String(category.id), name: category.name ?? String(category.id) }));
  // A plugin whose category the server did not list still shows, under its category id.
  for (const item of items) if (item.categoryId && !known.some((category) => category.id === item.categoryId)) known.push({ id: item.categoryId, name: item.categoryId });
  return known
    .map((category) => ({ ...category, items: items.filter((item) => item.categoryId === category.id) }))
    .filter((group) => group.items.length > 0);
}
