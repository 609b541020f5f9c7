/** The search area: what other parts of the server may use of it. */
export { searchHandler } from './search-handler';
export { objectLocation } from './searchable-collections';
