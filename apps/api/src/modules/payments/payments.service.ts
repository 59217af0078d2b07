import { createHash, randomBytes } from 'node:crypto';
import type {
  PaymentCheck,
  PaymentOptions,
  PaymentSession,
  PaymentSummary,
} from '@storefront/contract/payment';
import { formatPounds, toPounds } from '@storefront/domain/money';
import type { Db } from '../../db/client';
import { emailLook } from '../../lib/email/email-look';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { BrandContext } from '../brand/brand.service';
import { runRefunded, type OrderHooks } from '../orders/order-hooks';
import { owns, type OrderOwner } from '../orders/order-owner';
import { orderRecipient } from '../orders/order-recipient';
import { createOrdersRepository, type OrderRow } from '../orders/orders.repository';
import { toOrderDto } from '../orders/order-dto';
import { paymentLinkEmail } from './payment-link-email';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { lapse, requireProvider, settle as settleWith, type SettlementDeps } from './payment-settlement';
import { createPaymentsRepository, type PaymentRow } from './payments.repository';

/** Who is asking about an order's payment: its owner, the holder of its payment link, or staff. */
export interface PayAccess {
  owner: OrderOwner | null;
  payToken?: string;
  staff?: boolean;
}

export interface PaymentsServiceOptions {
  /** Null when no provider may run (production without Stripe keys): card payments are not offered. */
  provider: PaymentProvider | null;
  holdMinutes: number;
  mailer?: Mailer;
  /** The site's address for payment links in emails. */
  publicUrl: string;
  now?: () => Date;
  onError?: (error: unknown, context: string) => void;
  /** A webhook about a payment that is not an order's (a gift card's): true when it was handled. */
  onOtherPayment?: (provider: PaymentProvider['name'], ref: string) => Promise<boolean>;
  /**
   * What other areas do once a paid order became Placed and that committed (auto-accept), and what a lapsed
   * order gives back in its cancelling transaction besides stock (points, promo uses).
   */
  hooks?: OrderHooks;
  /** Brands by id: the sweep and webhooks know only an id. */
  brandById: (brandId: number) => Promise<BrandContext | null>;
}

const payTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** What is left to pay by card: the total less what a gift card paid and what cards paid (net of refunds). */
const outstandingOf = (o: OrderRow) =>
  Math.max(0, o.totalPence - o.giftCardPence - (o.paidPence - o.refundedPence));

/**
 * Card payments of orders. A card order is written PendingPayment (orders.service, holding its stock until
 * `paymentDueBy`); it becomes Placed when the provider says the payment succeeded — whichever of the webhook
 * and the browser's return check asks first. Both go through `settle`, which asks the provider itself and then
 * moves the payment out of Pending with a conditional update: only the caller that gets the row back counts
 * the money, places the order and queues its confirmation, all in one transaction. The sweep cancels card
 * orders whose time ran out and gives their stock back, after cancelling the payment at the provider (so it
 * can no longer succeed) or, if it succeeded meanwhile, settling it instead.
 */
/** How long the sweep passes over an order whose lapse failed before it tries again. */
const RETRY_FAILED_LAPSE_MS = 10 * 60_000;

