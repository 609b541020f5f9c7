import type { ErrorSchema } from '@rjsf/utils';

export const NO_ERRORS: readonly string[] = [];

/**
 * The messages RJSF keeps at a path of a form's error schema (its own and the server's:
 * `tables.0.rows.1.fields.2.value`); one shared empty list when there are none, so a field that
 * compares its props is not drawn again for a new empty array.
 */
export function errorsAt(schema: ErrorSchema | undefined, ...path: (string | number)[]): readonly string[] {
  const node = path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), schema);
  const errors = node && typeof node === 'object' ? (node as { __errors?: string[] }).__errors : undefined;
  return errors?.length ? errors : NO_ERRORS;
}

/** Some error sits under this part of an error schema. */
export const hasErrorsUnder = (node: unknown): boolean =>
  Boolean(node && typeof node === 'object' && Object.entries(node).some(([key, value]) => (key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrorsUnder(value))));
