/** The versions the store gives objects (roles/documents.ts VersionedDocument). */
import { randomBytes } from 'node:crypto';

/**
 * A new version: 128 random bits in hex. Random rather than counted, so writers on several nodes
 * never contend for a counter, and a re-created object never takes the version a deleted one had.
 */
export const newVersion = (): string => randomBytes(16).toString('hex');
