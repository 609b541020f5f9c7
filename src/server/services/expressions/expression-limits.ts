/** The bounds every expression is held to, in one place (README "Expressions" quotes them). */

/** Characters of an expression (the contract's ExpressionRequest.expression maxLength). */
export const MAX_EXPRESSION_LENGTH = 4096;

/** Nesting of parentheses, brackets, calls and member access, checked while parsing. */
export const MAX_NESTING_DEPTH = 32;

/** CEL's structural limits, checked while parsing (before anything is evaluated). */
export const CEL_PARSE_LIMITS = {
  maxAstNodes: 2048,
  maxDepth: MAX_NESTING_DEPTH,
  maxListElements: 256,
  maxMapEntries: 256,
  maxCallArguments: 16,
} as const;

/** How long one evaluation may run in its worker before the worker is terminated. */
export const EVALUATION_TIME_LIMIT_MS = 250;

/** Characters of a result's text; a longer result is an error, not silently cut. */
export const MAX_RESULT_LENGTH = 65_536;

/** Workers evaluating at once; more requests wait in a queue of at most MAX_QUEUED_EVALUATIONS. */
export const EVALUATION_WORKERS = 2;
export const MAX_QUEUED_EVALUATIONS = 64;

/** Memory of one evaluation worker (V8 heap); an expression that needs more ends its worker. */
export const WORKER_RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
  stackSizeMb: 4,
} as const;
