/** The help menu's endpoint lists (SPEC 2.18), each a page the server renders under /app/endpoints. */
export const ENDPOINT_KINDS = ['idp-application', 'idp', 'sp-application', 'sp', 'oauth'] as const;
export type EndpointKind = (typeof ENDPOINT_KINDS)[number];

/** SPEC 9: popups are 800x800 at offset 100. */
export const POPUP_FEATURES = 'width=800,height=800,left=100,top=100,resizable=yes,scrollbars=yes';

export function endpointsUrl(kind: EndpointKind): string {
  return `/app/endpoints/${kind}`;
}

export function openEndpointsPopup(kind: EndpointKind): void {
  // A named window per kind: choosing the same list again reuses its popup instead of stacking more.
  window.open(endpointsUrl(kind), `endpoints-${kind}`, POPUP_FEATURES);
}
