import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse } from '@storefront/contract/order';
import {
  PayLinkResponse,
  PaymentCheckResponse,
  PaymentSessionResponse,
  PaymentSummaryResponse,
  RefundResponse,
  TestConfirmResponse,
} from '@storefront/contract/payment';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { startFakeStripe } from './fake-stripe';
import { signTestWebhook, TEST_CARDS } from './test-provider';

/**
 * Card payments through the API on both databases: the offline test provider (checkout, declined card,
 * authentication step, payment links, refunds, the sweep) and Stripe's adapter against a local fake Stripe
 * (webhooks signed with the SDK's own test header). Each driver imports its own brand; Lemonade costs £2.75.
 */
const ids = { pglite: 871, postgres: 881 } as const;
const STAFF = 'staff-token-for-payment-tests-0123456789';
const TEST_SECRET = 'whsec_payments_routes_test_secret';

type Fixture = { t: TestApp; id: number; brand: string };

async function setUp(driver: (typeof DRIVERS)[number], id: number, env: Record<string, string>) {
  const t = await startApp(driver, env);
  const brand = `pay${id}-${driver}`;
  const result = await createBrandFileService(t.app.database.db).importBrands([
    { source: 'pay', document: makeBrandFile(id, brand) },
  ]);
  expect(result.ok, JSON.stringify(result)).toBe(true);
  return { t, id, brand };
}

