/** Random secrets handed to clients (session ids, api tokens) and the hashes the store keeps. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');

/** SHA-256 is enough: the secrets are 256 random bits, not guessable passwords. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
