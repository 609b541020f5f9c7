/**
 * A fake of PingOne for Enterprise's admin API (`https://admin-api.pingone.com/v3`), served by the
 * fake PingOne process under `/v3`:
 *   POST   /v3/activations {activationKey, publicKey, pingFederate: {baseUrl?}} → 201 {accountId, companyName, identityBridgeId}
 *   POST   /v3/identityBridges/{id}/keys {publicKey} → 201 {kid}        (a rotation's new key)
 *   DELETE /v3/identityBridges/{id}/keys/{kid} → 204                     (a rotation's forgotten key)
 *   PUT    /v3/identityBridges/{id}/identityRepository {attributeContract} → 200
 *   DELETE /v3/identityBridges/{id} → 204                                (disconnect)
 * Every call but the activation carries a client assertion (client-assertion.ts). An activation key
 * is single-use; the admin portal's page `GET /web-portal/activate` mints one for a person, and tests:
 *   POST /__control/activationKeys {companyName?} → 201 {activationKey}
 *   GET  /__control/enterprise → {bridges: [...]}: what the fake holds
 *   PUT  /__control/enterprise/failNext {status?} → 204: the next /v3 call answers that status (default 503)
 */
import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkClientAssertion, keyIdOf, publicKeyFrom } from './client-assertion';
import { activationPage } from './enterprise-portal';

interface Bridge {
  identityBridgeId: string;
  accountId: string;
  companyName: string;
  baseUrl?: string;
  keys: Map<string, KeyObject>;
  identityRepository?: unknown;
  /** The kid of the last assertion accepted: which key PingFederate authenticates with. */
  lastAssertionKid?: string;
}

type Send = (response: ServerResponse, status: number, body?: unknown) => void;
type ReadJson = (request: IncomingMessage) => Promise<unknown>;

