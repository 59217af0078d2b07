import fp from 'fastify-plugin';
import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { UPLOADS_PREFIX } from '@storefront/contract/admin-config';

/** Where the brand files' images are served (plugins/web.ts). */
const BRAND_ASSETS_PREFIX = '/brand-assets/';

/** The policy of everything under /uploads/ (the disk store's images). */
export const UPLOADS_CSP = "default-src 'none'";

const HELMET_OPTIONS: FastifyHelmetOptions = {
  // The page's Content-Security-Policy (with a per-response nonce) is set where index.html is served.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet puts on a response with our options, asked once of helmet itself on a throwaway server:
 * they are the same for every page, so nothing needs to compute them per request.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, { ...HELMET_OPTIONS, global: true });
  probe.get('/', (_request, reply) => {
    const set: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (typeof value === 'string') set[name.toLowerCase()] = value;
    return set;
  });
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = answer.json<Record<string, string>>();
  if (!headers['x-frame-options']) throw new Error('helmet set no headers on its probe');
  return headers;
}

/**
 * Helmet's headers on pages and files. JSON from the API needs only `nosniff` (framing, referrer and opener
 * policies mean nothing for a response no browser renders), and skipping the rest keeps the hot calls light.
 * One callback hook does both: helmet's own hooks (two per request, one of them async and making a function per
 * request) cost the catalogue's hot calls a fifth of their time.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const pageHeaders = Object.entries(await helmetHeaders());
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.startsWith('/api/') && !url.startsWith('/api/docs'))
      reply.header('x-content-type-options', 'nosniff');
    // On the raw response, as helmet sets them: they stay on answers written past Fastify (streams, files).
    else for (const [name, value] of pageHeaders) reply.raw.setHeader(name, value);
    // An uploaded image opened on its own is a document of ours: it may load and run nothing (an SVG or HTML
    // that slipped past the signature check would otherwise run with the site's origin). Pages showing it in an
    // <img> are governed by their own policy, not this one.
    if (url.startsWith(UPLOADS_PREFIX)) reply.raw.setHeader('content-security-policy', UPLOADS_CSP);
    // Brand images are public and shown elsewhere too: a webmail page loads an email's logo from its own origin,
    // which helmet's same-origin resource policy would refuse (ADR 0057).
    if (url.startsWith(UPLOADS_PREFIX) || url.startsWith(BRAND_ASSETS_PREFIX))
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    done();
  });
});
