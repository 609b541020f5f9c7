import type { ServerErrorBody } from '../../runtime/errors/server-errors';

/** The server's own words for a refused license, each validation error as its own message (SPEC 8). */
export function licenseErrorMessages(body: ServerErrorBody | undefined, fallback: string): string[] {
  const messages = (body?.validationErrors ?? []).map((error) => error.message).filter((message): message is string => !!message);
  if (messages.length > 0) return messages;
  return [body?.message || fallback];
}
