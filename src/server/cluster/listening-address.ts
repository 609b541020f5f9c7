/** `<host>:<port>` a server listens on, as other nodes and the cluster status show it. */
import type { FastifyInstance } from 'fastify';

export function listeningAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return address ?? '';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `${host}:${address.port}`;
}
