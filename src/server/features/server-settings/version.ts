/** GET /version: this server's version (core/product.ts), the one its bulk exports name as pfVersion. */
import { SERVER_VERSION } from '../../core/product';
import type { Handler } from '../../kernel/handler-types';

export const getVersion: Handler<'getVersion'> = async () => ({ status: 200, body: { version: SERVER_VERSION } });
