import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

export interface StallWatchOptions {
  /** A request still unanswered after this long is logged once, with its method and address. */
  slowRequestMs?: number;
  /** The event loop held this long beyond its timer is logged (something ran synchronously for too long). */
  loopStallMs?: number;
  /** How often to look. */
  everyMs?: number;
}

/**
 * Tells the operator when the server stops answering, and why, while it still can: requests that hang (a
 * database waiting on itself, a call that never returns) and an event loop held by synchronous work. Event
 * streams are meant to stay open and are not watched. Nothing is changed; it only logs (warn).
 */
export const stallWatchPlugin = fp<StallWatchOptions>(
  async (app, options) => {
    const slowMs = options.slowRequestMs ?? 15_000;
    const stallMs = options.loopStallMs ?? 2_000;
    const everyMs = options.everyMs ?? 1_000;
    const open = new Map<FastifyRequest, number>();

    app.addHook('onRequest', async (request, reply) => {
      if (String(request.headers.accept ?? '').includes('text/event-stream')) return;
      open.set(request, Date.now());
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
      for (const [request, since] of open) {
        if (now - since < slowMs) continue;
        open.delete(request);
        app.log.warn(
          { method: request.method, url: request.url, waitingMs: now - since, reqId: request.id },
          'a request is still unanswered',
        );
      }
    }, everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'stall-watch' },
);
