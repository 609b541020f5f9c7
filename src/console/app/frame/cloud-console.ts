/** The cloud console's domain per region code the server reports (pingOneAdminUrlRegion). */
const REGION_DOMAINS: Readonly<Record<string, string>> = {
  NA: 'com',
  NORTH_AMERICA: 'com',
  EU: 'eu',
  EUROPE: 'eu',
  CA: 'ca',
  CANADA: 'ca',
  AP: 'asia',
  ASIA: 'asia',
  AU: 'com.au',
  AUSTRALIA: 'com.au',
};

/** The cloud admin console for an environment, or undefined when region or id is missing or unknown. */
export function cloudConsoleUrl(region?: string, environmentId?: string): string | undefined {
  const domain = region ? REGION_DOMAINS[region.trim().toUpperCase()] : undefined;
  if (!domain || !environmentId?.trim()) return undefined;
  return `https://console.pingone.${domain}/?env=${encodeURIComponent(environmentId.trim())}`;
}
