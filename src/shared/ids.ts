/** Ids the console prefills and the server assigns when a client sends none. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_ID_LENGTH = 26;
export const ID_PATTERN = /^[a-zA-Z0-9._-]+$/;
export const ID_PATTERN_MESSAGE = 'The ID can only contain alphanumeric characters, dash, dot and underscore.';

export function generateId(length: number = GENERATED_ID_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 252 is the largest multiple of 36 below 256: rejecting larger bytes keeps the letters uniform.
  for (let i = 0; i < length; i++) {
    let b = bytes[i];
    while (b >= 252) b = globalThis.crypto.getRandomValues(new Uint8Array(1))[0];
    id += ALPHABET[b % ALPHABET.length];
  }
  return id;
}
