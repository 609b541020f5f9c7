/** The search area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { searchHandler } from './search-handler';
export { searchHandler } from './search-handler';
export { objectLocation } from './searchable-collections';

export const searchArea: Area = {
  name: 'search',
  uses: [],
  handlers: ({ definitions, searchable }) => ({ searchObjects: searchHandler(definitions, searchable) }),
};
