import { decodeJwt } from 'jose';

/**
 * The organization a pasted PingOne credential names (its body's organizationName), read without
 * verifying it: only to suggest a name. The server checks the credential itself on save.
 */
export function organizationOf(credential: string): string | undefined {
  try {
    const organization = decodeJwt(credential.trim()).organizationName;
    return typeof organization === 'string' && organization.trim() !== '' ? organization.trim() : undefined;
  } catch {
    // Not (yet) a whole token: nothing to suggest while the user is still pasting or typing.
    return undefined;
  }
}

/** The name and the suggestion it came from; a name that differs from its suggestion is the user's own. */
export interface NameState {
  name: string;
  suggested?: string;
}

/**
 * SPEC 5: the name is prefilled from the credential's organization. A name the user typed is never
 * replaced; an empty one, or one that is still the previous suggestion, follows the credential.
 */
export function nameAfterCredential(state: NameState, credential: string): NameState {
  const ownName = state.name.trim() !== '' && state.name !== state.suggested;
  if (ownName) return state;
  const organization = organizationOf(credential);
  if (organization === undefined) return state;
  return { name: organization, suggested: organization };
}
