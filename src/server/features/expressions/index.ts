/** The expressions area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { expressionHandlers } from './expression-handlers';
export { expressionHandlers } from './expression-handlers';

export const expressionsArea: Area = {
  name: 'expressions',
  uses: [],
  handlers: () => expressionHandlers,
};
