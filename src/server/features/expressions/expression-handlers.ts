/**
 * POST /expression/test and /expression/validate. The contract has checked the body (expression
 * at most 4096 characters, values text) and the roles (test: EXPRESSION_ADMINISTRATOR; auditors
 * never). A failing expression is an answer, not an error: 200 with item.error / items[0].message.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { AreaHandlers } from '../../kernel/area';
import type { Handler } from '../../kernel/handler-types';
import { evaluateExpression, expressionProblem } from '../../services/expressions/expression-language';

type ExpressionTestResult = components['schemas']['ExpressionTestResult'];
type ExpressionValidation = components['schemas']['ExpressionValidation'];

export const testExpression: Handler<'testExpression'> = async ({ body }) => {
  const { expression, substitutionValues = {} } = body;
  const answer: ExpressionTestResult = { item: await evaluateExpression(expression, substitutionValues) };
  return { status: 200, body: answer };
};

export const validateExpression: Handler<'validateExpression'> = async ({ body }) => {
  const problem = expressionProblem(body.expression);
  const answer: ExpressionValidation = { items: problem === undefined ? [] : [{ message: problem }] };
  return { status: 200, body: answer };
};

export const expressionHandlers = { testExpression, validateExpression } satisfies AreaHandlers;
