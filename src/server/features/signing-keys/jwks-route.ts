/**
 * GET /pf/JWKS[?v=<virtual issuer id>]: public, no credentials. Registered by the admin server
 * (material read from the store) and by engine nodes (material of the replicated snapshot).
 */
import type { FastifyInstance } from 'fastify';
import { apiResult } from '../../core/api-error';
import { buildJwks, type KeyMaterial } from './jwks';

export const JWKS_PATH = '/pf/JWKS';
export const NO_KEY_SET_MESSAGE = 'No key set serves this issuer.';

/** `material` resolves undefined while there is nothing to serve from (an engine before its first snapshot). */
export function registerJwksRoute(app: FastifyInstance, material: () => Promise<KeyMaterial | undefined>, now: () => number): void {
  app.get<{ Querystring: { v?: unknown } }>(JWKS_PATH, async (request, reply) => {
    const { v } = request.query;
    const issuer = typeof v === 'string' ? v : undefined;
    const loaded = v === undefined || issuer !== undefined ? await material() : undefined;
    const jwks = loaded && buildJwks(loaded, issuer, now());
    if (!jwks) return reply.code(404).send(apiResult('resource_not_found', NO_KEY_SET_MESSAGE));
    return reply.type('application/json; charset=utf-8').send(jwks);
  });
}
