/** Words that stay capitals in a label ("validUri" → "Valid URI"). */
const ACRONYMS = new Set(['dn', 'http', 'https', 'id', 'jwt', 'oidc', 'saml', 'slo', 'sso', 'uri', 'url', 'urls', 'uris']);
/** Words PingFederate writes in mixed case ("spAdapter" → "SP adapter", "idpAdapter" → "IdP adapter"). */
const MIXED = new Map([
  ['sp', 'SP'],
  ['idp', 'IdP'],
]);

/** Turns a property name into the words used in messages: "virtualHostNames" → "Virtual host names". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => MIXED.get(word) ?? (ACRONYMS.has(word) ? word.toUpperCase().replace(/S$/, 's') : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A page's words for its properties by dotted path (ResourceDefinition.labels). */
export type PageLabels = Readonly<Record<string, string>>;

/**
 * The words a message names a property with, as the form does: the page's label of `path`
 * (list indexes left out: `authSources[0].source` is `authSources.source`), else `name` humanized.
 */
export function labelOf(labels: PageLabels | undefined, path: string, name: string = path): string {
  const key = path.replace(/\[\d+\]/g, '');
  return labels && Object.hasOwn(labels, key) ? labels[key] : fieldLabel(name);
}
