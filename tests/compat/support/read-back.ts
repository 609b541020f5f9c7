/**
 * What a write sent compared with what a GET reads back, as PingFederate keeps it: every field
 * sent is read back with the same value, except where PingFederate itself changes the value or
 * never answers it (the spec names those paths, each with its reason).
 */

/** A field path: `a.b[2].c`; list items matched by name appear as `fields[name=Search Base]`. */
export type Ignored = Record<string, string>;

/**
 * The differences between what was sent and what was read, as `path: sent X, read Y` lines.
 *
 * - A string sent where the answer holds a boolean or a number is the value PingFederate's JSON
 *   binding converts it to (`"true"` → true, `"1825"` → 1825): equal when it converts to the value read.
 * - An empty value sent (`""`, `{}`, `[]`) and a field absent from the answer are the same: PingFederate
 *   leaves out of its answers a field that holds nothing.
 * - A list of objects that all have a `name` (plugin configuration fields and tables, attribute
 *   contracts) is matched by name: PingFederate answers every field of a plugin's descriptor, in the
 *   descriptor's order, the ones not sent with their defaults. Other lists are matched in order and
 *   must have the same length.
 * - `ignored` paths (wildcards `*` for one segment) are not compared.
 */
export function readBackDifferences(sent: unknown, read: unknown, ignored: Ignored = {}, path = ''): string[] {
  if (isIgnored(path, ignored)) return [];
  if (sent === undefined) return [];
  if (isEmpty(sent) && (read === undefined || read === null || isEmpty(read))) return [];
  if (Array.isArray(sent)) {
    if (!Array.isArray(read)) return [`${path}: sent ${show(sent)}, read ${show(read)}`];
    if (sent.length > 0 && sent.every((item) => isObject(item) && typeof item.name === 'string') && read.every((item) => isObject(item))) {
      return sent.flatMap((item: any) => {
        const match = read.find((candidate: any) => candidate.name === item.name);
        const itemPath = `${path}[name=${item.name}]`;
        return match === undefined ? [`${itemPath}: sent, not read back`] : readBackDifferences(item, match, ignored, itemPath);
      });
    }
    if (sent.length !== read.length) return [`${path}: sent ${sent.length} items ${show(sent)}, read ${read.length} ${show(read)}`];
    return sent.flatMap((item, index) => readBackDifferences(item, read[index], ignored, `${path}[${index}]`));
  }
  if (isObject(sent)) {
    if (!isObject(read)) return [`${path}: sent ${show(sent)}, read ${show(read)}`];
    return Object.entries(sent).flatMap(([key, value]) => readBackDifferences(value, read[key], ignored, path ? `${path}.${key}` : key));
  }
  if (typeof sent === 'string' && typeof read === 'boolean' && /^(true|false)$/i.test(sent.trim())) {
    return (sent.trim().toLowerCase() === 'true') === read ? [] : [`${path}: sent ${show(sent)}, read ${show(read)}`];
  }
  if (typeof sent === 'string' && typeof read === 'number' && sent.trim() !== '' && Number(sent.trim()) === read) return [];
  return sent === read ? [] : [`${path}: sent ${show(sent)}, read ${show(read)}`];
}

function isIgnored(path: string, ignored: Ignored): boolean {
  if (!path) return false;
  return Object.keys(ignored).some((pattern) => {
    const expression = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^.\\[]+')}$`);
    return expression.test(path);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);
const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 160 ? `${text.slice(0, 160)}…` : text;
};
