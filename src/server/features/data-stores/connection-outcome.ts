import type { components } from '../../../../generated/api-types.gen';

/** A connection test's answer without its duration (DataStoreConnectionTest). */
export type ConnectionOutcome = Omit<components['schemas']['DataStoreConnectionTest'], 'durationMs'>;

const SOCKET_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS lookup failed)',
  ETIMEDOUT: 'timed out',
};

/** Why a connection failed, for a person: the socket's reason in words, else the error's message. */
export function failureReason(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && SOCKET_REASONS[code]) return SOCKET_REASONS[code];
  if (error instanceof AggregateError && error.errors.length > 0) return failureReason(error.errors[0]);
  return error instanceof Error && error.message ? error.message : String(error);
}
