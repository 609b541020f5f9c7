/**
 * The PingOne for Enterprise admin API the server talks to (`--pingone-enterprise-url`: its base,
 * `https://admin-api.pingone.com` in production, calls go to `<url>/v3/...`; or the fake in
 * src/tools/fake-pingone), over real HTTP with a timeout. Every call but the activation is
 * authenticated by a client assertion: a short-lived JWT (iss and sub the identity bridge, the
 * API base as audience) signed with jose by the current authentication key. A call never throws:
 * a refusal, a timeout or an unreachable service is an answer like any other.
 */
import { calculateJwkThumbprint, exportJWK, SignJWT } from 'jose';
import { createPublicKey, type KeyObject } from 'node:crypto';

export const DEFAULT_P14E_TIMEOUT_MS = 10_000; // PingFederate's ConnTimeoutMillis
/** PingFederate's ClientAuthnTokenLifetimeMins is 10; an assertion is used at once, so one minute does. */
const ASSERTION_LIFETIME_S = 60;

export interface PingOneEnterpriseServiceOptions {
  /** Base URL of the admin API (without /v3); unset: none is reachable. */
  url?: string;
  timeoutMs?: number;
}

/** Why a call got no usable answer; `refused` carries what PingOne for Enterprise said. */
export type P14EFailure = { failure: 'not-configured' | 'unavailable' | 'timed-out' } | { failure: 'refused'; status: number; message: string };
export type P14EAnswer<T> = ({ ok: true } & T) | ({ ok: false } & P14EFailure);

/** Who PingFederate is to PingOne for Enterprise, and the key it signs its assertions with. */
export interface P14ECaller {
  identityBridgeId: string;
  privateKey: KeyObject;
}

export interface P14EActivation {
  accountId: string;
  companyName: string;
  identityBridgeId: string;
}

/** A key's id as both sides name it: the RFC 7638 thumbprint of its public key. */
export const p14eKeyId = async (key: KeyObject): Promise<string> => calculateJwkThumbprint(await exportJWK(createPublicKey(key)));

const spkiPem = (key: KeyObject) => createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();

export class PingOneEnterpriseService {
  readonly timeoutMs: number;

  constructor(private readonly options: PingOneEnterpriseServiceOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_P14E_TIMEOUT_MS;
  }

  private get base(): string | undefined {
    return this.options.url && `${this.options.url.replace(/\/+$/, '')}/v3`;
  }

  /** Spends the activation key, registering `publicKey` (of the new authentication key pair). */
  async activate(activationKey: string, publicKey: KeyObject, baseUrl: string | undefined): Promise<P14EAnswer<P14EActivation>> {
    const answer = await this.call('POST', '/activations', undefined, { activationKey, publicKey: spkiPem(publicKey), pingFederate: { ...(baseUrl && { baseUrl }) } });
    if (!answer.ok) return answer;
    const { accountId, companyName, identityBridgeId } = answer.body as Record<string, unknown>;
    if (![accountId, companyName, identityBridgeId].every((v) => typeof v === 'string' && v !== '')) return { ok: false, failure: 'unavailable' };
    return { ok: true, accountId: accountId as string, companyName: companyName as string, identityBridgeId: identityBridgeId as string };
  }

  registerKey(caller: P14ECaller, publicKey: KeyObject): Promise<P14EAnswer<object>> {
    return this.call('POST', `${this.bridge(caller)}/keys`, caller, { publicKey: spkiPem(publicKey) });
  }

  dropKey(caller: P14ECaller, kid: string): Promise<P14EAnswer<object>> {
    return this.call('DELETE', `${this.bridge(caller)}/keys/${encodeURIComponent(kid)}`, caller);
  }

  uploadIdentityRepository(caller: P14ECaller, repository: { attributeContract: unknown }): Promise<P14EAnswer<object>> {
    return this.call('PUT', `${this.bridge(caller)}/identityRepository`, caller, repository);
  }

  deleteIdentityBridge(caller: P14ECaller): Promise<P14EAnswer<object>> {
    return this.call('DELETE', this.bridge(caller), caller);
  }

  private bridge = (caller: P14ECaller) => `/identityBridges/${encodeURIComponent(caller.identityBridgeId)}`;

  private async assertion(caller: P14ECaller, audience: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: await p14eKeyId(caller.privateKey) })
      .setIssuer(caller.identityBridgeId)
      .setSubject(caller.identityBridgeId)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + ASSERTION_LIFETIME_S)
      .sign(caller.privateKey);
  }

  private async call(method: string, path: string, caller: P14ECaller | undefined, body?: unknown): Promise<P14EAnswer<{ body: unknown }>> {
    const base = this.base;
    if (!base) return { ok: false, failure: 'not-configured' };
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (caller) headers.Authorization = `Bearer ${await this.assertion(caller, base)}`;
      const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.status >= 400 && response.status < 500) {
        const message = typeof (parsed as { message?: unknown })?.message === 'string' ? String((parsed as { message: string }).message) : `HTTP ${response.status}`;
        return { ok: false, failure: 'refused', status: response.status, message };
      }
      if (!response.ok) return { ok: false, failure: 'unavailable' };
      return { ok: true, body: parsed };
    } catch (error) {
      return { ok: false, failure: (error as Error).name === 'TimeoutError' ? 'timed-out' : 'unavailable' };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
