import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StallWatchOptions {
  /** A request still unanswered after this long is logged once, with its method and address. */
  slowRequestMs?: number;
  /** The event loop held this long beyond its timer is logged (something ran synchronously for too long). */
  loopStallMs?: number;
  /**
   * A request still unanswered after this long is answered 503 with Retry-After, and logged with its route: the
   * client learns to come back instead of waiting on a request that may never end. None by default.
   */
  requestTimeoutMs?: number;
  /** How often to look. */
  everyMs?: number;
}

/**
 * Tells the operator when the server stops answering, and why, while it still can: requests that hang (a
 * database waiting on itself, a call that never returns) and an event loop held by synchronous work. Event
 * streams are meant to stay open and are not watched. With `requestTimeoutMs`, a request past it is answered 503
 * (its handler's later answer is dropped; PostgreSQL's statement timeout ends its query soon after).
 */
export const stallWatchPlugin = fp<StallWatchOptions>(
  async (app, options) => {
    const slowMs = options.slowRequestMs ?? 15_000;
    const stallMs = options.loopStallMs ?? 2_000;
    const timeoutMs = options.requestTimeoutMs;
    const everyMs = options.everyMs ?? Math.min(1_000, Math.max(50, Math.floor((timeoutMs ?? 4_000) / 4)));
    const open = new Map<FastifyRequest, { since: number; reply: FastifyReply; warned: boolean }>();

    app.addHook('onRequest', async (request, reply) => {
      if (String(request.headers.accept ?? '').includes('text/event-stream')) return;
      open.set(request, { since: Date.now(), reply, warned: false });
      // A response the client went away from mid-way (a 'premature close') ends without onResponse.
      reply.raw.once('close', () => open.delete(request));
    });
    const done = async (request: FastifyRequest) => void open.delete(request);
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);

    let expected = Date.now() + everyMs;
    const timer = setInterval(() => {
      const now = Date.now();
      if (now - expected > stallMs)
        app.log.warn({ stalledMs: now - expected }, 'the event loop was held; requests waited meanwhile');
      expected = now + everyMs;
      for (const [request, entry] of open) {
        const waitingMs = now - entry.since;
        const where = {
          method: request.method,
          route: request.routeOptions.url,
          url: request.url,
          reqId: request.id,
        };
        if (timeoutMs !== undefined && waitingMs >= timeoutMs) {
          open.delete(request);
          if (entry.reply.sent) continue;
          app.log.warn({ ...where, waitingMs }, 'a request ran out of time: answered 503');
          void entry.reply
            .code(503)
            .header('retry-after', '5')
            .type('application/json; charset=utf-8')
            .send(
              JSON.stringify({
                Info: { Status: 503, Message: 'This is taking too long. Please try again in a few seconds.' },
              }),
            );
          continue;
        }
        if (waitingMs < slowMs || entry.warned) continue;
        entry.warned = true;
        app.log.warn({ ...where, waitingMs }, 'a request is still unanswered');
      }
    }, everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'stall-watch' },
);
