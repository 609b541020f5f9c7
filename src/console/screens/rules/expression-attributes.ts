import type { AuthenticationSource } from '../../../shared/attribute-rules';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The attributes a test needs values for: those of the sources' contracts that the expression
 * names as a whole word (an identifier, `attributes.name` or `attributes["name"]` alike), in
 * contract order, each once.
 */
export function attributesUsedBy(expression: string, sources: readonly AuthenticationSource[]): string[] {
  const names = [...new Set(sources.flatMap((source) => source.attributeContract))];
  return names.filter((name) => new RegExp(`(^|[^\\w])${escape(name)}($|[^\\w])`).test(expression));
}