export function createPaymentsService(db: Db, options: PaymentsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const provider = options.provider;
  const report = (error: unknown, context: string) => options.onError?.(error, context);

  const settlement: SettlementDeps = {
    db,
    provider,
    mailer: options.mailer,
    hooks: options.hooks,
    brandById: options.brandById,
    report,
    siteUrl: options.publicUrl,
  };
  const settle = (row: PaymentRow, seen?: ProviderPayment) => settleWith(settlement, row, seen);
  /** Orders whose lapse failed in this process, and until when the sweep passes them over. */
  const failedLapses = new Map<number, number>();

  /** The order when the caller may pay it; 404 otherwise (another's order is not confirmed to exist). */
  async function accessibleOrder(brand: BrandContext, access: PayAccess, orderId: number) {
    const found = await createOrdersRepository(db).findById(brand.id, orderId);
    const allowed =
      found &&
      (access.staff ||
        (access.owner && owns(access.owner, found.order)) ||
        (access.payToken !== undefined &&
          found.order.payTokenHash !== null &&
          found.order.payTokenHash === payTokenHash(access.payToken)));
    if (!found || !allowed) throw new HttpError(404, `Order ${orderId} was not found`);
    return found;
  }

  function summaryOf(brand: BrandContext, order: OrderRow): PaymentSummary {
    return {
      OrderId: order.id,
      OrderNumber: toOrderDto(order, [], brand).OrderNumber,
      Status: order.status,
      TotalPence: order.totalPence,
      GiftCardPence: order.giftCardPence,
      PaidPence: order.paidPence,
      RefundedPence: order.refundedPence,
      OutstandingPence: order.status === 'Cancelled' ? 0 : outstandingOf(order),
      PaymentDueBy: order.status === 'PendingPayment' ? (order.paymentDueBy?.toISOString() ?? null) : null,
      Currency: 'GBP',
    };
  }

  return {
    /** Whether and how the brand takes cards. */
    options(brand: BrandContext): PaymentOptions {
      const card = provider !== null && brand.config.CardPayments !== false;
      return {
        Card: card,
        Provider: card ? provider.name : null,
        Label: provider?.label ?? 'Card',
        PublishableKey: card ? provider.publishableKey : null,
        HoldMinutes: options.holdMinutes,
      };
    },

    /** What orders.service needs to write a card order. */
    cardTerms(brand: BrandContext): { holdMs: number } | null {
      return provider && brand.config.CardPayments !== false
        ? { holdMs: options.holdMinutes * 60_000 }
        : null;
    },

    async summary(brand: BrandContext, access: PayAccess, orderId: number): Promise<PaymentSummary> {
      return summaryOf(brand, (await accessibleOrder(brand, access, orderId)).order);
    },

    /**
     * A payment for what is left to pay on an order. An unfinished payment of the same amount is handed back
     * (a reload of the pay screen does not start another); the provider call carries an idempotency key.
     */
    async start(brand: BrandContext, access: PayAccess, orderId: number): Promise<PaymentSession> {
      const pay = requireProvider(provider);
      const { order } = await accessibleOrder(brand, access, orderId);
      if (order.status === 'Cancelled')
        throw new HttpError(409, 'This order was cancelled: its payment time ran out, or it was called off');
      if (order.status === 'PendingPayment' && order.paymentDueBy && order.paymentDueBy <= now())
        throw new HttpError(409, 'The time to pay for this order has run out');
      const amount = outstandingOf(order);
      if (amount <= 0) throw new HttpError(409, 'There is nothing left to pay on this order');
      const repo = createPaymentsRepository(db);
      const earlier = await repo.ofOrder(brand.id, order.id);
      for (const payment of earlier) {
        if (payment.status !== 'Pending' || payment.provider !== pay.name || payment.amountPence !== amount)
          continue;
        const at = await pay.retrieve(payment.providerRef);
        if (at.status === 'pending' || at.status === 'failed')
          return {
            PaymentId: payment.id,
            Provider: pay.name,
            ClientSecret: at.clientSecret,
            PublishableKey: pay.publishableKey,
            AmountPence: amount,
            Currency: 'GBP',
          };
        await settle(payment, at);
      }
      const created = await pay.create({
        amountPence: amount,
        currency: 'gbp',
        description: `${brand.name} order ${toOrderDto(order, [], brand).OrderNumber}`,
        metadata: { brandId: String(brand.id), orderId: String(order.id) },
        idempotencyKey: `order-${brand.id}-${order.id}-${amount}-${earlier.length}`,
      });
      const row = await repo.insert({
        brandId: brand.id,
        orderId: order.id,
        provider: pay.name,
        providerRef: created.ref,
        amountPence: amount,
      });
      return {
        PaymentId: row.id,
        Provider: pay.name,
        ClientSecret: created.clientSecret,
        PublishableKey: pay.publishableKey,
        AmountPence: amount,
        Currency: 'GBP',
      };
    },

    /** The return URL's server-side check: asks the provider, records the outcome, answers the order's state. */
    async check(
      brand: BrandContext,
      access: PayAccess,
      body: { OrderId: number; PaymentId?: number; ProviderRef?: string },
    ): Promise<PaymentCheck> {
      await accessibleOrder(brand, access, body.OrderId);
      const repo = createPaymentsRepository(db);
      const all = await repo.ofOrder(brand.id, body.OrderId);
      const payment =
        body.PaymentId !== undefined
          ? all.find((p) => p.id === body.PaymentId)
          : body.ProviderRef !== undefined
            ? all.find((p) => p.providerRef === body.ProviderRef)
            : all[0];
      if (!payment) throw new HttpError(404, 'This payment was not found');
      const status = await settle(payment);
      const after = (await repo.find(brand.id, payment.id))!;
      const order = (await accessibleOrder(brand, access, body.OrderId)).order;
      return {
        OrderId: order.id,
        OrderStatus: order.status,
        PaymentStatus: status,
        OutstandingPence: order.status === 'Cancelled' ? 0 : outstandingOf(order),
        Message: status === 'Pending' ? after.failureMessage : null,
      };
    },

    /** A verified webhook: the payment it names is settled (unknown payments are ignored, as Stripe expects). */
    async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const pay = requireProvider(provider);
      const event = pay.verifyWebhook(rawBody, headers);
      if (!event.ref) return { handled: false };
      const row = await createPaymentsRepository(db).findByRef(pay.name, event.ref);
      if (!row) return { handled: (await options.onOtherPayment?.(pay.name, event.ref)) ?? false };
      await settle(row);
      return { handled: true };
    },

    /**
     * Cancels card orders whose payment time ran out and gives their stock back; returns how many. An order whose
     * lapse fails (the provider cannot be asked about its payment) is passed over for RETRY_FAILED_LAPSE_MS, so a
     * few that keep failing at the head of the queue do not hold up every later one.
     */
    async sweep(limit = 100): Promise<{ cancelled: number; paid: number }> {
      const at = now().getTime();
      for (const [orderId, until] of failedLapses) if (until <= at) failedLapses.delete(orderId);
      const due = await createPaymentsRepository(db).lapsed(now(), limit, [...failedLapses.keys()]);
      const result = { cancelled: 0, paid: 0 };
      for (const { brandId, orderId } of due) {
        try {
          const outcome = await lapse(settlement, brandId, orderId);
          if (outcome === 'cancelled') result.cancelled += 1;
          if (outcome === 'paid') result.paid += 1;
        } catch (error) {
          failedLapses.set(orderId, at + RETRY_FAILED_LAPSE_MS);
          report(error, `payment sweep of order ${orderId}`);
        }
      }
      return result;
    },

    /**
     * A payment link for an order with something left to pay: a new token (only its hash is kept, replacing
     * any earlier link) and an email to the order's contact.
     */
    async sendLink(brand: BrandContext, access: PayAccess, orderId: number) {
      const { order } = await accessibleOrder(brand, access, orderId);
      const amount = outstandingOf(order);
      if (order.status === 'Cancelled' || amount <= 0)
        throw new HttpError(409, 'There is nothing left to pay on this order');
      const token = `pl_${randomBytes(24).toString('base64url')}`;
      await createPaymentsRepository(db).setPayToken(brand.id, order.id, payTokenHash(token));
      const url = `${options.publicUrl}/${brand.flavour}/pay?orderId=${order.id}&token=${token}`;
      const to = await orderRecipient(db, brand.id, order);
      if (to && options.mailer)
        await options.mailer.send({
          brandId: brand.id,
          to: to.email,
          ...paymentLinkEmail(
            emailLook(brand, options.publicUrl),
            to.firstName,
            { number: toOrderDto(order, [], brand).OrderNumber, amount: formatPounds(toPounds(amount)) },
            url,
          ),
        });
      return { Url: url, SentTo: to?.email ?? null };
    },

    /**
     * Gives money back (all that is left when no amount is given), from the order's paid payments newest
     * first, through the provider; each refund is recorded against the order and its payment. The order's row
     * stays locked throughout, so two refunds of one order cannot both take the same money.
     */
    async refund(brand: BrandContext, orderId: number, amountPence: number | undefined, reason?: string) {
      const pay = requireProvider(provider);
      return db.transaction(async (tx) => {
        const repo = createPaymentsRepository(tx);
        const order = await repo.lockOrder(brand.id, orderId);
        if (!order) throw new HttpError(404, `Order ${orderId} was not found`);
        const refundable = order.paidPence - order.refundedPence;
        const amount = amountPence ?? refundable;
        if (refundable <= 0) throw new HttpError(409, 'Nothing has been paid on this order to refund');
        if (amount > refundable)
          throw new HttpError(
            409,
            `At most ${formatPounds(toPounds(refundable))} can be refunded on this order`,
          );
        let left = amount;
        let last: { id: number } | undefined;
        for (const payment of await repo.ofOrder(brand.id, orderId)) {
          if (left === 0) break;
          if (payment.status !== 'Succeeded' || payment.provider !== pay.name) continue;
          const already = await repo.refundedOf(brand.id, payment.id);
          const take = Math.min(left, payment.amountPence - already);
          if (take <= 0) continue;
          const done = await pay.refund({
            ref: payment.providerRef,
            amountPence: take,
            idempotencyKey: `refund-${payment.id}-${already}-${take}`,
          });
          const { refund } = await repo.recordRefund({
            brandId: brand.id,
            orderId,
            paymentId: payment.id,
            providerRef: done.ref,
            amountPence: take,
            reason: reason ?? null,
          });
          last = refund;
          left -= take;
        }
        if (left > 0 || !last)
          throw new HttpError(409, 'These payments cannot be refunded through the provider');
        await runRefunded(options.hooks, tx, brand, orderId, amount);
        const after = (await repo.lockOrder(brand.id, orderId))!;
        return {
          OrderId: orderId,
          RefundId: last.id,
          AmountPence: amount,
          PaidPence: after.paidPence,
          RefundedPence: after.refundedPence,
        };
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
