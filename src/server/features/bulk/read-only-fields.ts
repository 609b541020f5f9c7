/**
 * What PingFederate's exports carry that it ignores on input, and so does an import: each
 * reference's `location` (a URL on the exporting server) and an object's `lastModified` (stamped
 * by the server that saves it). Our operations take neither, so they are dropped before a write.
 */
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reference: `{id, location}` and nothing else. */
const isLink = (value: Record<string, Json>) => typeof value.id === 'string' && typeof value.location === 'string' && Object.keys(value).length === 2;

export function withoutReadOnlyFields(item: Record<string, Json>): Record<string, Json> {
  const strip = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isObject(value)) return value;
    if (isLink(value)) return { id: value.id };
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, strip(inner)]));
  };
  const { lastModified: _stamped, ...rest } = item;
  return strip(rest) as Record<string, Json>;
}
