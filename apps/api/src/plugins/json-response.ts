import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { JsonEntry } from '../lib/json-cache';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends a pre-serialised JSON entry: ETag, 304 on a match, and its pre-compressed body when accepted. */
    sendJsonEntry(entry: JsonEntry, cacheControl?: string): FastifyReply;
  }
}

export const jsonResponsePlugin = fp(async (app) => {
  app.decorateReply(
    'sendJsonEntry',
    function (this: FastifyReply, entry: JsonEntry, cacheControl = 'no-cache') {
      this.header('etag', entry.etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
      if (this.request.headers['if-none-match'] === entry.etag) return this.code(304).send();
      const { payload, encoding } = entry.encoded(this.request.headers['accept-encoding']);
      if (encoding) this.header('content-encoding', encoding);
      return this.type('application/json; charset=utf-8').send(payload);
    },
  );
});
