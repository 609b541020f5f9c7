/**
 * The one CEL environment of attribute-rule expressions: the parse check (main thread) and the
 * evaluation (worker) both use it, so what validates is what runs. Identifiers not declared here
 * are attribute variables of any type (see expression-bindings.ts); `attributes` is the map of all.
 */
import { Environment } from '@marcbachmann/cel-js';
import { CEL_PARSE_LIMITS } from './expression-limits';

export const ATTRIBUTES_VARIABLE = 'attributes';

export function createExpressionEnvironment(): Environment {
  return new Environment({
    unlistedVariablesAreDyn: true,
    homogeneousAggregateLiterals: false,
    limits: { ...CEL_PARSE_LIMITS },
  }).registerVariable(ATTRIBUTES_VARIABLE, 'map<string, dyn>');
}