function helpers(f: () => Fixture) {
  const lemonade = () => f().id * 10 + 2;
  const db = () => f().t.app.database.db;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => {
    const res = await db().execute<T>(query);
    return (res as { rows: T[] }).rows;
  };
  return {
    lemonade,
    stockOf: async () =>
      (
        await rows<{ stock: number }>(
          sql`select stock from recipes where brand_id = ${f().id} and id = ${lemonade()}`,
        )
      )[0]!.stock,
    setStock: (n: number) =>
      db().execute(sql`update recipes set stock = ${n} where brand_id = ${f().id} and id = ${lemonade()}`),
    orderRow: async (orderId: number) =>
      (
        await rows<{ status: string; paid_pence: number; refunded_pence: number }>(
          sql`select status, paid_pence, refunded_pence from orders where brand_id = ${f().id} and id = ${orderId}`,
        )
      )[0]!,
    mailsTo: async (email: string) =>
      (await rows<{ subject: string }>(sql`select subject from outbox where recipient = ${email}`)).length,
    place: async (quantity: number, paymentMethod = 'Card') => {
      const email = `card-${randomUUID().slice(0, 8)}@example.test`;
      const res = await f().t.request('POST', '/api/Order/v2/placeOrder', {
        body: {
          BrandFlavor: f().brand,
          OrderOption: 'Pickup',
          PaymentMethod: paymentMethod,
          Guest: { Email: email, FirstName: 'Cara', LastName: 'Card', Mobile: '+44 7700 900123' },
          Lines: [{ ItemId: lemonade(), Quantity: quantity }],
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status, res.body).toBe(200);
      const order = OrderResponse.parse(res.json()).Data;
      return { order, email, token: order.GuestSession! };
    },
    call: <T>(path: string, body: Record<string, unknown>, token?: string) =>
      f()
        .t.request('POST', path, { body: { BrandFlavor: f().brand, ...body }, token })
        .then((res) => ({
          status: res.status,
          body: res.body,
          data: () => res.json<{ Data: T }>().Data,
        })),
  };
}

describe.each(DRIVERS)('card payments with the test provider on %s', (driver) => {
  let fx: Fixture;
  const h = helpers(() => fx);
  const start = async (orderId: number, token?: string, payToken?: string) => {
    const res = await h.call(
      '/api/Payment/start',
      { OrderId: orderId, ...(payToken ? { PayToken: payToken } : {}) },
      token,
    );
    expect(res.status, res.body).toBe(200);
    return PaymentSessionResponse.parse(JSON.parse(res.body)).Data;
  };
  const confirm = async (clientSecret: string, card: string) => {
    const res = await h.call('/api/Payment/test/confirm', {
      ClientSecret: clientSecret,
      CardNumber: card,
      Expiry: '12/34',
      Cvc: '123',
    });
    expect(res.status, res.body).toBe(200);
    return TestConfirmResponse.parse(JSON.parse(res.body)).Data;
  };
  const check = async (orderId: number, paymentId: number, token?: string, payToken?: string) => {
    const res = await h.call(
      '/api/Payment/check',
      { OrderId: orderId, PaymentId: paymentId, ...(payToken ? { PayToken: payToken } : {}) },
      token,
    );
    expect(res.status, res.body).toBe(200);
    return PaymentCheckResponse.parse(JSON.parse(res.body)).Data;
  };
  const webhook = (payload: string, headers: Record<string, string>) =>
    fx.t.request('POST', '/webhooks/payments/test', {
      body: payload,
      headers: { 'content-type': 'application/json', ...headers },
      csrf: false,
    });
  const succeededEvent = (ref: string) =>
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: ref } },
    });
  const refOf = async (paymentId: number) =>
    (
      (await fx.t.app.database.db.execute<{ provider_ref: string }>(
        sql`select provider_ref from payments where id = ${paymentId}`,
      )) as { rows: { provider_ref: string }[] }
    ).rows[0]!.provider_ref;

  beforeAll(async () => {
    fx = await setUp(driver, ids[driver], {
      TEST_PAYMENTS_WEBHOOK_SECRET: TEST_SECRET,
      STAFF_API_TOKEN: STAFF,
    });
    await h.setStock(100);
  });
  afterAll(() => fx.t.close());

  it('holds stock for a card order and places it exactly once when webhook and return check race', async () => {
    for (let round = 0; round < 4; round += 1) {
      const before = await h.stockOf();
      const { order, email, token } = await h.place(2);
      expect(order).toMatchObject({ Status: 'PendingPayment', PaymentMethod: 'Card', Total: 5.5 });
      expect(await h.stockOf()).toBe(before - 2);
      expect(await h.mailsTo(email)).toBe(0);

      const session = await start(order.OrderId, token);
      expect(session).toMatchObject({ Provider: 'test', AmountPence: 550, Currency: 'GBP' });
      expect(await confirm(session.ClientSecret, TEST_CARDS.succeeds)).toEqual({
        Status: 'succeeded',
        Message: null,
      });

      const payload = succeededEvent(await refOf(session.PaymentId));
      const [hook, checked, again] = await Promise.all([
        webhook(payload, signTestWebhook(payload, TEST_SECRET)),
        check(order.OrderId, session.PaymentId, token),
        check(order.OrderId, session.PaymentId, token),
      ]);
      expect(hook.status, hook.body).toBe(200);
      expect(checked.OrderStatus).toBe('Placed');
      expect(again.OrderStatus).toBe('Placed');
      expect(await h.orderRow(order.OrderId)).toMatchObject({ status: 'Placed', paid_pence: 550 });
      // One confirmation, sent when the payment succeeded; the stock taken once.
      expect(await h.mailsTo(email)).toBe(1);
      expect(await h.stockOf()).toBe(before - 2);
    }
  });

  it('rejects a webhook with a bad signature and changes nothing', async () => {
    const { order, token } = await h.place(1);
    const session = await start(order.OrderId, token);
    await confirm(session.ClientSecret, TEST_CARDS.succeeds);
    const payload = succeededEvent(await refOf(session.PaymentId));
    const forged = await webhook(payload, signTestWebhook(payload, 'whsec_not_the_real_secret_at_all'));
    expect(forged.status).toBe(400);
    expect(forged.json<{ Info: { Message: string } }>().Info.Message).toBe(
      'The webhook signature does not verify',
    );
    const unsigned = await webhook(payload, {});
    expect(unsigned.status).toBe(400);
    const tampered = await webhook(
      payload.replace('succeeded', 'payment_failed'),
      signTestWebhook(payload, TEST_SECRET),
    );
    expect(tampered.status).toBe(400);
    expect((await h.orderRow(order.OrderId)).status).toBe('PendingPayment');
  });

  it("answers a declined card with the provider's message and keeps the order waiting", async () => {
    const { order, token } = await h.place(1);
    const session = await start(order.OrderId, token);
    expect(await confirm(session.ClientSecret, TEST_CARDS.declined)).toEqual({
      Status: 'failed',
      Message: 'Your card was declined.',
    });
    expect(await check(order.OrderId, session.PaymentId, token)).toMatchObject({
      OrderStatus: 'PendingPayment',
      PaymentStatus: 'Pending',
      Message: 'Your card was declined.',
      OutstandingPence: 275,
    });
    // Another card on the same payment goes through, after the authentication step.
    const again = await start(order.OrderId, token);
    expect(again.PaymentId).toBe(session.PaymentId);
    expect((await confirm(again.ClientSecret, TEST_CARDS.authentication)).Status).toBe('requires_action');
    expect((await check(order.OrderId, again.PaymentId, token)).OrderStatus).toBe('PendingPayment');
    const step = await h.call('/api/Payment/test/authenticate', {
      ClientSecret: again.ClientSecret,
      Approve: true,
    });
    expect(step.status, step.body).toBe(200);
    expect((await check(order.OrderId, again.PaymentId, token)).OrderStatus).toBe('Placed');
  });

  it('releases the stock of a card order whose payment time ran out', async () => {
    const before = await h.stockOf();
    const { order, token } = await h.place(3);
    const session = await start(order.OrderId, token);
    await confirm(session.ClientSecret, TEST_CARDS.declined);
    expect(await h.stockOf()).toBe(before - 3);
    const db = fx.t.app.database.db;
    await db.execute(
      sql`update orders set payment_due_by = now() - interval '1 minute' where id = ${order.OrderId}`,
    );
    const swept = await fx.t.app.payments.sweep();
    expect(swept.cancelled).toBeGreaterThanOrEqual(1);
    expect((await h.orderRow(order.OrderId)).status).toBe('Cancelled');
    expect(await h.stockOf()).toBe(before);
    // The payment was cancelled at the provider first: the card can no longer be taken.
    expect((await confirm(session.ClientSecret, TEST_CARDS.succeeds)).Status).toBe('failed');
    const late = await h.call('/api/Payment/start', { OrderId: order.OrderId }, token);
    expect(late.status).toBe(409);
    // A second sweep has nothing to give back twice.
    await fx.t.app.payments.sweep();
    expect(await h.stockOf()).toBe(before);
  });

  it('sweeps the other lapsed orders when the provider cannot cancel the oldest one', async () => {
    const before = await h.stockOf();
    const db = fx.t.app.database.db;
    const stuck = await h.place(1);
    await start(stuck.order.OrderId, stuck.token);
    const next = await h.place(2);
    await start(next.order.OrderId, next.token);
    await db.execute(
      sql`update orders set payment_due_by = now() - interval '10 minutes' where id = ${stuck.order.OrderId}`,
    );
    await db.execute(
      sql`update orders set payment_due_by = now() - interval '5 minutes' where id = ${next.order.OrderId}`,
    );
    // The provider no longer knows the oldest one's payment: cancelling it fails.
    await db.execute(
      sql`update payments set provider_ref = 'tp_forgotten_by_the_provider' where order_id = ${stuck.order.OrderId}`,
    );
    // One at a time: the first sweep fails on the oldest, the next passes over it.
    await fx.t.app.payments.sweep(1);
    expect(await fx.t.app.payments.sweep(1)).toEqual({ cancelled: 1, paid: 0 });
    expect((await h.orderRow(next.order.OrderId)).status).toBe('Cancelled');
    expect((await h.orderRow(stuck.order.OrderId)).status).toBe('PendingPayment');
    expect(await h.stockOf()).toBe(before - 1);
  });

  it('lets a payment that succeeded at the last moment win over the deadline', async () => {
    const before = await h.stockOf();
    const { order, token } = await h.place(1);
    const session = await start(order.OrderId, token);
    await confirm(session.ClientSecret, TEST_CARDS.succeeds);
    await fx.t.app.database.db.execute(
      sql`update orders set payment_due_by = now() - interval '1 minute' where id = ${order.OrderId}`,
    );
    await fx.t.app.payments.sweep();
    expect(await h.orderRow(order.OrderId)).toMatchObject({ status: 'Placed', paid_pence: 275 });
    expect(await h.stockOf()).toBe(before - 1);
  });

  it('records full and partial refunds against the order (staff only)', async () => {
    const { order, token } = await h.place(4);
    const session = await start(order.OrderId, token);
    await confirm(session.ClientSecret, TEST_CARDS.succeeds);
    await check(order.OrderId, session.PaymentId, token);
    const refused = await h.call('/api/Payment/refund', { OrderId: order.OrderId, AmountPence: 100 }, token);
    expect(refused.status).toBe(403);
    const partial = await h.call(
      '/api/Payment/refund',
      { OrderId: order.OrderId, AmountPence: 275, Reason: 'One flat' },
      STAFF,
    );
    expect(partial.status, partial.body).toBe(200);
    expect(RefundResponse.parse(JSON.parse(partial.body)).Data).toMatchObject({
      AmountPence: 275,
      PaidPence: 1100,
      RefundedPence: 275,
    });
    const tooMuch = await h.call('/api/Payment/refund', { OrderId: order.OrderId, AmountPence: 900 }, STAFF);
    expect(tooMuch.status).toBe(409);
    const rest = await h.call('/api/Payment/refund', { OrderId: order.OrderId }, STAFF);
    expect(RefundResponse.parse(JSON.parse(rest.body)).Data).toMatchObject({
      AmountPence: 825,
      RefundedPence: 1100,
    });
    expect(await h.orderRow(order.OrderId)).toMatchObject({ paid_pence: 1100, refunded_pence: 1100 });
    type RefundRow = { amount_pence: number; reason: string | null };
    const recorded = (await fx.t.app.database.db.execute<RefundRow>(
      sql`select amount_pence, reason from refunds where order_id = ${order.OrderId} order by id`,
    )) as { rows: RefundRow[] };
    expect(recorded.rows).toEqual([
      { amount_pence: 275, reason: 'One flat' },
      { amount_pence: 825, reason: null },
    ]);
    expect((await h.call('/api/Payment/refund', { OrderId: order.OrderId }, STAFF)).status).toBe(409);
  });

  it("pays an outstanding order through a guest's payment link", async () => {
    const { order, token, email } = await h.place(2, 'cash');
    expect(order.Status).toBe('Placed');
    const link = await h.call('/api/Payment/sendLink', { OrderId: order.OrderId }, token);
    expect(link.status, link.body).toBe(200);
    const { Url, SentTo } = PayLinkResponse.parse(JSON.parse(link.body)).Data;
    expect(SentTo).toBe(email);
    const payToken = new URL(Url).searchParams.get('token')!;
    expect(Url).toContain(`/${fx.brand}/pay?orderId=${order.OrderId}&token=pl_`);

    // Without the session: the link's token alone shows and pays this order.
    const summary = await h.call('/api/Payment/summary', { OrderId: order.OrderId, PayToken: payToken });
    expect(PaymentSummaryResponse.parse(JSON.parse(summary.body)).Data).toMatchObject({
      OutstandingPence: 550,
      PaidPence: 0,
    });
    const stranger = await h.call('/api/Payment/summary', {
      OrderId: order.OrderId,
      PayToken: `pl_${'x'.repeat(32)}`,
    });
    expect(stranger.status).toBe(404);
    const session = await start(order.OrderId, undefined, payToken);
    await confirm(session.ClientSecret, TEST_CARDS.succeeds);
    expect(await check(order.OrderId, session.PaymentId, undefined, payToken)).toMatchObject({
      OrderStatus: 'Placed',
      PaymentStatus: 'Succeeded',
      OutstandingPence: 0,
    });
    const nothingLeft = await h.call('/api/Payment/start', { OrderId: order.OrderId, PayToken: payToken });
    expect(nothingLeft.status).toBe(409);
  });

  it('refuses card orders where the brand does not take cards', async () => {
    const db = fx.t.app.database.db;
    await db.execute(
      sql`update brands set brand_config = brand_config || '{"CardPayments": false}'::jsonb where id = ${fx.id}`,
    );
    fx.t.app.brands.invalidate();
    try {
      const options = await fx.t.request('GET', `/api/Payment/options/${fx.brand}`);
      expect(options.json<{ Data: { Card: boolean } }>().Data.Card).toBe(false);
      const res = await fx.t.request('POST', '/api/Order/v2/placeOrder', {
        body: {
          BrandFlavor: fx.brand,
          OrderOption: 'Pickup',
          PaymentMethod: 'Card',
          Guest: { Email: 'no-cards@example.test', FirstName: 'No', Mobile: '+44 7700 900123' },
          Lines: [{ ItemId: h.lemonade(), Quantity: 1 }],
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status).toBe(400);
      expect(res.body).toContain('Card payments are not taken here');
    } finally {
      await db.execute(
        sql`update brands set brand_config = brand_config - 'CardPayments' where id = ${fx.id}`,
      );
      fx.t.app.brands.invalidate();
    }
  });
});

