/**
 * The reason text of a CEL error: its one-line summary and where it is, without the library's
 * multi-line source highlight (the console shows the text in one line). A parse limit is said in
 * words. Anything else thrown (RangeError of a too long string, a stack overflow) is named, never
 * its stack.
 */
import { EvaluationError, ParseError, TypeError as CelTypeError } from '@marcbachmann/cel-js';
import { CEL_PARSE_LIMITS, MAX_NESTING_DEPTH } from './expression-limits';

const LIMIT_TEXTS: Record<keyof typeof CEL_PARSE_LIMITS, string> = {
  maxDepth: `The expression is nested more than ${MAX_NESTING_DEPTH} levels deep.`,
  maxAstNodes: `The expression has more than ${CEL_PARSE_LIMITS.maxAstNodes} parts.`,
  maxListElements: `A list has more than ${CEL_PARSE_LIMITS.maxListElements} elements.`,
  maxMapEntries: `A map has more than ${CEL_PARSE_LIMITS.maxMapEntries} entries.`,
  maxCallArguments: `A call has more than ${CEL_PARSE_LIMITS.maxCallArguments} arguments.`,
};

const isLimit = (key: string): key is keyof typeof LIMIT_TEXTS => Object.hasOwn(LIMIT_TEXTS, key);

export function celErrorText(error: unknown): string {
  if (error instanceof ParseError || error instanceof EvaluationError || error instanceof CelTypeError) {
    const limit = /^Exceeded (\w+) /.exec(error.summary)?.[1];
    if (error.code === 'limit_exceeded' && limit !== undefined && isLimit(limit)) return LIMIT_TEXTS[limit];
    const at = error.range ? ` (at character ${error.range.start + 1})` : '';
    return `${error.summary}${at}`;
  }
  if (error instanceof RangeError) return `The expression went beyond a limit: ${error.message}.`;
  return 'The expression could not be evaluated.';
}
