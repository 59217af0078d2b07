import type { OrderStatus } from '@storefront/contract/order';
import { toPounds } from '@storefront/domain/money';
import type { DbOrTx } from '../../db/client';
import { emailLook } from '../../lib/email/email-look';
import type { Mailer } from '../../lib/mailer';
import type { BrandContext } from '../brand/brand.service';
import type { OrderHooks } from './order-hooks';
import { orderRecipient } from './order-recipient';
import { createOrdersRepository } from './orders.repository';
import { orderStatusEmail, type OrderEmailEvent } from './order-status-email';

/** The moves a customer is emailed about here; a cancellation's email is the board's, which knows the reason. */
const EMAILED: ReadonlySet<OrderStatus> = new Set(['Accepted', 'Ready', 'OutForDelivery']);

/**
 * The customer's emails as their order moves on (accepted with its times, ready, out for delivery) and when money
 * is refunded: queued in the transaction of the move or refund (order hooks), delivered by the outbox worker.
 */
export function addOrderStatusEmails(
  hooks: OrderHooks,
  deps: { mailer?: Pick<Mailer, 'queue'>; siteUrl: string },
): void {
  const { mailer } = deps;
  if (!mailer) return;
  const queue = async (
    tx: DbOrTx,
    brand: BrandContext,
    orderId: number,
    build: (firstName: string | null) => ReturnType<typeof orderStatusEmail>,
  ) => {
    const found = await createOrdersRepository(tx).findById(brand.id, orderId);
    const to = found && (await orderRecipient(tx, brand.id, found.order));
    if (!to) return;
    await mailer.queue(tx, { brandId: brand.id, to: to.email, ...build(to.firstName) });
  };
  const look = (brand: BrandContext, branchId: number | undefined) =>
    emailLook(brand, deps.siteUrl, branchId);

  hooks.statusChanged.push(async (tx, brand, { order }) => {
    if (!EMAILED.has(order.Status)) return;
    const event = order.Status as OrderEmailEvent;
    await queue(tx, brand, order.OrderId, (firstName) =>
      orderStatusEmail(look(brand, order.Branch?.BranchId), order, event, { firstName }),
    );
  });
  hooks.refunded.push(async (tx, brand, { order, amountPence }) => {
    await queue(tx, brand, order.OrderId, (firstName) =>
      orderStatusEmail(look(brand, order.Branch?.BranchId), order, 'Refunded', {
        firstName,
        amount: toPounds(amountPence),
      }),
    );
  });
}
