/**
 * The contract's own keyword beyond JSON Schema, for the server's ajv: `x-unique-by: <property>` on
 * a list of objects says no two entries share that property's value, ignoring case (extended
 * property names). The console's forms do not check it; the server's 422 lands in the entry's cell.
 */
import type { Ajv, ErrorObject } from 'ajv';

export const UNIQUE_BY = 'x-unique-by';

/** Adds the x-unique-by keyword: the later of two entries with the same value is the one reported. */
export function addUniqueByKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: UNIQUE_BY,
    type: 'array',
    schemaType: 'string',
    errors: true,
    validate: function uniqueBy(property: string, data: unknown[], _parent?: unknown, context?: { instancePath: string }) {
      const seen = new Set<string>();
      const errors: Partial<ErrorObject>[] = [];
      data.forEach((entry, index) => {
        const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[property] : undefined;
        if (typeof value !== 'string' || value.trim() === '') return;
        const key = value.trim().toLowerCase();
        if (seen.has(key)) errors.push({ keyword: UNIQUE_BY, instancePath: `${context?.instancePath ?? ''}/${index}/${property}`, params: { value }, message: `'${value}' is already in the list` });
        seen.add(key);
      });
      (uniqueBy as unknown as { errors: Partial<ErrorObject>[] }).errors = errors;
      return errors.length === 0;
    },
  });
}