describe.each(DRIVERS)('card payments with the stripe adapter on %s', (driver) => {
  let fx: Fixture;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const h = helpers(() => fx);
  const secret = 'whsec_stripe_routes_test';
  const sdk = new Stripe('sk_test_unused');

  beforeAll(async () => {
    fake = await startFakeStripe();
    fx = await setUp(driver, ids[driver] + 2, {
      STRIPE_SECRET_KEY: 'sk_test_routes',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_routes',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
    });
    await h.setStock(50);
  });
  afterAll(async () => {
    await fx.t.close();
    await fake.close();
  });

  it('places the order once when the signed webhook and the return check race', async () => {
    const options = await fx.t.request('GET', `/api/Payment/options/${fx.brand}`);
    expect(options.json<{ Data: unknown }>().Data).toMatchObject({
      Card: true,
      Provider: 'stripe',
      PublishableKey: 'pk_test_routes',
    });
    const { order, token, email } = await h.place(3);
    const res = await h.call('/api/Payment/start', { OrderId: order.OrderId }, token);
    expect(res.status, res.body).toBe(200);
    const session = PaymentSessionResponse.parse(JSON.parse(res.body)).Data;
    expect(session).toMatchObject({ Provider: 'stripe', AmountPence: 825, PublishableKey: 'pk_test_routes' });
    const ref = session.ClientSecret.split('_secret_')[0]!;
    expect(fake.intents.get(ref)).toMatchObject({ amount: 825, currency: 'gbp' });

    fake.succeed(ref);
    const payload = JSON.stringify({
      id: 'evt_routes_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: ref, object: 'payment_intent' } },
    });
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
    const [hook, checked] = await Promise.all([
      fx.t.request('POST', '/webhooks/payments/stripe', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        csrf: false,
      }),
      h.call('/api/Payment/check', { OrderId: order.OrderId, ProviderRef: ref }, token),
    ]);
    expect(hook.status, hook.body).toBe(200);
    expect(checked.status, checked.body).toBe(200);
    expect(await h.orderRow(order.OrderId)).toMatchObject({ status: 'Placed', paid_pence: 825 });
    expect(await h.mailsTo(email)).toBe(1);

    const bad = await fx.t.request('POST', '/webhooks/payments/stripe', {
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      },
      csrf: false,
    });
    expect(bad.status).toBe(400);

    const refund = await h.call(
      '/api/Payment/refund',
      { OrderId: order.OrderId, AmountPence: 275 },
      undefined,
    );
    expect(refund.status).toBe(403);
  });
});
