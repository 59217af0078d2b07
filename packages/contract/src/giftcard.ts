import { z } from 'zod';
import { PersonName } from './person-name';
import { Id } from './ids';
import { Info } from './envelope';
import { GiftCardCode } from './gift-card-code';
import { PaymentProviderName } from './payment';

export { GiftCardCode };

/**
 * Gift cards (issue 8): bought by card, delivered by email with a code, spent in part or in full at checkout.
 * Amounts are integer pence (`…Pence`), as in payment.ts; a card's balance is the sum of its ledger.
 */

const seg = encodeURIComponent;

export const giftCardRoutes = {
  options: '/api/GiftCard/options/:brand',
  buy: '/api/GiftCard/buy',
  confirm: '/api/GiftCard/confirm',
  balance: '/api/GiftCard/balance',
  mine: '/api/GiftCard/mine',
} as const;

export const giftCardUrl = {
  options: (brand: string) => `/api/GiftCard/options/${seg(brand)}`,
  buy: () => giftCardRoutes.buy,
  confirm: () => giftCardRoutes.confirm,
  balance: () => giftCardRoutes.balance,
  mine: () => giftCardRoutes.mine,
} as const;

export const GiftCardOptions = z.object({
  Enabled: z.boolean(),
  /** A card can be paid for here (a payment provider runs). */
  Card: z.boolean(),
  Provider: PaymentProviderName.nullable(),
  /** 'Test payment' for the offline provider. */
  Label: z.string(),
  PublishableKey: z.string().nullable(),
  Amounts: z.array(z.number().int()),
  Minimum: z.number().int(),
  Maximum: z.number().int(),
  ValidMonths: z.number().int(),
});
export type GiftCardOptions = z.infer<typeof GiftCardOptions>;
export const GiftCardOptionsResponse = z.object({ Info, Data: GiftCardOptions });
export type GiftCardOptionsResponse = z.infer<typeof GiftCardOptionsResponse>;

const Name = PersonName('Enter a name');
const Email = z.email('Enter a valid email address').trim().max(254);

/**
 * Why a gift card of `amount` whole pounds cannot be bought, or null when it can: one of the brand's amounts,
 * or any amount from its minimum to its maximum. The server refuses with this message, the form says it first.
 */
export function giftCardAmountProblem(
  amount: number,
  options: Pick<GiftCardOptions, 'Amounts' | 'Minimum' | 'Maximum'>,
): string | null {
  if (options.Amounts.includes(amount)) return null;
  return amount < options.Minimum || amount > options.Maximum
    ? `Choose an amount from £${options.Minimum} to £${options.Maximum}`
    : null;
}

export const BuyGiftCardBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    /** Whole pounds: one of the brand's amounts, or between its minimum and maximum. */
    Amount: z.number().int('Choose a whole number of pounds').positive('Choose an amount'),
    RecipientName: Name,
    RecipientEmail: Email,
    Message: z.string().trim().max(300, 'Keep the message to 300 characters').optional(),
    FromName: Name,
    /** Where the receipt goes. */
    FromEmail: Email,
  })
  .strict();
export type BuyGiftCardBody = z.input<typeof BuyGiftCardBody>;

/** A purchase's token: only whoever started the purchase can ask how it went. */
const PurchaseToken = z.string().regex(/^gp_[A-Za-z0-9_-]{20,100}$/, 'This purchase was not found');

export const GiftCardPurchase = z.object({
  GiftCardId: z.number().int(),
  PurchaseToken: z.string(),
  Provider: PaymentProviderName,
  /** What the browser confirms the card payment with (Stripe.js, or the test provider's form). */
  ClientSecret: z.string(),
  PublishableKey: z.string().nullable(),
  AmountPence: z.number().int(),
  Currency: z.literal('GBP'),
});
export type GiftCardPurchase = z.infer<typeof GiftCardPurchase>;
export const GiftCardPurchaseResponse = z.object({ Info, Data: GiftCardPurchase });
export type GiftCardPurchaseResponse = z.infer<typeof GiftCardPurchaseResponse>;

export const ConfirmGiftCardBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    GiftCardId: Id,
    PurchaseToken,
  })
  .strict();
export type ConfirmGiftCardBody = z.input<typeof ConfirmGiftCardBody>;

export const GiftCardStatus = z.enum(['PendingPayment', 'Active', 'Cancelled']);
export type GiftCardStatus = z.infer<typeof GiftCardStatus>;

export const GiftCardConfirmation = z.object({
  GiftCardId: z.number().int(),
  Status: GiftCardStatus,
  AmountPence: z.number().int(),
  RecipientName: z.string(),
  RecipientEmail: z.string(),
  /** The provider's message for a declined card (the buyer may try another). */
  Message: z.string().nullable(),
});
export type GiftCardConfirmation = z.infer<typeof GiftCardConfirmation>;
export const GiftCardConfirmationResponse = z.object({ Info, Data: GiftCardConfirmation });
export type GiftCardConfirmationResponse = z.infer<typeof GiftCardConfirmationResponse>;

export const GiftCardBalanceBody = z
  .object({ BrandFlavor: z.string().min(1).max(60), Code: GiftCardCode })
  .strict();
export type GiftCardBalanceBody = z.input<typeof GiftCardBalanceBody>;

export const GiftCardBalance = z.object({
  /** The code with all but its last group hidden (GC-••••-••••-AB12). */
  Code: z.string(),
  Status: GiftCardStatus,
  BalancePence: z.number().int(),
  InitialPence: z.number().int(),
  /** ISO; null when it does not expire. */
  ExpiresAt: z.string().nullable(),
  Expired: z.boolean(),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;
export const GiftCardBalanceResponse = z.object({ Info, Data: GiftCardBalance });
export type GiftCardBalanceResponse = z.infer<typeof GiftCardBalanceResponse>;

/**
 * A gift card of the signed-in customer: one they bought, or one sent to their account's email. The full code
 * only on a card sent to them (the buyer of a present sees it masked, like the balance check).
 */
export const MyGiftCard = GiftCardBalance.extend({
  GiftCardId: z.number().int(),
  RecipientName: z.string(),
  /** It was sent to the customer's own email. */
  ForMe: z.boolean(),
  /** ISO: when it was bought. */
  BoughtAt: z.string(),
});
export type MyGiftCard = z.infer<typeof MyGiftCard>;
export const MyGiftCardsResponse = z.object({ Info, Data: z.array(MyGiftCard) });
export type MyGiftCardsResponse = z.infer<typeof MyGiftCardsResponse>;
