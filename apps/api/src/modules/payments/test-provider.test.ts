import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/harness';
import { databaseTestPaymentStore } from './test-payment-store';
import {
  TEST_CARDS,
  createTestProvider,
  memoryTestPaymentStore,
  type TestPaymentStore,
} from './test-provider';

/**
 * Two API processes on PostgreSQL (or one, restarted) each have a test provider of their own; like Stripe's
 * servers, the payments they keep must be the same payments: started on one, confirmed, swept or refunded on
 * another. On PGlite (one process) the store is memory; the races hold there too.
 */
describe.each(['database', 'memory'] as const)('the test provider with its %s store', (kind) => {
  let t: TestApp;
  let memory: TestPaymentStore;
  /** A provider as another process (database) or the same process (memory) would have it. */
  const provider = () =>
    createTestProvider({
      webhookSecret: 'whsec_test_provider_suite',
      store: kind === 'database' ? databaseTestPaymentStore(t.app.database.db) : memory,
    });
  const acrossProcesses = kind === 'database' ? it : it.skip;
  const card = { number: TEST_CARDS.succeeds, expiry: '12/34' };
  const order = (amountPence: number) => ({
    amountPence,
    currency: 'gbp' as const,
    description: 'An order',
    metadata: {},
    idempotencyKey: `key-${amountPence}-${Math.random()}`,
  });

  beforeAll(async () => {
    memory = memoryTestPaymentStore();
    t = await startApp('postgres');
  });
  afterAll(() => t.close());

  acrossProcesses(
    'confirms on one process a payment started on another, and a restarted one still knows it',
    async () => {
      const [first, second] = [provider(), provider()];
      const payment = await first.create(order(1234));
      expect(await second.confirmCard(payment.clientSecret, card)).toEqual({
        status: 'succeeded',
        message: null,
      });
      expect((await provider().retrieve(payment.ref)).status).toBe('succeeded');
      // A paid payment is not cancelled by a sweep on any process.
      expect((await first.cancel(payment.ref)).status).toBe('succeeded');
    },
  );

  it('moves a payment confirmed on two processes at once once, and announces it once', async () => {
    const announced: string[] = [];
    const [first, second] = [provider(), provider()];
    for (const p of [first, second])
      p.onWebhook(async (body) => {
        announced.push((JSON.parse(body.toString('utf8')) as { type: string }).type);
      });
    const payment = await first.create(order(500));
    const answers = await Promise.all([
      first.confirmCard(payment.clientSecret, card),
      second.confirmCard(payment.clientSecret, card),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['succeeded', 'succeeded']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(announced).toEqual(['payment_intent.succeeded']);
  });

  it('never refunds more than was paid when two processes refund at once', async () => {
    const [first, second] = [provider(), provider()];
    const payment = await first.create(order(1000));
    await first.confirmCard(payment.clientSecret, card);
    const refunds = await Promise.allSettled([
      first.refund({ ref: payment.ref, amountPence: 600, idempotencyKey: 'a' }),
      second.refund({ ref: payment.ref, amountPence: 600, idempotencyKey: 'b' }),
    ]);
    expect(refunds.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  acrossProcesses('cancels a lapsed payment that a killed process started', async () => {
    const payment = await provider().create(order(700));
    expect((await provider().cancel(payment.ref)).status).toBe('cancelled');
    expect(await provider().confirmCard(payment.clientSecret, card)).toEqual({
      status: 'failed',
      message: 'This payment has expired',
    });
  });
});
