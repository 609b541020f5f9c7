/** The expressions area: what other parts of the server may use of it. */
export { expressionHandlers } from './expression-handlers';
