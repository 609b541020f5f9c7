/** The archive area: what other parts of the server may use of it. */
export { archiveHandlers } from './archive-handlers';
