/** The api-docs area: what other parts of the server may use of it. */
export { API_DOCS_XSRF_EXEMPT, registerApiDocs } from './api-docs-routes';
