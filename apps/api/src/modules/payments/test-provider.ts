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

export interface TestPayment extends ProviderPayment {
  refundedPence: number;
  /** The authentication card was given: the extra step is waiting. */
  awaitingAction: boolean;
}

/**
 * Where the test provider keeps its payments. On PostgreSQL, the database (test-payment-store.ts): every process
 * and every restart then sees one payment as every process sees one of Stripe's, so a payment started on one
 * process is confirmed, checked, swept or refunded on any other.
 */
export interface TestPaymentStore {
  insert(payment: TestPayment): Promise<void>;
  byRef(ref: string): Promise<TestPayment | undefined>;
  bySecret(clientSecret: string): Promise<TestPayment | undefined>;
  /**
   * Writes `next` if the stored payment is still as `read` left it (status, refunded sum, waiting step): another
   * process may have moved it meanwhile. False when it had.
   */
  update(next: TestPayment, read: TestPayment): Promise<boolean>;
}

/**
 * The store on PGlite: this process's memory, since PGlite is one process's database, and a query of the store
 * inside the app's open transaction (a refund) would wait on that transaction. A restart forgets the payments, as
 * a test mode may.
 */
export function memoryTestPaymentStore(): TestPaymentStore {
  const payments = new Map<string, TestPayment>();
  const copy = (p: TestPayment | undefined) => (p ? { ...p } : undefined);
  return {
    insert: (payment) => Promise.resolve(void payments.set(payment.ref, { ...payment })),
    byRef: (ref) => Promise.resolve(copy(payments.get(ref))),
    bySecret: (secret) =>
      Promise.resolve(copy([...payments.values()].find((p) => p.clientSecret === secret))),
    update(next, read) {
      const stored = payments.get(next.ref);
      const same =
        stored?.status === read.status &&
        stored.refundedPence === read.refundedPence &&
        stored.awaitingAction === read.awaitingAction;
      if (same) payments.set(next.ref, { ...next });
      return Promise.resolve(same);
    },
  };
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
  ): Promise<{ status: 'succeeded' | 'requires_action' | 'failed'; message: string | null }>;
  authenticate(
    clientSecret: string,
    approve: boolean,
  ): Promise<{ status: 'succeeded' | 'failed'; message: string | null }>;
  /** Where the provider's webhooks go (the payments service, through its webhook handling). */
  onWebhook(handler: Deliver): void;
}

/**
 * The offline provider ('Test payment'): a fresh machine can take the whole card flow without internet. It keeps
 * its payments in `store` and plays the part Stripe.js and Stripe's servers play: the browser confirms a card
 * through `confirmCard`, the extra authentication step through `authenticate`, and a success is announced by a
 * signed webhook, delivered in-process a moment later, so the return check and the webhook race exactly as they
 * do with Stripe. A change is written only if the payment is still as it was read, so two processes confirming
 * one payment at once move it once.
 */
