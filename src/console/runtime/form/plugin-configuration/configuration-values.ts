/** Reading and changing the values of a plugin configuration, without touching anything else in it. */
import type { ConfigField, ConfigRow, ConfigTable, PluginConfiguration } from '../../../../shared/plugin-configuration';

export const fieldIndex = (fields: readonly ConfigField[] | undefined, name: string): number => (fields ?? []).findIndex((field) => field.name === name);

/** `fields` with `value` in the place of the field of that name (added at the end when absent). */
export function withField(fields: readonly ConfigField[] | undefined, value: ConfigField): ConfigField[] {
  const list = [...(fields ?? [])];
  const index = fieldIndex(list, value.name);
  if (index >= 0) list[index] = value;
  else list.push(value);
  return list;
}

export const tableIndex = (configuration: PluginConfiguration, name: string): number => (configuration.tables ?? []).findIndex((table) => table.name === name);

/** The configuration with the rows of one table replaced (the table added when absent). */
export function withRows(configuration: PluginConfiguration, name: string, rows: ConfigRow[]): PluginConfiguration {
  const tables: ConfigTable[] = [...(configuration.tables ?? [])];
  const index = tableIndex(configuration, name);
  if (index >= 0) tables[index] = { ...tables[index], rows };
  else tables.push({ name, rows });
  return { ...configuration, tables };
}

/** Exactly one default row: the chosen one. */
export const chooseDefault = (rows: readonly ConfigRow[], chosen: number): ConfigRow[] => rows.map((row, index) => ({ ...row, defaultRow: index === chosen }));
