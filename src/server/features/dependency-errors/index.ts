/** The dependency-errors area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { dependencyErrorsHandler } from './dependency-errors';
export { dependencyErrors, checkedDefinitions } from './dependency-errors';

export const dependencyErrorsArea: Area = {
  name: 'dependency-errors',
  uses: [],
  handlers: ({ definitions }) => ({ getDependencyErrors: dependencyErrorsHandler(definitions) }),
};
