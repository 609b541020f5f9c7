/**
 * POST /expression/test and /expression/validate. The contract has checked the body (expression
 * at most 4096 characters, values text) and the roles (test: EXPRESSION_ADMINISTRATOR; auditors
 * never). A failing expression is an answer, not an error: 200 with item.error / items[0].message.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { RouteHandler } from '../../kernel/handler-types';
import { evaluateExpression, expressionProblem } from '../../services/expressions/expression-language';

type ExpressionRequest = components['schemas']['ExpressionRequest'];
type ExpressionTestResult = components['schemas']['ExpressionTestResult'];
type ExpressionValidation = components['schemas']['ExpressionValidation'];

export const testExpression: RouteHandler = async ({ body }) => {
  const { expression, substitutionValues = {} } = body as ExpressionRequest;
  const answer: ExpressionTestResult = { item: await evaluateExpression(expression, substitutionValues) };
  return { status: 200, body: answer };
};

export const validateExpression: RouteHandler = async ({ body }) => {
  const problem = expressionProblem((body as ExpressionRequest).expression);
  const answer: ExpressionValidation = { items: problem === undefined ? [] : [{ message: problem }] };
  return { status: 200, body: answer };
};

export const expressionHandlers = (): [string, RouteHandler][] => [
  ['testExpression', testExpression],
  ['validateExpression', validateExpression],
];
