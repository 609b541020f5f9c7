/** The setup area: what other parts of the server may use of it. */
export { setupHandlers } from './setup-handlers';
