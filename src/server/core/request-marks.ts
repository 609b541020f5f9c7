/**
 * A value a handler gives the requests it dispatches through the router (fastify's inject, which
 * does not carry the async context across): each dispatch carries a header with a one-time token,
 * which only this process knows and which names the value while the dispatch runs.
 */
import { randomUUID } from 'node:crypto';

export class RequestMarks<T> {
  private readonly live = new Map<string, T>();

  constructor(readonly header: string) {}

  /** Runs `dispatch` with the header that names `value` to its requests. */
  async dispatch<R>(value: T, dispatch: (headers: Record<string, string>) => Promise<R>): Promise<R> {
    const token = randomUUID();
    this.live.set(token, value);
    try {
      return await dispatch({ [this.header]: token });
    } finally {
      this.live.delete(token);
    }
  }

  /** The value a request's header names, while its dispatch runs. */
  valueOf(header: unknown): T | undefined {
    return typeof header === 'string' ? this.live.get(header) : undefined;
  }
}
