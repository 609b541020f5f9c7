/** Handlers of first-run setup and licensing. Filled in by that work. */
import type { Handler } from '../../http/handler-types';

export function setupHandlers(): [string, Handler][] {
  return [];
}
