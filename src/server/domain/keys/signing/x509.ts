/** @peculiar/x509, loaded after its Reflect polyfill and set to node's WebCrypto: import it from here. */
import './reflect-metadata-shim';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export { x509 };
