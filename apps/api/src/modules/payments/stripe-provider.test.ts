import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from './fake-stripe';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

const secret = 'whsec_adapter_test_secret';

describe('stripe adapter against a local Stripe', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripe: PaymentProvider;
  const sdk = new Stripe('sk_test_unused');

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = createStripeProvider({
      secretKey: 'sk_test_adapter',
      publishableKey: 'pk_test_adapter',
      webhookSecret: secret,
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
    });
  });
  afterAll(() => fake.close());

  it('creates a PaymentIntent in pence, GBP, with our metadata and idempotency key', async () => {
    const created = await stripe.create({
      amountPence: 1234,
      currency: 'gbp',
      description: 'Bistro order BIS-000001',
      metadata: { brandId: '1', orderId: '42' },
      idempotencyKey: 'order-1-42-1234-0',
    });
    expect(created).toMatchObject({ amountPence: 1234, status: 'pending', failureMessage: null });
    expect(created.ref).toMatch(/^pi_/);
    expect(created.clientSecret).toContain('_secret_');
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.form.get('amount')).toBe('1234');
    expect(request.form.get('currency')).toBe('gbp');
    expect(request.form.get('metadata[orderId]')).toBe('42');
    expect(request.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(request.headers['idempotency-key']).toBe('order-1-42-1234-0');
    expect(request.headers.authorization).toBe('Bearer sk_test_adapter');
  });

  it('reads a declined card, a success, and refuses to cancel a paid intent', async () => {
    const created = await stripe.create({
      amountPence: 500,
      currency: 'gbp',
      description: 'x',
      metadata: {},
      idempotencyKey: 'order-1-43-500-0',
    });
    fake.decline(created.ref);
    expect(await stripe.retrieve(created.ref)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    fake.succeed(created.ref);
    expect((await stripe.retrieve(created.ref)).status).toBe('succeeded');
    // Cancelling after the success: Stripe refuses; the adapter answers with the payment as it stands.
    expect((await stripe.cancel(created.ref)).status).toBe('succeeded');
    const refund = await stripe.refund({
      ref: created.ref,
      amountPence: 200,
      idempotencyKey: 'refund-1-0-200',
    });
    expect(refund.ref).toMatch(/^re_/);
    const request = fake.seen.at(-1)!;
    expect(request.path).toBe('/v1/refunds');
    expect(request.form.get('amount')).toBe('200');
    expect(request.form.get('payment_intent')).toBe(created.ref);
  });

  it('cancels an unpaid intent', async () => {
    const created = await stripe.create({
      amountPence: 700,
      currency: 'gbp',
      description: 'x',
      metadata: {},
      idempotencyKey: 'order-1-44-700-0',
    });
    expect((await stripe.cancel(created.ref)).status).toBe('cancelled');
    expect(fake.seen.at(-1)!.path).toBe(`/v1/payment_intents/${created.ref}/cancel`);
  });

  it("verifies webhooks signed with the SDK's test header, and rejects others", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', object: 'payment_intent' } },
    });
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.verifyWebhook(Buffer.from(payload), { 'stripe-signature': header })).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      ref: 'pi_123',
    });
    const forged = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), { 'stripe-signature': forged })).toThrow(
      WebhookSignatureError,
    );
    const tampered = payload.replace('pi_123', 'pi_999');
    expect(() => stripe.verifyWebhook(Buffer.from(tampered), { 'stripe-signature': header })).toThrow(
      WebhookSignatureError,
    );
    expect(() => stripe.verifyWebhook(Buffer.from(payload), {})).toThrow(WebhookSignatureError);
  });
});
