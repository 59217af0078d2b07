import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
} from './payment-provider';

/** The well-known test cards (Stripe's numbers, so the same ones work with Stripe's test mode). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const UNKNOWN_CARD_MESSAGE =
  'Your card was declined. With test payments use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (authentication step).';

const SIGNATURE_HEADER = 'test-signature';
const TOLERANCE_SECONDS = 300;

/** Signs a test-provider webhook body as the provider does (`t=…,v1=HMAC-SHA256(t.body)`). */
export function signTestWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return { [SIGNATURE_HEADER]: `t=${timestamp},v1=${v1}` };
}

interface TestPayment extends ProviderPayment {
  refunded: number;
  /** The authentication card was given: the extra step is waiting. */
  awaitingAction: boolean;
}

type Deliver = (rawBody: Buffer, headers: Record<string, string>) => Promise<void>;

/** Checks a test-provider webhook's signature over its raw body, as the provider signs it (see signTestWebhook). */
function verifyTestWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): ProviderEvent {
  const header = headers[SIGNATURE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  const parts = Object.fromEntries(
    (value ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(t)) throw new WebhookSignatureError('No signature');
  if (Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS)
    throw new WebhookSignatureError('Signature too old');
  const expected = createHmac('sha256', secret)
    .update(`${t}.${rawBody.toString('utf8')}`)
    .digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookSignatureError('Signature does not match');
  const event = JSON.parse(rawBody.toString('utf8')) as {
    id?: string;
    type?: string;
    data?: { object?: { id?: string } };
  };
  return { id: event.id ?? '', type: event.type ?? '', ref: event.data?.object?.id ?? null };
}

/** The test provider: a PaymentProvider that also plays the browser's part (card entry, authentication). */
export interface TestProvider extends PaymentProvider {
  confirmCard(
    clientSecret: string,
    card: { number: string; expiry: string },
    now?: Date,
  ): { status: 'succeeded' | 'requires_action' | 'failed'; message: string | null };
  authenticate(
    clientSecret: string,
    approve: boolean,
  ): { status: 'succeeded' | 'failed'; message: string | null };
  /** Where the provider's webhooks go (the payments service, through its webhook handling). */
  onWebhook(handler: Deliver): void;
}

/**
 * The offline provider ('Test payment'): a fresh machine can take the whole card flow without internet. It keeps
 * its payments in memory (a restart forgets them, as a test mode may) and plays the part Stripe.js and Stripe's
 * servers play: the browser confirms a card through `confirmCard`, the extra authentication step through
 * `authenticate`, and a success is announced by a signed webhook, delivered in-process a moment later, so the
 * return check and the webhook race exactly as they do with Stripe.
 */
export function createTestProvider(options: {
  webhookSecret: string;
  webhookDelayMs?: number;
}): TestProvider {
  const payments = new Map<string, TestPayment>();
  const bySecret = new Map<string, string>();
  let deliver: Deliver | undefined;
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  const copy = (p: TestPayment): ProviderPayment => ({
    ref: p.ref,
    status: p.status,
    amountPence: p.amountPence,
    clientSecret: p.clientSecret,
    failureMessage: p.failureMessage,
  });
  const find = (ref: string) => {
    const found = payments.get(ref);
    if (!found) throw new Error(`No such test payment: ${ref}`);
    return found;
  };
  const bySecretOrThrow = (clientSecret: string) => {
    const ref = bySecret.get(clientSecret);
    if (!ref) throw new Error('No such test payment');
    return find(ref);
  };

  /** Sends the signed webhook of an event, as the provider's servers would, after the answer to the browser. */
  function announce(type: string, payment: TestPayment) {
    if (!deliver) return;
    const payload = JSON.stringify({ id: id('evt'), type, data: { object: { id: payment.ref } } });
    const send = deliver;
    setTimeout(() => {
      send(Buffer.from(payload), signTestWebhook(payload, options.webhookSecret)).catch(() => undefined);
    }, options.webhookDelayMs ?? 0);
  }

  function succeed(payment: TestPayment) {
    payment.status = 'succeeded';
    payment.failureMessage = null;
    announce('payment_intent.succeeded', payment);
  }
  function fail(payment: TestPayment, message: string) {
    payment.status = 'failed';
    payment.failureMessage = message;
    announce('payment_intent.payment_failed', payment);
  }

  return {
    name: 'test',
    label: 'Test payment',
    publishableKey: null,

    create(input) {
      const ref = id('tp');
      const payment: TestPayment = {
        ref,
        status: 'pending',
        amountPence: input.amountPence,
        clientSecret: `${ref}_secret_${randomBytes(12).toString('hex')}`,
        failureMessage: null,
        refunded: 0,
        awaitingAction: false,
      };
      payments.set(ref, payment);
      bySecret.set(payment.clientSecret, ref);
      return Promise.resolve(copy(payment));
    },
    retrieve(ref) {
      return Promise.resolve(copy(find(ref)));
    },
    cancel(ref) {
      const payment = find(ref);
      if (payment.status !== 'succeeded') payment.status = 'cancelled';
      return Promise.resolve(copy(payment));
    },
    refund({ ref, amountPence }) {
      const payment = find(ref);
      if (payment.status !== 'succeeded')
        return Promise.reject(new Error('Only a paid payment can be refunded'));
      if (payment.refunded + amountPence > payment.amountPence)
        return Promise.reject(new Error('Refund exceeds the payment'));
      payment.refunded += amountPence;
      return Promise.resolve({ ref: id('re') });
    },
    verifyWebhook(rawBody, headers) {
      return verifyTestWebhook(options.webhookSecret, rawBody, headers);
    },

    confirmCard(clientSecret, card, now = new Date()) {
      const payment = bySecretOrThrow(clientSecret);
      if (payment.status === 'succeeded' || payment.status === 'cancelled')
        return {
          status: payment.status === 'succeeded' ? 'succeeded' : 'failed',
          message: payment.status === 'cancelled' ? 'This payment has expired' : null,
        };
      const [month, year] = card.expiry.split('/').map((v) => Number(v.trim()));
      const endOfExpiry = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
      if (endOfExpiry <= now) {
        fail(payment, 'Your card has expired.');
        return { status: 'failed', message: payment.failureMessage };
      }
      switch (card.number) {
        case TEST_CARDS.succeeds:
          succeed(payment);
          return { status: 'succeeded', message: null };
        case TEST_CARDS.authentication:
          payment.status = 'pending';
          payment.awaitingAction = true;
          return { status: 'requires_action', message: null };
        case TEST_CARDS.declined:
          fail(payment, DECLINED_MESSAGE);
          return { status: 'failed', message: DECLINED_MESSAGE };
        default:
          fail(payment, UNKNOWN_CARD_MESSAGE);
          return { status: 'failed', message: UNKNOWN_CARD_MESSAGE };
      }
    },
    authenticate(clientSecret, approve) {
      const payment = bySecretOrThrow(clientSecret);
      if (payment.status === 'cancelled') return { status: 'failed', message: 'This payment has expired' };
      if (!payment.awaitingAction) return { status: 'failed', message: 'No authentication step is waiting' };
      payment.awaitingAction = false;
      if (approve) succeed(payment);
      else fail(payment, AUTHENTICATION_FAILED_MESSAGE);
      return { status: approve ? 'succeeded' : 'failed', message: payment.failureMessage };
    },
    onWebhook(handler) {
      deliver = handler;
    },
  };
}
