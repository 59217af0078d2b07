import fp from 'fastify-plugin';
import { verifyApiKey } from '@storefront/contract/api-key';
import { headers } from '@storefront/contract/paths';

/**
 * When API_KEY_SECRET is set, every API call must carry an `ApiKey` stamp made for its brand and path within
 * the last few minutes (spec §7). Without the secret the header is ignored.
 */
export const apiKeyPlugin = fp<{ secret?: string }>(async (app, { secret }) => {
  if (!secret) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && path !== '/Token') return;
    if (path.startsWith('/api/docs') || path === '/api/openapi.json') return;
    const brand = request.headers[headers.brand.toLowerCase()];
    const verdict = await verifyApiKey(
      secret,
      request.headers[headers.apiKey.toLowerCase()] as string | undefined,
      {
        brand: typeof brand === 'string' ? brand : '',
        path,
      },
    );
    if (!verdict.ok) return reply.code(401).send({ Info: { Status: 401, Message: verdict.reason } });
  });
});
