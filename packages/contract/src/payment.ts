import { z } from 'zod';
import { Id } from './ids';
import { Info } from './envelope';
import { OrderStatus } from './order';

/**
 * Card payments (issue 6). Amounts here are integer pence (`…Pence`): the provider takes minor units, and a
 * partial refund must never be rounded on its way. Orders themselves still answer in pounds.
 */

const seg = encodeURIComponent;

export const paymentRoutes = {
  options: '/api/Payment/options/:brand',
  summary: '/api/Payment/summary',
  start: '/api/Payment/start',
  check: '/api/Payment/check',
  sendLink: '/api/Payment/sendLink',
  refund: '/api/Payment/refund',
  testConfirm: '/api/Payment/test/confirm',
  testAuthenticate: '/api/Payment/test/authenticate',
  /** Outside /api/: the provider calls it without the anti-forgery token or ApiKey stamp; its signature is checked. */
  webhook: '/webhooks/payments/:provider',
} as const;

export const paymentUrl = {
  options: (brand: string) => `/api/Payment/options/${seg(brand)}`,
  summary: () => paymentRoutes.summary,
  start: () => paymentRoutes.start,
  check: () => paymentRoutes.check,
  sendLink: () => paymentRoutes.sendLink,
  refund: () => paymentRoutes.refund,
  testConfirm: () => paymentRoutes.testConfirm,
  testAuthenticate: () => paymentRoutes.testAuthenticate,
  webhook: (provider: PaymentProviderName) => `/webhooks/payments/${provider}`,
} as const;

export const PaymentProviderName = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** How the web app takes a card: which provider, its label, and Stripe's publishable key. */
export const PaymentOptions = z.object({
  /** Card payments are offered at this brand's checkout. */
  Card: z.boolean(),
  Provider: PaymentProviderName.nullable(),
  /** What the screen calls it: 'Test payment' for the offline provider. */
  Label: z.string(),
  PublishableKey: z.string().nullable(),
  /** Minutes a card order holds its stock while it waits for payment. */
  HoldMinutes: z.number().int(),
});
export type PaymentOptions = z.infer<typeof PaymentOptions>;
export const PaymentOptionsResponse = z.object({ Info, Data: PaymentOptions });
export type PaymentOptionsResponse = z.infer<typeof PaymentOptionsResponse>;

/** A payment link's token (`pay?orderId=…&token=…`): lets whoever holds the link see and pay that order only. */
const PayToken = z.string().regex(/^pl_[A-Za-z0-9_-]{20,100}$/, 'This payment link is not valid');

export const PaymentOrderBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderId: Id,
    PayToken: PayToken.optional(),
  })
  .strict();
export type PaymentOrderBody = z.input<typeof PaymentOrderBody>;

/** What the `pay` screen shows: the order and what is left to pay on it. */
export const PaymentSummary = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Status: OrderStatus,
  TotalPence: z.number().int(),
  /** Paid with a gift card when the order was placed. */
  GiftCardPence: z.number().int().optional(),
  PaidPence: z.number().int(),
  RefundedPence: z.number().int(),
  OutstandingPence: z.number().int(),
  /** A card order's stock is held until then (ISO); null otherwise. */
  PaymentDueBy: z.string().nullable(),
  Currency: z.literal('GBP'),
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;
export const PaymentSummaryResponse = z.object({ Info, Data: PaymentSummary });
export type PaymentSummaryResponse = z.infer<typeof PaymentSummaryResponse>;

/** A payment started with the provider for the order's outstanding amount. */
export const PaymentSession = z.object({
  PaymentId: z.number().int(),
  Provider: PaymentProviderName,
  /** Stripe: the PaymentIntent's client secret for the Payment Element; test: an opaque reference. */
  ClientSecret: z.string(),
  PublishableKey: z.string().nullable(),
  AmountPence: z.number().int(),
  Currency: z.literal('GBP'),
});
export type PaymentSession = z.infer<typeof PaymentSession>;
export const PaymentSessionResponse = z.object({ Info, Data: PaymentSession });
export type PaymentSessionResponse = z.infer<typeof PaymentSessionResponse>;

/** The server's check of a payment (the return URL, or after the card step): the order as it now stands. */
export const CheckPaymentBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderId: Id,
    PayToken: PayToken.optional(),
    /** Our payment id, or the provider's (Stripe adds `payment_intent` to the return URL). */
    PaymentId: Id.optional(),
    ProviderRef: z.string().min(3).max(255).optional(),
  })
  .strict();
export type CheckPaymentBody = z.input<typeof CheckPaymentBody>;

export const PaymentState = z.enum(['Pending', 'Succeeded', 'Failed', 'Cancelled']);
export type PaymentState = z.infer<typeof PaymentState>;

export const PaymentCheck = z.object({
  OrderId: z.number().int(),
  OrderStatus,
  PaymentStatus: PaymentState,
  OutstandingPence: z.number().int(),
  /** The provider's message for a failed attempt (a declined card). */
  Message: z.string().nullable(),
});
export type PaymentCheck = z.infer<typeof PaymentCheck>;
export const PaymentCheckResponse = z.object({ Info, Data: PaymentCheck });
export type PaymentCheckResponse = z.infer<typeof PaymentCheckResponse>;

/** The offline test provider's card form (it plays the part Stripe.js plays with real cards). */
export const TestConfirmBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    ClientSecret: z.string().min(8).max(200),
    CardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number')),
    Expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY'),
    Cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  })
  .strict();
export type TestConfirmBody = z.input<typeof TestConfirmBody>;

export const TestAuthenticateBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    ClientSecret: z.string().min(8).max(200),
    Approve: z.boolean(),
  })
  .strict();
export type TestAuthenticateBody = z.input<typeof TestAuthenticateBody>;

/** The provider's answer to a card: paid, an extra authentication step needed, or declined with its message. */
export const TestConfirmResult = z.object({
  Status: z.enum(['succeeded', 'requires_action', 'failed']),
  Message: z.string().nullable(),
});
export type TestConfirmResult = z.infer<typeof TestConfirmResult>;
export const TestConfirmResponse = z.object({ Info, Data: TestConfirmResult });
export type TestConfirmResponse = z.infer<typeof TestConfirmResponse>;

export const SendPayLinkBody = PaymentOrderBody.omit({ PayToken: true });
export type SendPayLinkBody = z.input<typeof SendPayLinkBody>;
export const PayLinkResponse = z.object({
  Info,
  Data: z.object({ Url: z.string(), SentTo: z.string().nullable() }),
});
export type PayLinkResponse = z.infer<typeof PayLinkResponse>;

export const RefundBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderId: Id,
    /** Absent: everything paid and not yet refunded. */
    AmountPence: z.number().int().positive().optional(),
    Reason: z.string().trim().max(200).optional(),
  })
  .strict();
export type RefundBody = z.input<typeof RefundBody>;
export const RefundResponse = z.object({
  Info,
  Data: z.object({
    OrderId: z.number().int(),
    RefundId: z.number().int(),
    AmountPence: z.number().int(),
    PaidPence: z.number().int(),
    RefundedPence: z.number().int(),
  }),
});
export type RefundResponse = z.infer<typeof RefundResponse>;
