/** GET /configurationEncryptionKeys and POST /configurationEncryptionKeys/rotate (201, the new list, current first). */
import type { Handler } from '../../kernel/handler-types';

export const getConfigurationEncryptionKeys: Handler<'getConfigurationEncryptionKeys'> = async ({ server }) => ({
  status: 200,
  body: { items: await server.keys.list() },
});

export const rotateConfigurationEncryptionKey: Handler<'rotateConfigurationEncryptionKey'> = async ({ server }) => ({
  status: 201,
  body: { items: await server.keys.rotate() },
});
