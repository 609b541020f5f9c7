/**
 * Whether an expression may be stored or run: its size, its nesting, and that it parses and
 * type-checks as CEL. Synchronous and cheap (parsing is linear and bounded by the limits), so the
 * rule-save handler and validateExpression run it on the request's thread; nothing is evaluated.
 */
import { celErrorText } from './expression-error-text';
import { createExpressionEnvironment } from './expression-environment';
import { MAX_EXPRESSION_LENGTH } from './expression-limits';

const environment = createExpressionEnvironment();

export const EXPRESSION_TOO_LONG = `The expression is longer than ${MAX_EXPRESSION_LENGTH} characters.`;

/** The reason the expression is not valid, or undefined when it is. */
export function expressionProblem(expression: string): string | undefined {
  if (expression.length > MAX_EXPRESSION_LENGTH) return EXPRESSION_TOO_LONG;
  if (expression.trim() === '') return 'The expression is empty.';
  try {
    const checked = environment.check(expression);
    return checked.valid ? undefined : celErrorText(checked.error);
  } catch (error) {
    return celErrorText(error);
  }
}
