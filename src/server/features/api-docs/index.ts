/** The api-docs area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
export { API_DOCS_XSRF_EXEMPT, registerApiDocs } from './api-docs-routes';

export const apiDocsArea: Area = {
  name: 'api-docs',
  uses: [],
};
