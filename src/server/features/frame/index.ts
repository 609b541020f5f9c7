/** The frame area: what other parts of the server may use of it. */
export { frameHandlers } from './frame-handlers';
