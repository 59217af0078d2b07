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
 *
 * Every request passes through here, so the per-request part is two map operations in callback hooks: no
 * promise, closure or listener per request (those cost the catalogue's hot calls a quarter of their time). The
 * map keeps arrival order, so the timer looks only at the requests old enough to matter, and drops those whose
 * client went away (an aborted request, a response closed mid-way, which end without `onResponse`).
 */
export const stallWatchPlugin = fp<StallWatchOptions>(
  async (app, options) => {
    const slowMs = options.slowRequestMs ?? 15_000;
    const stallMs = options.loopStallMs ?? 2_000;
    const timeoutMs = options.requestTimeoutMs;
    const everyMs = options.everyMs ?? Math.min(1_000, Math.max(50, Math.floor((timeoutMs ?? 4_000) / 4)));
    /** The youngest age the timer acts on. */
    const actAfterMs = Math.min(slowMs, timeoutMs ?? slowMs);
    /** Open requests, oldest first, with the time each arrived. */
    const open = new Map<FastifyReply, number>();
    const warned = new WeakSet<FastifyReply>();

    app.addHook('onRequest', (request, reply, done) => {
      const accept = request.headers.accept;
      if (accept === undefined || !accept.includes('text/event-stream')) open.set(reply, Date.now());
      done();
    });
    app.addHook('onResponse', (_request, reply, done) => {
      open.delete(reply);
      done();
    });

    const gone = (request: FastifyRequest, reply: FastifyReply) =>
      request.raw.destroyed || reply.raw.destroyed || reply.raw.writableFinished;

    let expected = Date.now() + everyMs;
    const timer = setInterval(() => {
      const now = Date.now();
      if (now - expected > stallMs)
        app.log.warn({ stalledMs: now - expected }, 'the event loop was held; requests waited meanwhile');
      expected = now + everyMs;
      for (const [reply, since] of open) {
        const waitingMs = now - since;
        if (waitingMs < actAfterMs) break;
        const request = reply.request;
        if (gone(request, reply)) {
          open.delete(reply);
          continue;
        }
        const where = {
          method: request.method,
          route: request.routeOptions.url,
          url: request.url,
          reqId: request.id,
        };
        if (timeoutMs !== undefined && waitingMs >= timeoutMs) {
          open.delete(reply);
          if (reply.sent) continue;
          app.log.warn({ ...where, waitingMs }, 'a request ran out of time: answered 503');
          void reply
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
        if (waitingMs < slowMs || warned.has(reply)) continue;
        warned.add(reply);
        app.log.warn({ ...where, waitingMs }, 'a request is still unanswered');
      }
    }, everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'stall-watch' },
);
