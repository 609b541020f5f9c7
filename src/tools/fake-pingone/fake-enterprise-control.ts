/** A client of the fake PingOne for Enterprise's control endpoints (fake-enterprise.ts), for tests. */

export interface FakeBridge {
  identityBridgeId: string;
  accountId: string;
  companyName: string;
  baseUrl?: string;
  keyIds: string[];
  identityRepository?: { attributeContract: unknown };
  lastAssertionKid?: string;
}

export interface FakeEnterpriseControl {
  /** A fresh single-use activation key. */
  activationKey(companyName?: string): Promise<string>;
  /** The identity bridges the fake holds. */
  bridges(): Promise<FakeBridge[]>;
  /** The next /v3 call answers `status` (default 503). */
  failNext(status?: number): Promise<void>;
}

async function json(url: string, init: RequestInit, expected: number): Promise<any> {
  const response = await fetch(url, init);
  if (response.status !== expected) throw new Error(`fake PingOne for Enterprise control ${init.method} ${url}: ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}

const sending = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export function fakeEnterpriseControl(baseUrl: string): FakeEnterpriseControl {
  return {
    activationKey: async (companyName) => (await json(`${baseUrl}/__control/activationKeys`, sending('POST', { companyName }), 201)).activationKey,
    bridges: async () => (await json(`${baseUrl}/__control/enterprise`, { method: 'GET' }, 200)).bridges,
    failNext: (status) => json(`${baseUrl}/__control/enterprise/failNext`, sending('PUT', { status }), 204),
  };
}
