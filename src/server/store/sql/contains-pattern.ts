/** `name_lower LIKE ? ESCAPE '\'` pattern matching `filter` literally anywhere in the name (both backends). */
export function containsPattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
