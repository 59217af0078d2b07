import type { Order } from '@storefront/contract/order';
import type { Db } from '../../db/client';
import { emailLook } from '../../lib/email/email-look';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { BrandContext } from '../brand/brand.service';
import { orderConfirmationEmail } from '../orders/order-confirmation-email';
import { runAfterPlaced, runCancelled, runStatusChanged, type OrderHooks } from '../orders/order-hooks';
import { createOrdersRepository } from '../orders/orders.repository';
import { orderRecipient } from '../orders/order-recipient';
import { toOrderDto } from '../orders/order-dto';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { createPaymentsRepository, type PaymentRow } from './payments.repository';

/** What settling a payment and lapsing an unpaid order work with. */
export interface SettlementDeps {
  db: Db;
  provider: PaymentProvider | null;
  mailer?: Mailer;
  hooks?: OrderHooks;
  brandById: (brandId: number) => Promise<BrandContext | null>;
  report: (error: unknown, context: string) => void;
  /** Where the site is: the emails' logo and links point there. */
  siteUrl?: string;
}

export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new HttpError(409, 'Card payments are not available at the moment');
  return provider;
}

/**
 * Records what the provider says of a payment. Succeeded: once only (conditional update on the payment's
 * status), counting the money and moving a PendingPayment order to Placed with its confirmation email in the
 * same transaction. Failed: the provider's message is kept (the customer may try another card).
 */
export async function settle(
  s: SettlementDeps,
  row: PaymentRow,
  seen?: ProviderPayment,
): Promise<PaymentRow['status']> {
  if (row.status !== 'Pending') return row.status;
  const at = seen ?? (await requireProvider(s.provider).retrieve(row.providerRef));
  if (at.status === 'failed' || at.status === 'pending') {
    if (at.failureMessage !== row.failureMessage)
      await createPaymentsRepository(s.db).noteFailure(row.brandId, row.id, at.failureMessage);
    return 'Pending';
  }
  const brand = at.status === 'succeeded' ? await s.brandById(row.brandId) : null;
  // Set in the transaction (an assertion, so the compiler does not read it as always null after it).
  let placedOrder = null as Order | null;
  const deliver = await s.db.transaction(async (tx) => {
    const repo = createPaymentsRepository(tx);
    const moved = await repo.settle(
      row.brandId,
      row.id,
      at.status === 'succeeded' ? 'Succeeded' : 'Cancelled',
    );
    if (!moved || at.status !== 'succeeded' || !brand) return null;
    const orders = createOrdersRepository(tx);
    await repo.addPaid(row.brandId, row.orderId, row.amountPence);
    const placed = await orders.transition(row.brandId, row.orderId, 'PendingPayment', 'Placed');
    if (!placed) return null;
    const lines = await orders.linesOf(placed.id);
    placedOrder = toOrderDto(placed, lines, brand);
    await runStatusChanged(s.hooks, tx, brand, placedOrder, 'PendingPayment');
    // The confirmation of a card order goes out when it is paid, not when it was written.
    const recipient = await orderRecipient(tx, row.brandId, placed);
    if (!s.mailer || !recipient) return null;
    const look = emailLook(brand, s.siteUrl ?? '', placedOrder.Branch?.BranchId);
    const message = orderConfirmationEmail(look, placedOrder, 'placed', recipient.firstName);
    return s.mailer.queue(tx, { brandId: row.brandId, to: recipient.email, ...message });
  });
  deliver?.().catch((error: unknown) => s.report(error, 'order email'));
  if (placedOrder && brand) await runAfterPlaced(s.hooks, brand, placedOrder);
  return (await createPaymentsRepository(s.db).find(row.brandId, row.id))?.status ?? row.status;
}

/** Cancels one lapsed card order: payment cancelled at the provider first, then the order and its stock. */
export async function lapse(
  s: SettlementDeps,
  brandId: number,
  orderId: number,
): Promise<'cancelled' | 'paid' | 'skipped'> {
  const repo = createPaymentsRepository(s.db);
  for (const payment of await repo.ofOrder(brandId, orderId)) {
    if (payment.status !== 'Pending') continue;
    const at = s.provider ? await s.provider.cancel(payment.providerRef) : null;
    if (at?.status === 'succeeded') {
      // Paid at the last moment: the payment wins over the deadline.
      await settle(s, payment, at);
      return 'paid';
    }
  }
  return s.db.transaction(async (tx) => {
    const orders = createOrdersRepository(tx);
    const cancelled = await orders.transition(brandId, orderId, 'PendingPayment', 'Cancelled');
    if (!cancelled) return 'skipped';
    const lines = await orders.linesOf(orderId);
    // Item order as in checkout/stock-moves.ts, so the sweep never waits on an order in a cycle.
    const sorted = [...lines].sort((a, b) =>
      a.recipeId === null && b.recipeId === null
        ? a.productId! - b.productId!
        : a.recipeId === null
          ? 1
          : b.recipeId === null
            ? -1
            : a.recipeId - b.recipeId,
    );
    for (const line of sorted)
      await orders.returnStock(
        brandId,
        line.recipeId !== null ? 'recipe' : 'product',
        (line.recipeId ?? line.productId)!,
        line.quantity,
      );
    const txRepo = createPaymentsRepository(tx);
    for (const payment of await txRepo.ofOrder(brandId, orderId))
      if (payment.status === 'Pending') await txRepo.settle(brandId, payment.id, 'Cancelled');
    await runCancelled(s.hooks, tx, brandId, orderId);
    return 'cancelled';
  });
}
