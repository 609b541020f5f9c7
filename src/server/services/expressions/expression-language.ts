/**
 * Attribute-rule expressions (CEL, README "Expressions"): the parse check and a bounded,
 * isolated evaluation. This is the module the rest of the server uses.
 */
import type { EvaluationOutcome } from './expression-evaluation';
import { EVALUATION_TIME_LIMIT_MS, EVALUATION_WORKERS, MAX_QUEUED_EVALUATIONS } from './expression-limits';
import { ExpressionWorkerPool, POOL_TEXTS } from './expression-worker-pool';

export { expressionProblem } from './expression-check';
export type { EvaluationOutcome } from './expression-evaluation';

let pool: ExpressionWorkerPool | undefined;

/**
 * Evaluates `expression` with the attribute values (expression-bindings.ts says how they are
 * bound) in a worker thread, stopped after EVALUATION_TIME_LIMIT_MS. Resolves with the result as
 * text or the reason it failed; never rejects.
 */
export async function evaluateExpression(expression: string, substitutionValues: Record<string, string> = {}): Promise<EvaluationOutcome> {
  try {
    // The worker runs the parse check (expression-evaluation.ts), so a test costs this thread no CEL work.
    pool ??= new ExpressionWorkerPool({ workers: EVALUATION_WORKERS, timeLimitMs: EVALUATION_TIME_LIMIT_MS, maxQueued: MAX_QUEUED_EVALUATIONS });
    return await pool.evaluate({ expression, substitutionValues });
  } catch {
    return { error: POOL_TEXTS.failed };
  }
}
