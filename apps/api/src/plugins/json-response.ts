import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBody } from '../lib/prepared-body';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends a body made once (a JSON answer by default, or a page): ETag, 304 on a match, and its pre-compressed
     * form when accepted.
     */
    sendPrepared(body: PreparedBody, options?: { type?: string; cacheControl?: string }): FastifyReply;
  }
  interface FastifyContextConfig {
    /** A GET's answer when it is already made, found in memory without I/O (see `preparedAnswersPlugin`). */
    prepared?: (request: FastifyRequest) => PreparedBody | undefined;
  }
}

/**
 * Whether an `If-None-Match` header names this ETag (RFC 9110 §13.1.2: a list of tags, compared weakly, or `*`).
 * Anything else, garbage included, is no match: the client gets the body.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

export const jsonResponsePlugin = fp(async (app) => {
  app.decorateReply(
    'sendPrepared',
    function (
      this: FastifyReply,
      body: PreparedBody,
      { type = 'application/json; charset=utf-8', cacheControl = 'no-cache' } = {},
    ) {
      const headers = this.request.headers;
      this.header('etag', body.etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
      if (matchesEtag(headers['if-none-match'], body.etag)) return this.code(304).send();
      const { payload, encoding } = body.encoded(headers['accept-encoding']);
      if (encoding) this.header('content-encoding', encoding);
      return this.header('content-type', type).send(payload);
    },
  );
});

/**
 * Catalogue GETs are the same for every visitor of a brand, and once made their answer is kept (lib/json-cache.ts,
 * the brand's own getBrandInfo bytes). A route that can tell, from memory alone, whether its answer is made says
 * so in `config.prepared`; this hook, run right after the security headers and the API key, sends that answer
 * at once. The rest of the chain (stall watch, cookies, storable text, anti-forgery, validation, the brand
 * pre-handler, the handler) exists to make answers, and a prepared one reads no cookie, body or database. When
 * `prepared` finds nothing the request goes on as usual, and is validated there: `prepared` gets the raw path
 * parameters, so it only looks them up, and an answer it finds was made from valid ones.
 */
export const preparedAnswersPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const entry = request.routeOptions.config.prepared?.(request);
    if (entry === undefined) return done();
    reply.sendPrepared(entry);
  });
});
