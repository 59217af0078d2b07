import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Helmet's headers on pages and files. JSON from the API needs only `nosniff` (framing, referrer and opener
 * policies mean nothing for a response no browser renders), and skipping the rest keeps the hot calls light.
 */
export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    global: false,
    // The page's Content-Security-Policy (with a per-response nonce) is set where index.html is served.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
      reply.header('x-content-type-options', 'nosniff');
    else reply.helmet();
  });
});
