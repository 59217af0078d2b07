import fp from 'fastify-plugin';
import csrf from '@fastify/csrf-protection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { apiRoutes, XSRF_COOKIE } from '@storefront/contract/paths';

declare module 'fastify' {
  interface FastifyReply {
    /** Gives the browser an anti-forgery token in the readable `XSRF-TOKEN` cookie, unless it has one. */
    issueXsrfCookie(): void;
  }
  interface FastifyInstance {
    /**
     * A header only this process knows, for the calls a server-rendered page makes to the API inside the process
     * (`app.inject`, no cookies at all): they carry no ambient credential to forge, so they skip the check.
     */
    internalCallHeader: { name: string; value: string };
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls that answer without ambient credentials (see docs/decisions/0004-anti-forgery.md). */
const EXEMPT_PATHS = new Set<string>([
  '/Token',
  // Anonymous table bookings read no cookie, and the booking widget runs framed on the brand's own site,
  // where the browser withholds our SameSite cookies (docs/decisions/0017-embeddable-venue-widgets.md).
  apiRoutes.reserve,
  apiRoutes.cancelReservation,
]);

/**
 * Signed double-submit anti-forgery (spec §7): the secret lives in a signed HttpOnly cookie, the token derived
 * from it in the readable `XSRF-TOKEN` cookie, and every state-changing call must echo the token in
 * `X-XSRF-TOKEN`. Calls authenticated by an `Authorization: Bearer` header carry no ambient credential, so a
 * forged cross-site request cannot make them and they are exempt.
 */
export const csrfPlugin = fp<{ secure: boolean }>(async (app, { secure }) => {
  await app.register(csrf, {
    cookieKey: '_csrf',
    cookieOpts: { signed: true, httpOnly: true, sameSite: 'strict', path: '/', secure },
    getToken: (req: FastifyRequest) => req.headers['x-xsrf-token'] as string | undefined,
  });

  app.decorateReply('issueXsrfCookie', function (this: FastifyReply) {
    if (this.request.cookies[XSRF_COOKIE] && this.request.cookies._csrf) return;
    const token = this.generateCsrf();
    this.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure, httpOnly: false });
  });

  const internal = { name: 'x-internal-call', value: randomBytes(32).toString('base64url') };
  const internalValue = Buffer.from(internal.value);
  app.decorate('internalCallHeader', internal);
  const isInternalCall = (request: FastifyRequest) => {
    const given = request.headers[internal.name];
    return (
      typeof given === 'string' &&
      given.length === internal.value.length &&
      !request.headers.cookie &&
      timingSafeEqual(Buffer.from(given), internalValue)
    );
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (isInternalCall(request)) return done();
    const path = request.url.split('?')[0] ?? '';
    if (EXEMPT_PATHS.has(path) || !path.startsWith('/api/')) return done();
    if (request.headers.authorization?.startsWith('Bearer ')) return done();
    app.csrfProtection(request, reply, done);
  });

  /** For clients other than our web app: fetch a token before a state-changing anonymous call. */
  app.get('/api/antiforgery/token', { schema: { hide: true } }, (request, reply) => {
    reply.issueXsrfCookie();
    return reply.code(204).send();
  });
});
