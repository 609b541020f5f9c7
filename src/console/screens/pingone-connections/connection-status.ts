/** The status words of SPEC 4 for a connection's credential and for the services that use it. */

export type StatusTone = 'success' | 'error' | 'neutral';
export interface StatusLabel {
  textKey: string;
  tone: StatusTone;
}

/** What the card knows of the credential: still asking, or the server's answer (undefined when the call failed). */
export type CredentialCheck = { stage: 'checking' } | { stage: 'checked'; status: string | undefined };

const CONNECTED: StatusLabel = { textKey: 'pingOne.status.connected', tone: 'success' };
const INVALID: StatusLabel = { textKey: 'pingOne.status.invalidCredential', tone: 'error' };
const UNKNOWN: StatusLabel = { textKey: 'pingOne.status.unknown', tone: 'neutral' };
const CHECKING: StatusLabel = { textKey: 'pingOne.status.checking', tone: 'neutral' };

/** SPEC 4: VALID is Connected, INVALID Invalid Credential, anything else (or no answer) Unknown. */
export function credentialStatusLabel(check: CredentialCheck): StatusLabel {
  if (check.stage === 'checking') return CHECKING;
  if (check.status === 'VALID') return CONNECTED;
  if (check.status === 'INVALID') return INVALID;
  return UNKNOWN;
}

/**
 * SPEC 4: a service no plugin of this connection is configured for is Not Configured; otherwise
 * it is as reachable as the connection's credential: VALID Connected, INVALID Disconnected, else Unknown.
 */
export function serviceStatusLabel(configured: boolean | undefined, check: CredentialCheck): StatusLabel {
  if (configured !== true) return { textKey: 'pingOne.service.notConfigured', tone: 'neutral' };
  if (check.stage === 'checked' && check.status === 'VALID') return { textKey: 'pingOne.service.connected', tone: 'success' };
  if (check.stage === 'checked' && check.status === 'INVALID') return { textKey: 'pingOne.service.disconnected', tone: 'error' };
  return { textKey: 'pingOne.service.unknown', tone: 'neutral' };
}
