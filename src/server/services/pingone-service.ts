/**
 * The PingOne service the server talks to (`--pingone-url`: PingOne's management API, or the fake
 * in src/tools/fake-pingone), over real HTTP with a timeout. Each call sends the connection's
 * credential as a bearer token and reports how it went, never throws: a refused connection, a
 * timeout or a 5xx is an answer like any other.
 */
export const DEFAULT_PINGONE_TIMEOUT_MS = 5000;

export interface PingOneServiceOptions {
  /** Base URL of PingOne's management API (`<url>/v1/environments`); unset: no PingOne is reachable. */
  url?: string;
  /** How long one call may take; default DEFAULT_PINGONE_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface PingOneEnvironmentItem {
  id: string;
  name: string;
  type: string;
}

/** Why a call got no usable answer. */
export type PingOneFailure = 'not-configured' | 'rejected' | 'unavailable' | 'timed-out';

export type PingOneAnswer<T> = { ok: true; value: T } | { ok: false; failure: PingOneFailure };

export class PingOneService {
  readonly timeoutMs: number;

  constructor(private readonly options: PingOneServiceOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PINGONE_TIMEOUT_MS;
  }

  /** The credential's own environment: PingOne accepting the credential is the credential check. */
  checkCredential(credential: string, environmentId: string): Promise<PingOneAnswer<unknown>> {
    return this.get(credential, `/v1/environments/${encodeURIComponent(environmentId)}`);
  }

  async environments(credential: string, query: URLSearchParams): Promise<PingOneAnswer<PingOneEnvironmentItem[]>> {
    const answer = await this.get(credential, `/v1/environments${query.size > 0 ? `?${query}` : ''}`);
    if (!answer.ok) return answer;
    const listed = (answer.value as { _embedded?: { environments?: unknown } })?._embedded?.environments;
    if (!Array.isArray(listed)) return { ok: false, failure: 'unavailable' };
    const items = listed.filter(isEnvironment).map(({ id, name, type }) => ({ id, name, type }));
    return { ok: true, value: items };
  }

  private async get(credential: string, path: string): Promise<PingOneAnswer<unknown>> {
    if (!this.options.url) return { ok: false, failure: 'not-configured' };
    try {
      const response = await fetch(`${this.options.url.replace(/\/+$/, '')}${path}`, {
        headers: { Authorization: `Bearer ${credential}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        return { ok: false, failure: 'rejected' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, failure: 'unavailable' };
      }
      return { ok: true, value: await response.json() };
    } catch (error) {
      // The timeout may strike while the body is still arriving; anything else is PingOne unreachable.
      return { ok: false, failure: (error as Error).name === 'TimeoutError' ? 'timed-out' : 'unavailable' };
    }
  }
}

const isEnvironment = (value: unknown): value is PingOneEnvironmentItem =>
  typeof value === 'object' && value !== null && ['id', 'name', 'type'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
