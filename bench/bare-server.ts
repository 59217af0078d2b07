// The baseline for `npm run bench -- api`: a bare Fastify server answering, from memory, exactly the bytes and
// content type the real server answered for each benchmarked call, on the same method and path. Whatever the
// real server spends beyond this is the work behind its routes. Started by bench/api.ts with
// BENCH_BARE_ROUTES=<a JSON file of BareRoute[]> and PORT.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

export interface BareRoute {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  contentType: string;
  /** The body's encoding (`br`, `gzip`) when the bytes are sent as the real server compressed them. */
  contentEncoding?: string;
  bodyBase64: string;
}

function isBareRoute(value: unknown): value is BareRoute {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    (r.method === 'GET' || r.method === 'POST') &&
    typeof r.path === 'string' &&
    typeof r.status === 'number' &&
    typeof r.contentType === 'string' &&
    (r.contentEncoding === undefined || typeof r.contentEncoding === 'string') &&
    typeof r.bodyBase64 === 'string'
  );
}

const routesFile = process.env.BENCH_BARE_ROUTES;
const port = Number(process.env.PORT);
if (!routesFile || !Number.isInteger(port)) throw new Error('BENCH_BARE_ROUTES and PORT are required');
const routes: unknown = JSON.parse(readFileSync(routesFile, 'utf8'));
if (!Array.isArray(routes) || !routes.every(isBareRoute))
  throw new Error(`${routesFile} is not a list of routes`);

const app = Fastify({ logger: false });
for (const route of routes) {
  const body = Buffer.from(route.bodyBase64, 'base64');
  app.route({
    method: route.method,
    url: route.path,
    handler: (_request, reply) => {
      if (route.contentEncoding) reply.header('content-encoding', route.contentEncoding);
      return reply.code(route.status).header('content-type', route.contentType).send(body);
    },
  });
}
app.get('/readyz', () => ({ status: 'ready' }));

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });

await app.listen({ port, host: '127.0.0.1' });
