/** `Server-Timing: app;dur=<ms>` on every response: time from receiving the request to sending the answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const started = new WeakMap<FastifyRequest, bigint>();

export function installServerTiming(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const start = started.get(request);
    if (start !== undefined) reply.header('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(3)}`);
    return payload;
  });
}
