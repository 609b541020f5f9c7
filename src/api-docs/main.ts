// The admin API's interactive reference (Swagger UI), over the contract the server serves.
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';

SwaggerUIBundle({
  url: '/pf-admin-api/v1/api-docs',
  dom_id: '#api-docs',
  deepLinking: true,
  // Hundreds of operations: tags start closed, and a box filters them by tag.
  docExpansion: 'none',
  filter: true,
  // No calls to the public validator service: the page talks to this server only.
  validatorUrl: null,
  // Every admin API call needs the XSRF header (no form can send one). Calls carry the console's
  // session cookie when signed on, or the Basic credentials entered under Authorize.
  requestInterceptor: (request) => {
    request.headers['X-XSRF-Header'] = 'PingFederate';
    return request;
  },
});
