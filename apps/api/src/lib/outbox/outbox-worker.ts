import type { Db } from '../../db/client';
import type { OutboxKind } from '../../db/schema';
import { EXPIRES_AFTER_MS, retryDelayMs } from './backoff';
import { createOutboxRepository, type AttemptRecord, type OutboxRow } from './outbox.repository';

/** What a receiver answered to a delivered message (for the log). */
export interface Delivered {
  statusCode?: number;
  response?: string;
}

/** A failed delivery: its reason, what the receiver answered if it did, and whether trying again can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly details: Delivered & { permanent?: boolean } = {},
  ) {
    super(message);
  }
}

/** Delivers one message of its kind; throws (a DeliveryError, ideally) when it did not go. */
export type Channel = (row: OutboxRow) => Promise<Delivered>;

export interface OutboxWorkerOptions {
  /** How to deliver each kind (areas may add theirs later: `register`); a kind without one stays queued. */
  channels?: Partial<Record<OutboxKind, Channel>>;
  /** How long a claim holds: well past a channel's own timeout, so only a dead worker's claims lapse. */
  leaseMs?: number;
  /** Messages claimed, and delivered side by side, at a time. */
  batch?: number;
  /** How long an idle worker waits before looking again, unless woken. */
  idleMs?: number;
  onError: (error: unknown, context: string) => void;
}

const ABANDONED = 'The delivery was cut short (its server stopped); tried again';
const EXPIRED = 'Not tried within two days of falling due (nothing could deliver it); given up';

/**
 * The outbox worker (ADR 0055): claims due messages under a lease, delivers them through their kind's channel,
 * and settles each as sent, retried with backoff, or dead, recording the attempt. Any number of processes may
 * run one on a database; each message is delivered by one at a time.
 */
export function createOutboxWorker(db: Db, options: OutboxWorkerOptions) {
  const { leaseMs = 60_000, batch = 20, idleMs = 1_000, onError } = options;
  const repo = createOutboxRepository(db);
  const channels: Partial<Record<OutboxKind, Channel>> = { ...options.channels };
  const kinds = () => Object.keys(channels) as OutboxKind[];
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  /**
   * Delivers one claimed message. A failure is settled at once (retry or dead); a success is answered, for the
   * batch's successes to be settled together in one transaction.
   */
  async function deliver({
    row,
    abandoned,
  }: {
    row: OutboxRow;
    abandoned: boolean;
  }): Promise<{ row: OutboxRow; attempt: AttemptRecord } | null> {
    const startedAt = new Date();
    if (abandoned) await repo.recordAttempt(row, { startedAt, durationMs: 0, error: ABANDONED });
    if (startedAt.getTime() - row.nextAttemptAt.getTime() > EXPIRES_AFTER_MS) {
      const attempt = { startedAt, durationMs: 0, error: EXPIRED };
      await repo.settle(row, attempt, { sent: false, error: EXPIRED, retryAt: null });
      return null;
    }
    try {
      const answer = await channels[row.kind]!(row);
      return { row, attempt: { startedAt, durationMs: Date.now() - startedAt.getTime(), ...answer } };
    } catch (error) {
      const details = error instanceof DeliveryError ? error.details : {};
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delay = details.permanent ? null : retryDelayMs(row.attempts);
      const attempt = {
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        statusCode: details.statusCode,
        response: details.response,
        error: reason,
      };
      const retryAt = delay === null ? null : new Date(Date.now() + delay);
      await repo.settle(row, attempt, { sent: false, error: reason, retryAt });
      return null;
    }
  }

  /** Claims one batch and delivers it; answers how many messages it took. */
  async function runOnce(): Promise<number> {
    if (kinds().length === 0) return 0;
    const claimed = await repo.claim(kinds(), batch, leaseMs);
    const delivered = await Promise.all(
      claimed.map((claim) =>
        deliver(claim).catch((error: unknown) => {
          onError(error, 'outbox delivery');
          return null;
        }),
      ),
    );
    await repo.settleSent(delivered.filter((done) => done !== null));
    return claimed.length;
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(() => done(), idleMs);
      const done = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
      wakeUp = done;
    });

  async function run(): Promise<void> {
    while (running) {
      woken = false;
      let taken = 0;
      try {
        taken = await runOnce();
      } catch (error) {
        onError(error, 'outbox worker');
      }
      if (taken === 0) await idle();
    }
  }

  return {
    runOnce,
    /** How messages of a kind are delivered from now on (an area, as it registers). */
    register(kind: OutboxKind, channel: Channel) {
      channels[kind] = channel;
    },
    /** Starts looking for due messages (idempotent). */
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Looks at once: a message was just queued and its transaction committed. */
    wake() {
      woken = true;
      wakeUp?.();
    },
    /** Stops after the batch in hand is settled. */
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
