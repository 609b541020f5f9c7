/** The PingOne API hosts of each region (read-only fields of a PingOne connection). */
const TOP_LEVEL_DOMAIN: Record<string, string> = {
  NA: 'com',
  EU: 'eu',
  AP: 'asia',
  CA: 'ca',
  AU: 'com.au',
  SG: 'sg',
};

export function pingOneEndpoints(region: string): { pingOneManagementApiEndpoint?: string; pingOneAuthenticationApiEndpoint?: string } {
  const tld = TOP_LEVEL_DOMAIN[region];
  if (!tld) return {};
  return {
    pingOneManagementApiEndpoint: `https://api.pingone.${tld}/v1`,
    pingOneAuthenticationApiEndpoint: `https://auth.pingone.${tld}`,
  };
}
