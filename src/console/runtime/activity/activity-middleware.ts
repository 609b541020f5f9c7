import type { Middleware } from 'openapi-fetch';
import { beginActivity } from './activity-store';

/** Feeds the global spinner from the generated client's calls. */
export function activityMiddleware(): Middleware {
  const ends = new Map<string, () => void>();
  const finish = (id: string) => {
    ends.get(id)?.();
    ends.delete(id);
  };
  return {
    onRequest({ id }) {
      ends.set(id, beginActivity());
    },
    onResponse({ id }) {
      finish(id);
    },
    onError({ id }) {
      finish(id);
    },
  };
}
