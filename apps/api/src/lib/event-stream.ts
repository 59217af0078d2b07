import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Sends one server-sent event. */
export type SendEvent = (event: string, data: unknown) => void;

/**
 * Server-sent event streams of one plugin: `serve` answers a request with a stream, fed by `subscribe` until the
 * browser goes away; every stream still open is ended when the app starts closing.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Before the server waits for requests in flight: a stream never ends by itself, so a shutdown would wait for
  // ever. Ended, the browser reconnects (to another process behind the load balancer) and reads again.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return {
    /**
     * Subscribes before answering, so nothing that happens right after the client connects is missed; then
     * takes the reply over and writes `text/event-stream`, with a retry hint and a heartbeat.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      /** `end` closes the stream: the browser reconnects by itself (after the retry hint) and reads again. */
      subscribe: (send: SendEvent, end: () => void) => Promise<() => void>,
      /** Asked every `everyMs` (default: at each heartbeat); the stream ends once it answers false. */
      stillAllowed?: { check: () => Promise<boolean>; everyMs?: number },
    ): Promise<void> {
      const res = reply.raw;
      const write = (chunk: string) => void (res.writableEnded || res.write(chunk));
      // Asked to end before the stream was answered: ended as soon as it is.
      let endNow = false;
      let endStream = () => {
        endNow = true;
      };
      const unsubscribe = await subscribe(
        (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        () => endStream(),
      );
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write('retry: 2000\n: connected\n\n');
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      const recheck =
        stillAllowed &&
        setInterval(() => {
          stillAllowed.check().then(
            (allowed) => allowed || end(),
            () => undefined, // a failed check (database busy) is asked again next time
          );
        }, stillAllowed.everyMs ?? HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        if (recheck) clearInterval(recheck);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
      endStream = end;
      if (endNow) end();
    },
  };
}
