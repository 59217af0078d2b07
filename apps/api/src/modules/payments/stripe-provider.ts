import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests (tests: a local server); api.stripe.com over https by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** A PaymentIntent's status as the order sees it. */
function statusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      // A PaymentIntent goes back here after a declined card: the last attempt failed, another may follow.
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      // requires_confirmation, requires_action (3-D Secure), processing, requires_capture.
      return 'pending';
  }
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    ref: intent.id,
    status: statusOf(intent),
    amountPence: intent.amount,
    clientSecret: intent.client_secret ?? '',
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

/**
 * Stripe through its official SDK: one PaymentIntent per payment (amount in pence, GBP, the card methods the
 * Stripe dashboard enables), confirmed in the browser by the Payment Element; webhooks verified with the
 * endpoint's signing secret (`stripe.webhooks.constructEvent` over the raw body).
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'storefront' },
  });

  return {
    name: 'stripe',
    label: 'Card',
    publishableKey: options.publishableKey,

    async create(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(intent);
    },
    async retrieve(ref) {
      return toPayment(await stripe.paymentIntents.retrieve(ref));
    },
    async cancel(ref) {
      try {
        return toPayment(await stripe.paymentIntents.cancel(ref));
      } catch (error) {
        // Succeeded (or already cancelled) meanwhile: Stripe refuses to cancel; its current state decides.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieve(ref);
        throw error;
      }
    },
    async refund({ ref, amountPence, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: ref, amount: amountPence },
        { idempotencyKey },
      );
      return { ref: refund.id };
    },
    verifyWebhook(rawBody, headers): ProviderEvent {
      const signature = headers['stripe-signature'];
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        ref: object.object === 'payment_intent' ? (object.id ?? null) : null,
      };
    },
  };
}
