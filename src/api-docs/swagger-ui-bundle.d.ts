// swagger-ui-dist ships its bundle without types; what main.ts uses of it.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  interface SwaggerRequest {
    headers: Record<string, string>;
    [key: string]: unknown;
  }
  interface SwaggerUIOptions {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    filter?: boolean | string;
    validatorUrl?: string | null;
    persistAuthorization?: boolean;
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest;
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}
