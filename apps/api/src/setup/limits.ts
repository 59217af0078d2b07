import type { Env } from '../config/env';
import {
  createLimits,
  memoryStore,
  redisStore,
  type LimiterStore,
  type Limits,
} from '../lib/attempt-limiter';
import type { Server } from './fastify';

/**
 * Sign-in limits: shared through Redis when REDIS_URL is set. Redis out of reach (at start or later) does not stop
 * the API: the limits are counted per process meanwhile, and said so in the log (ADR 0037).
 */
export async function sharedLimits(app: Server, env: Env): Promise<Limits> {
  let store: LimiterStore = memoryStore();
  if (env.REDIS_URL) {
    const redisLimits = redisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX, (shared, error) => {
      if (shared) app.log.info('Redis is reachable again: sign-in limits are shared by every process');
      else
        app.log.warn(
          { err: error },
          'Redis is unreachable: sign-in limits are counted per process until it is back',
        );
    });
    const where = new URL(env.REDIS_URL);
    if (!(await redisLimits.connected(3_000)))
      app.log.warn(
        { redis: `${where.hostname}:${where.port || 6379}` },
        'REDIS_URL is set but Redis is unreachable: sign-in limits are counted per process until it answers',
      );
    store = redisLimits;
  }
  app.addHook('onClose', () => store.close());
  return createLimits(store);
}
