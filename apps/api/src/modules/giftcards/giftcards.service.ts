import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  giftCardAmountProblem,
  type BuyGiftCardBody,
  type GiftCardBalance,
  type MyGiftCard,
  type GiftCardConfirmation,
  type GiftCardOptions,
  type GiftCardPurchase,
} from '@storefront/contract/giftcard';
import { GiftCardsConfig, type LoyaltyConfig } from '@storefront/contract/loyalty';
import type { Db, DbOrTx } from '../../db/client';
import { emailLook } from '../../lib/email/email-look';
import { HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { BrandContext } from '../brand/brand.service';
import { createLoyaltyRepository } from '../loyalty/loyalty.repository';
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';
import { giftCardEmail, giftCardReceiptEmail } from './gift-card-email';
import { createGiftCardsRepository, type GiftCardRow } from './giftcards.repository';

type FieldIssue = { Path: string; Message: string };
type BuyBody = Omit<Extract<BuyGiftCardBody, object>, 'BrandFlavor'>;

/** What a gift card pays of an order, as evaluated before placing it. */
export interface GiftCardTender {
  id: number;
  code: string;
  pence: number;
  balanceAfterPence: number;
}

export interface GiftCardsServiceOptions {
  /** Null when no card provider may run: gift cards cannot be bought (they can still be spent). */
  provider: PaymentProvider | null;
  mailer?: Mailer;
  /** The site's address, for links in the emails. */
  publicUrl: string;
  now?: () => Date;
  onError?: (error: unknown, context: string) => void;
  /** Brands by id: webhooks know only an id. */
  brandById: (brandId: number) => Promise<BrandContext | null>;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** GC- and three groups of four from a 32-letter alphabet without look-alikes: 60 random bits. */
function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `GC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const masked = (code: string) => `GC-••••-••••-${code.slice(-4)}`;
const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/**
 * Gift cards: bought by card and activated once the provider confirms the payment (the buyer's check or the
 * webhook, whichever comes first: a conditional update on the card's status), then emailed to the recipient
 * with their code; spent at checkout as part of the order's transaction (giftcards.repository debit). A card's
 * balance only moves beside a ledger entry, so it is always the ledger's sum, and never below zero.
 */
export function createGiftCardsService(db: Db, options: GiftCardsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const provider = options.provider;
  const report = (error: unknown, context: string) => options.onError?.(error, context);

  const configOf = async (brandId: number) => {
    const loyalty: Partial<LoyaltyConfig> | null = await createLoyaltyRepository(db).loyaltyOf(brandId);
    return GiftCardsConfig.parse(loyalty?.GiftCards ?? {});
  };
  const canTakeCards = (brand: BrandContext) => provider !== null && brand.config.CardPayments !== false;
  const link = (brand: BrandContext, page: string) => `${options.publicUrl}/${brand.flavour}/${page}`;

  /** The emails of an activated card: its code to the recipient, a receipt to the buyer. */
  async function queueEmails(tx: DbOrTx, brand: BrandContext, card: GiftCardRow) {
    if (!options.mailer) return [];
    const look = emailLook(brand, options.publicUrl);
    const links = { menu: link(brand, 'menu'), balance: link(brand, 'giftcard') };
    const toRecipient = await options.mailer.queue(tx, {
      brandId: brand.id,
      to: card.recipientEmail,
      ...giftCardEmail(look, card, links),
    });
    const receipt = await options.mailer.queue(tx, {
      brandId: brand.id,
      to: card.fromEmail,
      ...giftCardReceiptEmail(look, card),
    });
    return [toRecipient, receipt];
  }

  /** Records what the provider says of a purchase; activates the card once when the payment succeeded. */
  async function settle(card: GiftCardRow, seen?: ProviderPayment): Promise<GiftCardRow> {
    if (card.status !== 'PendingPayment' || !provider || card.provider !== provider.name) return card;
    const at = seen ?? (await provider.retrieve(card.providerRef));
    const repo = createGiftCardsRepository(db);
    if (at.status === 'pending' || at.status === 'failed') {
      if (at.failureMessage !== card.failureMessage)
        await repo.noteFailure(card.brandId, card.id, at.failureMessage);
      return (await repo.find(card.brandId, card.id)) ?? card;
    }
    if (at.status === 'cancelled') {
      await repo.cancelPurchase(card.brandId, card.id);
      return (await repo.find(card.brandId, card.id)) ?? card;
    }
    if (at.amountPence !== card.initialPence) {
      report(
        new Error(`gift card ${card.id}: paid ${at.amountPence}, expected ${card.initialPence}`),
        'gift card',
      );
      return card;
    }
    const brand = await options.brandById(card.brandId);
    const config = await configOf(card.brandId);
    const deliveries = await db.transaction(async (tx) => {
      const activated = await createGiftCardsRepository(tx).activate(
        card.brandId,
        card.id,
        config.ValidMonths > 0 ? addMonths(now(), config.ValidMonths) : null,
      );
      return activated && brand ? queueEmails(tx, brand, activated) : [];
    });
    for (const deliver of deliveries) deliver().catch((error: unknown) => report(error, 'gift card email'));
    return (await repo.find(card.brandId, card.id)) ?? card;
  }

  return {
    async options(brand: BrandContext): Promise<GiftCardOptions> {
      const config = await configOf(brand.id);
      const card = canTakeCards(brand);
      return {
        Enabled: config.Enabled,
        Card: card,
        Provider: card ? provider!.name : null,
        Label: provider?.label ?? 'Card',
        PublishableKey: card ? provider!.publishableKey : null,
        Amounts: config.Amounts,
        Minimum: config.Minimum,
        Maximum: config.Maximum,
        ValidMonths: config.ValidMonths,
      };
    },

    /** Starts a purchase: the card (not yet spendable) and its payment at the provider. */
    async buy(brand: BrandContext, customerId: number | null, body: BuyBody): Promise<GiftCardPurchase> {
      const config = await configOf(brand.id);
      if (!config.Enabled) throw new HttpError(409, 'This shop does not sell gift cards');
      if (!provider || !canTakeCards(brand))
        throw new HttpError(409, 'Card payments are not available at the moment');
      const refused = giftCardAmountProblem(body.Amount, config);
      if (refused) throw new HttpError(400, refused, [{ Path: 'body.Amount', Message: refused }]);
      const amountPence = body.Amount * 100;
      const token = `gp_${randomBytes(24).toString('base64url')}`;
      const payment = await provider.create({
        amountPence,
        currency: 'gbp',
        description: `${brand.name} gift card`,
        metadata: { brandId: String(brand.id), kind: 'gift-card' },
        idempotencyKey: `gift-card-${tokenHash(token)}`,
      });
      const repo = createGiftCardsRepository(db);
      let card: GiftCardRow | undefined;
      for (let attempt = 0; !card; attempt += 1) {
        try {
          card = await repo.insert({
            brandId: brand.id,
            code: newCode(),
            initialPence: amountPence,
            purchaserCustomerId: customerId,
            fromName: body.FromName,
            fromEmail: body.FromEmail,
            recipientName: body.RecipientName,
            recipientEmail: body.RecipientEmail,
            message: body.Message || null,
            purchaseTokenHash: tokenHash(token),
            provider: provider.name,
            providerRef: payment.ref,
          });
        } catch (error) {
          // A code already taken (one in 2^60): draw another.
          if (attempt >= 2) throw error;
        }
      }
      return {
        GiftCardId: card.id,
        PurchaseToken: token,
        Provider: provider.name,
        ClientSecret: payment.clientSecret,
        PublishableKey: provider.publishableKey,
        AmountPence: amountPence,
        Currency: 'GBP',
      };
    },

    /** The buyer's check after paying: the server asks the provider and activates the card once. */
    async confirm(brand: BrandContext, id: number, token: string): Promise<GiftCardConfirmation> {
      const found = await createGiftCardsRepository(db).find(brand.id, id);
      if (!found || found.purchaseTokenHash !== tokenHash(token))
        throw notFound('This gift card purchase was not found');
      const card = await settle(found);
      return {
        GiftCardId: card.id,
        Status: card.status,
        AmountPence: card.initialPence,
        RecipientName: card.recipientName,
        RecipientEmail: card.recipientEmail,
        Message: card.status === 'PendingPayment' ? card.failureMessage : null,
      };
    },

    /** A provider webhook about a payment the payments module does not know: a gift card's, perhaps. */
    async webhook(providerName: GiftCardRow['provider'], ref: string): Promise<boolean> {
      const card = await createGiftCardsRepository(db).byRef(providerName, ref);
      if (!card) return false;
      await settle(card);
      return true;
    },

    async balance(brand: BrandContext, code: string): Promise<GiftCardBalance> {
      const card = await createGiftCardsRepository(db).byCode(brand.id, code);
      if (!card || card.status === 'Cancelled') throw notFound('This gift card code is not valid');
      return {
        Code: masked(card.code),
        Status: card.status,
        BalancePence: card.balancePence,
        InitialPence: card.initialPence,
        ExpiresAt: card.expiresAt?.toISOString() ?? null,
        Expired: card.expiresAt !== null && card.expiresAt <= now(),
      };
    },

    /** The signed-in customer's cards: bought by them or sent to their email; the full code only on the latter. */
    async mine(brand: BrandContext, customer: { customerId: number; email: string }): Promise<MyGiftCard[]> {
      const rows = await createGiftCardsRepository(db).mine(brand.id, customer.customerId, customer.email);
      return rows.map((card) => {
        const forMe = card.recipientEmail.toLowerCase() === customer.email.toLowerCase();
        return {
          GiftCardId: card.id,
          Code: forMe ? card.code : masked(card.code),
          Status: card.status,
          BalancePence: card.balancePence,
          InitialPence: card.initialPence,
          ExpiresAt: card.expiresAt?.toISOString() ?? null,
          Expired: card.expiresAt !== null && card.expiresAt <= now(),
          RecipientName: card.recipientName,
          ForMe: forMe,
          BoughtAt: card.createdAt.toISOString(),
        };
      });
    },

    /** How much of `duePence` a card would pay now, or why it cannot (a problem on body.GiftCardCode). */
    async evaluate(
      brand: BrandContext,
      code: string,
      duePence: number,
    ): Promise<{ tender: GiftCardTender | null; problems: FieldIssue[] }> {
      const refuse = (Message: string) => ({
        tender: null,
        problems: [{ Path: 'body.GiftCardCode', Message }],
      });
      const card = await createGiftCardsRepository(db).byCode(brand.id, code);
      if (!card || card.status === 'Cancelled') return refuse('This gift card code is not valid');
      if (card.status === 'PendingPayment') return refuse('This gift card has not been paid for yet');
      if (card.expiresAt !== null && card.expiresAt <= now()) return refuse('This gift card has expired');
      if (card.balancePence <= 0) return refuse('This gift card has been spent');
      const pence = Math.min(card.balancePence, duePence);
      return {
        tender: { id: card.id, code: card.code, pence, balanceAfterPence: card.balancePence - pence },
        problems: [],
      };
    },

    /** Spends the tender in the order's transaction; 409 (rolling the order back) when the balance fell meanwhile. */
    async claim(tx: DbOrTx, brand: BrandContext, orderId: number, tender: GiftCardTender): Promise<void> {
      if (tender.pence <= 0) return;
      const spent = await createGiftCardsRepository(tx).debit(
        brand.id,
        tender.id,
        tender.pence,
        orderId,
        now(),
      );
      if (!spent)
        throw new HttpError(
          409,
          'Your gift card balance has changed since you added it: check it and place your order again',
        );
    },

    /**
     * Brings what an order has spent from its card in line with what it now pays by gift card (0 for a
     * cancelled order; less for an order made cheaper), crediting the difference back with a Returned entry.
     * Runs in the cancelling or amending transaction, under the order's row lock, so it gives back once.
     */
    async reconcile(tx: DbOrTx, brandId: number, orderId: number): Promise<void> {
      const repo = createGiftCardsRepository(tx);
      const order = await repo.lockOrder(brandId, orderId);
      if (!order || order.giftCardId === null) return;
      const target = order.status === 'Cancelled' ? 0 : order.giftCardPence;
      const spent = await repo.spentBy(brandId, orderId, order.giftCardId);
      if (spent > target) await repo.credit(brandId, order.giftCardId, spent - target, orderId);
    },

    /** Tests: a card's ledger sum beside its balance. */
    async ledger(brandId: number, id: number) {
      const repo = createGiftCardsRepository(db);
      const card = await repo.find(brandId, id);
      return { balancePence: card?.balancePence ?? 0, ledgerPence: await repo.ledgerSum(brandId, id) };
    },
  };
}
export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
