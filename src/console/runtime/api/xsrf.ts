/** Every /pf-admin-api request must carry this header; the server refuses others with 403. */
export const XSRF_HEADER = 'X-XSRF-Header';
export const XSRF_VALUE = 'PingFederate';
export const ADMIN_API_BASE = '/pf-admin-api/v1';
