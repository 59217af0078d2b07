import type { FastifyInstance } from 'fastify';

/**
 * Runs a sweep every minute while the app is open (card orders whose payment time ran out, lapsed event
 * bookings); not in tests, which call the sweeps themselves. A failed run is logged and the next one tries again.
 */
export function sweepEveryMinute(
  app: FastifyInstance,
  env: { NODE_ENV: string },
  name: string,
  sweep: () => Promise<unknown>,
): void {
  if (env.NODE_ENV === 'test') return;
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
