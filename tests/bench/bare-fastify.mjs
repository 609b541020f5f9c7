// The reference for the server's cold start and idle memory: fastify with one route, nothing else.
import Fastify from 'fastify';

const app = Fastify();
app.get('/pf-admin-api/v1/internal/session', async () => ({}));
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(`Bare fastify listening on ${address}`);
