/** GET /configurationEncryptionKeys and POST /configurationEncryptionKeys/rotate (201, the new list, current first). */
import type { RouteHandler } from '../../kernel/handler-types';

export const getConfigurationEncryptionKeys: RouteHandler = async ({ server }) => ({
  status: 200,
  body: { items: await server.keys.list() },
});

export const rotateConfigurationEncryptionKey: RouteHandler = async ({ server }) => ({
  status: 201,
  body: { items: await server.keys.rotate() },
});
