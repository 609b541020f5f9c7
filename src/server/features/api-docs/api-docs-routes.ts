/**
 * The API documented where it runs: the contract itself at GET /pf-admin-api/v1/api-docs (JSON, or
 * YAML on request), and an interactive reference at /pf-admin-api/api-docs/ (Swagger UI, bundled
 * into the console build by Vite and served from it under the console's strict CSP). Like
 * PingFederate's, both are public: the contract holds no configuration, and every call made from
 * the reference goes through the same authentication, roles and XSRF check as any other.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../core/runtime-paths';
import { REVALIDATE_CACHE } from '../../core/cache-control';

export const API_DOCS_PATH = '/pf-admin-api/v1/api-docs';
export const API_REFERENCE_PATH = '/pf-admin-api/api-docs/';
/** The reference's page in the console build (vite.config.ts names it as a second entry). */
export const API_REFERENCE_FILE = 'api-docs.html';

const CONTRACT_FILE = join(REPO_ROOT, 'openapi', 'admin-api.yaml');
const YAML_TYPES = ['application/yaml', 'application/x-yaml', 'text/yaml'];

/** The contract's own route is not an operation of it: its query is typed by fastify's route generic. */
interface ContractRoute {
  Querystring: { format?: string };
}

interface Contract {
  yaml: string;
  json: string;
}

let cached: Contract | undefined;

/** The contract as shipped with this server (read once; it only changes with a new build). */
function contract(): Contract {
  if (!cached) {
    const yaml = readFileSync(CONTRACT_FILE, 'utf8');
    cached = { yaml, json: JSON.stringify(parse(yaml)) };
  }
  return cached;
}

/** YAML when asked for by ?format=yaml or an Accept header naming a YAML type; JSON otherwise. */
function wantsYaml(request: FastifyRequest<ContractRoute>): boolean {
  if (request.query.format === 'yaml') return true;
  const accept = String(request.headers.accept ?? '').toLowerCase();
  return YAML_TYPES.some((type) => accept.includes(type));
}

function sendContract(request: FastifyRequest<ContractRoute>, reply: FastifyReply) {
  const { yaml, json } = contract();
  reply.header('Cache-Control', REVALIDATE_CACHE).header('Vary', 'Accept');
  return wantsYaml(request) ? reply.type('application/yaml; charset=utf-8').send(yaml) : reply.type('application/json; charset=utf-8').send(json);
}

export function registerApiDocs(app: FastifyInstance, staticDir: string): void {
  app.get<ContractRoute>(API_DOCS_PATH, sendContract);
  app.get(API_REFERENCE_PATH.slice(0, -1), async (_request, reply) => reply.redirect(API_REFERENCE_PATH, 301));
  app.get(API_REFERENCE_PATH, async (_request, reply) => reply.header('Cache-Control', REVALIDATE_CACHE).sendFile(API_REFERENCE_FILE, staticDir));
}

/** Paths a browser opens without the XSRF header (they change nothing). */
export const API_DOCS_XSRF_EXEMPT = [API_DOCS_PATH, API_REFERENCE_PATH, API_REFERENCE_PATH.slice(0, -1)];