const DEFAULT_COMPANY = 'Example Company';
const BRIDGE = /^\/v3\/identityBridges\/([^/]+)(\/keys(?:\/([^/]+))?|\/identityRepository)?$/;
const p14eError = (code: string, message: string) => ({ code, message });
const bodyOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export class FakeEnterprise {
  private readonly activationKeys = new Map<string, { companyName: string; used: boolean }>();
  private readonly bridges = new Map<string, Bridge>();
  private failNext: number | undefined;

  constructor(
    private readonly send: Send,
    private readonly readJson: ReadJson,
  ) {}

  mintActivationKey(companyName = DEFAULT_COMPANY): string {
    const key = randomBytes(24).toString('base64url');
    this.activationKeys.set(key, { companyName, used: false });
    return key;
  }

  reset(): void {
    this.failNext = undefined;
  }

  handles = (path: string) => path.startsWith('/v3/') || path === '/web-portal/activate' || path === '/__control/activationKeys' || path.startsWith('/__control/enterprise');

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (path === '/web-portal/activate' && request.method === 'GET') {
      const html = activationPage(this.mintActivationKey(url.searchParams.get('companyName') || DEFAULT_COMPANY));
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
      return;
    }
    if (path.startsWith('/__control/')) return this.control(request, response, path);
    if (this.failNext !== undefined) {
      const status = this.failNext;
      this.failNext = undefined;
      return this.send(response, status, p14eError('SERVICE_UNAVAILABLE', 'PingOne for Enterprise is unavailable.'));
    }
    if (request.method === 'POST' && path === '/v3/activations') return this.activate(request, response);
    const bridgePath = BRIDGE.exec(path);
    if (!bridgePath) return this.send(response, 404, p14eError('NOT_FOUND', 'The requested resource was not found.'));
    const audience = `http://${request.headers.host}/v3`;
    const check = await checkClientAssertion(request.headers.authorization, audience, (id) => this.bridges.get(id)?.keys);
    if (!check.ok) return this.send(response, 401, p14eError('INVALID_CLIENT', check.reason));
    const bridge = this.bridges.get(check.bridgeId)!;
    if (decodeURIComponent(bridgePath[1]) !== bridge.identityBridgeId) return this.send(response, 403, p14eError('FORBIDDEN', 'The assertion is not of this identity bridge.'));
    bridge.lastAssertionKid = check.kid;
    return this.bridgeCall(request, response, bridge, bridgePath[2], bridgePath[3] && decodeURIComponent(bridgePath[3]));
  }

  private async activate(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = bodyOf(await this.readJson(request));
    const activation = typeof body.activationKey === 'string' ? this.activationKeys.get(body.activationKey.trim()) : undefined;
    if (!activation) return this.send(response, 404, p14eError('INVALID_ACTIVATION_KEY', 'The activation key is not valid. Copy the key the PingOne admin portal shows.'));
    if (activation.used) return this.send(response, 400, p14eError('ACTIVATION_KEY_USED', 'The activation key has already been used. Sign on to PingOne to get a new one: a new key is generated for each session.'));
    const publicKey = publicKeyFrom(body.publicKey);
    if (!publicKey || publicKey.asymmetricKeyType !== 'rsa') return this.send(response, 400, p14eError('INVALID_PUBLIC_KEY', 'The public key must be an RSA key, as SPKI PEM or a JWK.'));
    activation.used = true;
    const baseUrl = bodyOf(body.pingFederate).baseUrl;
    const bridge: Bridge = {
      identityBridgeId: randomUUID(),
      accountId: randomUUID(),
      companyName: activation.companyName,
      ...(typeof baseUrl === 'string' && { baseUrl }),
      keys: new Map([[await keyIdOf(publicKey), publicKey]]),
    };
    this.bridges.set(bridge.identityBridgeId, bridge);
    this.send(response, 201, { accountId: bridge.accountId, companyName: bridge.companyName, identityBridgeId: bridge.identityBridgeId });
  }

  private async bridgeCall(request: IncomingMessage, response: ServerResponse, bridge: Bridge, part: string | undefined, kid: string | undefined): Promise<void> {
    if (part === undefined && request.method === 'DELETE') {
      this.bridges.delete(bridge.identityBridgeId);
      return this.send(response, 204);
    }
    if (part === '/keys' && request.method === 'POST') {
      const publicKey = publicKeyFrom(bodyOf(await this.readJson(request)).publicKey);
      if (!publicKey || publicKey.asymmetricKeyType !== 'rsa') return this.send(response, 400, p14eError('INVALID_PUBLIC_KEY', 'The public key must be an RSA key, as SPKI PEM or a JWK.'));
      const newKid = await keyIdOf(publicKey);
      bridge.keys.set(newKid, publicKey);
      return this.send(response, 201, { kid: newKid });
    }
    if (kid !== undefined && request.method === 'DELETE') {
      if (!bridge.keys.has(kid)) return this.send(response, 404, p14eError('NOT_FOUND', `The identity bridge has no key '${kid}'.`));
      if (kid === bridge.lastAssertionKid) return this.send(response, 400, p14eError('INVALID_REQUEST', 'The key that signed this call cannot be removed by it.'));
      bridge.keys.delete(kid);
      return this.send(response, 204);
    }
    if (part === '/identityRepository' && request.method === 'PUT') {
      const body = bodyOf(await this.readJson(request));
      if (typeof body.attributeContract !== 'object' || body.attributeContract === null) return this.send(response, 400, p14eError('INVALID_REQUEST', 'The identity repository needs its attributeContract.'));
      bridge.identityRepository = body;
      return this.send(response, 200, body);
    }
    this.send(response, 405, p14eError('METHOD_NOT_ALLOWED', 'The method is not allowed here.'));
  }

  private async control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method === 'POST' && path === '/__control/activationKeys') {
      const companyName = bodyOf(await this.readJson(request)).companyName;
      return this.send(response, 201, { activationKey: this.mintActivationKey(typeof companyName === 'string' && companyName !== '' ? companyName : undefined) });
    }
    if (request.method === 'GET' && path === '/__control/enterprise') {
      const bridges = [...this.bridges.values()].map(({ keys, ...bridge }) => ({ ...bridge, keyIds: [...keys.keys()] }));
      return this.send(response, 200, { bridges });
    }
    if (request.method === 'PUT' && path === '/__control/enterprise/failNext') {
      const status = bodyOf(await this.readJson(request)).status;
      this.failNext = typeof status === 'number' && status >= 400 && status < 600 ? status : 503;
      return this.send(response, 204);
    }
    this.send(response, 404, p14eError('NOT_FOUND', 'No such control endpoint'));
  }
}
