/**
 * One evaluation, start to end, on the thread it is called on (the worker, expression-worker.ts):
 * check, bind the attribute values, evaluate, turn the value into text. Never throws: every
 * failure is an `error` outcome with the reason.
 */
import { expressionContext } from './expression-bindings';
import { expressionProblem } from './expression-check';
import { createExpressionEnvironment } from './expression-environment';
import { celErrorText } from './expression-error-text';
import { MAX_RESULT_LENGTH } from './expression-limits';
import { resultText } from './expression-result-text';

export type EvaluationOutcome = { result: string } | { error: string };

export interface EvaluationRequest {
  expression: string;
  substitutionValues: Record<string, string>;
}

const environment = createExpressionEnvironment();

export function evaluateHere({ expression, substitutionValues }: EvaluationRequest): EvaluationOutcome {
  const problem = expressionProblem(expression);
  if (problem !== undefined) return { error: problem };
  try {
    const text = resultText(environment.evaluate(expression, expressionContext(substitutionValues)));
    if (text.length > MAX_RESULT_LENGTH) return { error: `The result is longer than ${MAX_RESULT_LENGTH} characters.` };
    return { result: text };
  } catch (error) {
    return { error: celErrorText(error) };
  }
}
