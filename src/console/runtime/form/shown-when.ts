import { conditionHolds } from '../../../shared/field-conditions';
import type { FieldDefinition } from '../../../shared/page-model';
import type { PluginDescriptor } from '../../../shared/plugin-configuration';
import { getPath, setPath, type Values } from '../values/paths';

/**
 * The fields whose `shownWhen` does not hold for `data` (the sub-forms of the other types), and on
 * a plugin page those its chosen type does not support (`typeSupports`), once its descriptor is known.
 */
export function hiddenFields(fields: readonly FieldDefinition[], data: Values, descriptor?: PluginDescriptor): string[] {
  const unsupported = (field: FieldDefinition) => field.typeSupports !== undefined && descriptor !== undefined && (descriptor as Record<string, unknown>)[field.typeSupports] !== true;
  const otherType = (field: FieldDefinition) => field.shownWhen !== undefined && !conditionHolds(data, field.shownWhen);
  return fields.filter((field) => otherType(field) || unsupported(field)).map((field) => field.name);
}

/**
 * `data` without the values of hidden fields: what does not apply to the chosen type is not sent.
 * A hidden secret takes its stored, encrypted value along, so the server drops the secret too.
 */
export function withoutHiddenValues(data: Values, hidden: readonly string[], fields: readonly FieldDefinition[]): Values {
  let result = data;
  for (const name of hidden) {
    const field = fields.find((candidate) => candidate.name === name);
    const paths = [name, ...(field?.encryptedAs ? [name.replace(/[^.]+$/, field.encryptedAs)] : [])];
    for (const path of paths) {
      if (getPath(result, path) !== undefined) result = setPath(result, path, undefined);
      result = withoutEmptiedParents(result, path);
    }
  }
  return result;
}

const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => entry === undefined);

/**
 * An object below the top level left empty by a hidden value goes too (a mapping's context object
 * `context.contextRef.id` hidden for DEFAULT takes `contextRef` along), so the form neither sends
 * nor checks an object without its required property. Top-level properties stay.
 */
function withoutEmptiedParents(data: Values, path: string): Values {
  let result = data;
  const segments = path.split('.');
  for (let depth = segments.length - 1; depth >= 2; depth--) {
    const parent = segments.slice(0, depth).join('.');
    if (!isEmptyObject(getPath(result, parent))) break;
    result = setPath(result, parent, undefined);
  }
  return result;
}
