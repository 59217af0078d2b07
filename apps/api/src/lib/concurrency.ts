import { HttpError } from './http-error';

/** Answered 503 with Retry-After: the server is busy, the request may be sent again shortly. */
export class ServiceBusy extends HttpError {
  constructor(
    message = 'We are busy right now. Please try again in a few seconds.',
    readonly retryAfterSeconds = 5,
  ) {
    super(503, message);
  }
}

/**
 * At most `limit` tasks at once; up to `maxWaiting` more wait their turn in order, and any beyond that are
 * refused at once (ServiceBusy) rather than queued without end. Per process.
 */
export function createGate(limit: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  /** A finished task hands its place to the next in line, so a newcomer never slips in between. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      else if (waiting.length >= maxWaiting) throw new ServiceBusy();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
