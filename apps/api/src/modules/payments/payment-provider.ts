import type { PaymentProviderName } from '@storefront/contract/payment';

/** Where a payment stands at the provider, reduced to what the order cares about. */
export type ProviderPaymentStatus =
  /** Waiting for the customer (card details, or the extra authentication step). */
  | 'pending'
  | 'succeeded'
  /** The last attempt failed (a declined card): the customer may still try another card. */
  | 'failed'
  /** Over for good: cancelled at the provider, nothing can be taken any more. */
  | 'cancelled';

export interface ProviderPayment {
  /** The provider's id (a PaymentIntent id). */
  ref: string;
  status: ProviderPaymentStatus;
  /** In minor units (pence). */
  amountPence: number;
  /** The client-side secret the browser confirms the payment with. */
  clientSecret: string;
  /** The provider's message for the last failed attempt. */
  failureMessage: string | null;
}

/** A webhook the provider signed, reduced to the payment it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The payment it concerns, when it concerns one. */
  ref: string | null;
}

/** A signature that does not verify: the webhook route answers 400 and does nothing. */
export class WebhookSignatureError extends Error {}

/**
 * What the orders need of a card payment provider. Every amount is in minor units (pence). The server never
 * trusts the browser's word that a payment went through: `retrieve` asks the provider.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the screen calls it. */
  readonly label: string;
  /** Given to the browser (Stripe.js); null for the test provider. */
  readonly publishableKey: string | null;
  /** Starts a payment for an order's amount. `idempotencyKey` makes a retried call return the same payment. */
  create(input: {
    amountPence: number;
    currency: 'gbp';
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderPayment>;
  /** The provider's current word on a payment: the server-side check behind every status change. */
  retrieve(ref: string): Promise<ProviderPayment>;
  /** Cancels a payment that has not succeeded (its hold lapsed); returns where it stands afterwards. */
  cancel(ref: string): Promise<ProviderPayment>;
  /** Gives money back, in full or in part. */
  refund(input: { ref: string; amountPence: number; idempotencyKey: string }): Promise<{ ref: string }>;
  /** Checks a webhook's signature over its raw body; throws WebhookSignatureError when it does not verify. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}