export function createTestProvider(options: {
  webhookSecret: string;
  webhookDelayMs?: number;
  store: TestPaymentStore;
}): TestProvider {
  const { store } = options;
  let deliver: Deliver | undefined;
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  const copy = (p: TestPayment): ProviderPayment => ({
    ref: p.ref,
    status: p.status,
    amountPence: p.amountPence,
    clientSecret: p.clientSecret,
    failureMessage: p.failureMessage,
  });
  const find = async (ref: string) => {
    const found = await store.byRef(ref);
    if (!found) throw new Error(`No such test payment: ${ref}`);
    return found;
  };
  const bySecretOrThrow = async (clientSecret: string) => {
    const found = await store.bySecret(clientSecret);
    if (!found) throw new Error('No such test payment');
    return found;
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

  /** Moves the payment from `read` to `payment`, announcing success or failure; false when another move came first. */
  async function move(payment: TestPayment, read: TestPayment) {
    if (!(await store.update(payment, read))) return false;
    if (payment.status === 'succeeded') announce('payment_intent.succeeded', payment);
    if (payment.status === 'failed') announce('payment_intent.payment_failed', payment);
    return true;
  }
  const succeeded = (payment: TestPayment): TestPayment => ({
    ...payment,
    status: 'succeeded',
    failureMessage: null,
    awaitingAction: false,
  });
  const failed = (payment: TestPayment, message: string): TestPayment => ({
    ...payment,
    status: 'failed',
    failureMessage: message,
    awaitingAction: false,
  });
  const outcome = (p: TestPayment) =>
    p.status === 'succeeded'
      ? { status: 'succeeded' as const, message: null }
      : { status: 'failed' as const, message: p.failureMessage ?? 'This payment has expired' };

  async function confirm(payment: TestPayment, card: { number: string; expiry: string }, now: Date) {
    const [month, year] = card.expiry.split('/').map((v) => Number(v.trim()));
    const endOfExpiry = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
    if (endOfExpiry <= now) return failed(payment, 'Your card has expired.');
    switch (card.number) {
      case TEST_CARDS.succeeds:
        return succeeded(payment);
      case TEST_CARDS.authentication:
        return { ...payment, status: 'pending' as const, awaitingAction: true };
      case TEST_CARDS.declined:
        return failed(payment, DECLINED_MESSAGE);
      default:
        return failed(payment, UNKNOWN_CARD_MESSAGE);
    }
  }

  return {
    name: 'test',
    label: 'Test payment',
    publishableKey: null,

    async create(input) {
      const ref = id('tp');
      const payment: TestPayment = {
        ref,
        status: 'pending',
        amountPence: input.amountPence,
        clientSecret: `${ref}_secret_${randomBytes(12).toString('hex')}`,
        failureMessage: null,
        refundedPence: 0,
        awaitingAction: false,
      };
      await store.insert(payment);
      return copy(payment);
    },
    async retrieve(ref) {
      return copy(await find(ref));
    },
    async cancel(ref) {
      for (;;) {
        const payment = await find(ref);
        if (payment.status === 'succeeded' || payment.status === 'cancelled') return copy(payment);
        const cancelled: TestPayment = { ...payment, status: 'cancelled', awaitingAction: false };
        if (await store.update(cancelled, payment)) return copy(cancelled);
      }
    },
    async refund({ ref, amountPence }) {
      for (;;) {
        const payment = await find(ref);
        if (payment.status !== 'succeeded') throw new Error('Only a paid payment can be refunded');
        if (payment.refundedPence + amountPence > payment.amountPence)
          throw new Error('Refund exceeds the payment');
        const refunded = { ...payment, refundedPence: payment.refundedPence + amountPence };
        if (await store.update(refunded, payment)) return { ref: id('re') };
      }
    },
    verifyWebhook(rawBody, headers) {
      return verifyTestWebhook(options.webhookSecret, rawBody, headers);
    },

    async confirmCard(clientSecret, card, now = new Date()) {
      for (;;) {
        const payment = await bySecretOrThrow(clientSecret);
        if (payment.status === 'succeeded' || payment.status === 'cancelled') return outcome(payment);
        const next = await confirm(payment, card, now);
        if (!(await move(next, payment))) continue;
        return next.status === 'pending'
          ? { status: 'requires_action', message: null }
          : { status: next.status === 'succeeded' ? 'succeeded' : 'failed', message: next.failureMessage };
      }
    },
    async authenticate(clientSecret, approve) {
      const payment = await bySecretOrThrow(clientSecret);
      if (payment.status === 'cancelled') return { status: 'failed', message: 'This payment has expired' };
      if (!payment.awaitingAction) return { status: 'failed', message: 'No authentication step is waiting' };
      const next = approve ? succeeded(payment) : failed(payment, AUTHENTICATION_FAILED_MESSAGE);
      if (!(await move(next, payment))) return outcome(await bySecretOrThrow(clientSecret));
      return { status: approve ? 'succeeded' : 'failed', message: next.failureMessage };
    },
    onWebhook(handler) {
      deliver = handler;
    },
  };
}
