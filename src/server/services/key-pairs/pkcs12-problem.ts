/**
 * What a PKCS#12 reader refuses, apart from the reader itself (pkcs12.ts, which loads pkijs): so
 * a handler can name the problems without loading pkijs before a PKCS#12 file arrives.
 */

/**
 * Files asking for more rounds than these are refused: the work is the reader's (ours). pkijs
 * computes the MAC key in JavaScript on the event loop (1,000,000 rounds take about 2 s here);
 * PBKDF2 runs in node's crypto off the loop (OWASP asks 600,000 rounds of PBKDF2-HMAC-SHA256).
 */
export const MAX_MAC_ITERATIONS = 100_000;
export const MAX_PBKDF2_ITERATIONS = 1_000_000;

export type Pkcs12ProblemKind = 'unreadable' | 'password' | 'unsupportedEncryption' | 'tooManyIterations';

export class Pkcs12Problem extends Error {
  constructor(readonly kind: Pkcs12ProblemKind, message: string) {
    super(message);
  }
}
