/**
 * An engine publishes the token signing keys of the configuration it applied: GET /pf/JWKS[?v=]
 * answers what the admin server answers once replicated (public parts only; private keys are
 * never replicated), and discovery's jwks_uri names the issuer's key set.
 */
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY_SET_ISSUER } from '../api/support/demo-ids';
import { serverSignedJwt } from '../api/support/signing-keys';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { eventually, startCluster, type TestCluster } from './support/cluster';

let cluster: TestCluster;
let console_: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  console_ = await cluster.startNode({ demo: true });
});
afterAll(() => cluster.stop());

const crypto = () => console_.basic('crypto', DEMO_PASSWORD);
const consoleJwks = async (query = '') => (await fetch(`${console_.baseUrl}/pf/JWKS${query}`)).json();

describe('JWKS on engines', () => {
  it('serves the replicated keys, verifies server-signed JWTs, and follows the next replication', async () => {
    expect((await console_.basic('Administrator', DEMO_PASSWORD).api('POST', '/cluster/replicate')).status).toBe(200);
    const engine = await cluster.startEngine();
    for (const query of ['', `?v=${DEMO_KEY_SET_ISSUER}`]) {
      const response = await engine.get(`/pf/JWKS${query}`);
      expect(response.status, query).toBe(200);
      const jwks = await response.json();
      expect(jwks, query).toEqual(await consoleJwks(query));
      expect(jwks.keys.length, query).toBeGreaterThan(0);
      for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
      const token = await serverSignedJwt(console_, { issuerId: query ? DEMO_KEY_SET_ISSUER : undefined, alg: 'RS256' }, { sub: 'bob' });
      expect((await jwtVerify(token, createLocalJWKSet(jwks))).payload.sub).toBe('bob');
    }
    expect((await engine.get('/pf/JWKS?v=emea')).status).toBe(404);
    const discovery = await (await engine.get(`/.well-known/openid-configuration?v=${DEMO_KEY_SET_ISSUER}`)).json();
    expect(discovery.jwks_uri).toMatch(new RegExp(`/pf/JWKS\\?v=${DEMO_KEY_SET_ISSUER}$`));

    const settings = (await crypto().api('GET', '/keyPairs/oauthOpenIdConnect')).body;
    expect((await crypto().api('PUT', '/keyPairs/oauthOpenIdConnect', { ...settings, staticJwksEnabled: false })).status).toBe(200);
    // Not replicated yet: the engine still publishes the static keys.
    expect((await (await engine.get('/pf/JWKS')).json()).keys.length).toBeGreaterThan(0);
    expect((await console_.basic('Administrator', DEMO_PASSWORD).api('POST', '/cluster/replicate')).status).toBe(200);
    await eventually(async () => (await (await engine.get('/pf/JWKS')).json()).keys.length === 0, 'the engine publishes no static keys');
  });
});
