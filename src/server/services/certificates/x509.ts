/**
 * @peculiar/x509, loaded after the Reflect metadata polyfill it requires (reflect-metadata, a
 * dependency on main) and set to node's WebCrypto: import it from here, never directly.
 */
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export { x509 };
