/** What an area contributes to the bell (GET /internal/notifications): conditions an administrator should act on. */
import type { Caller, ServerContext } from './handler-types';

export interface Notification {
  id: string;
  label: string;
  description: string;
  /** The console route that deals with the condition. */
  route?: string;
}

/** One part of the server's current notifications. `caller`: who reads them (server paths are for administrators only). */
export type NotificationSource = (server: ServerContext, now: Date, caller: Caller) => Promise<Notification[]>;
