import type { AmendOrderBody, Order } from '@storefront/contract/order';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { HttpError, unauthorized } from '../../../lib/http-error';
import type { BrandContext } from '../../brand/brand.service';
import { toOrderDto } from '../order-dto';
import { orderRecipient } from '../order-recipient';
import { amendRefusal } from '../order-lifecycle';
import { ownedOrder, type OrderOwner } from '../order-owner';
import { claimSlot, slotRequest } from '../slots/order-slots';
import { createOrderSlotsRepository } from '../slots/order-slots.repository';
import { createOrdersRepository, type OrderRow } from '../orders.repository';
import { deliverLater, queueConfirmation, type CheckoutDeps, type OrderTxHooks } from './checkout-deps';
import { outsideHoursIssues } from './line-checks';
import { badOrder, checkOrder, type OrderDraft } from './order-checks';
import { lineRows, moveStock, stockExchanged, stockTaken } from './stock-moves';

type AmendBody = z.output<typeof AmendOrderBody>;

/**
 * Replaces the lines of an order that is still Placed, for its owner: repriced and checked like a new order
 * (order-checks.ts, at the time it is due), and stock moved by the difference (old lines given back, new ones
 * taken) in one transaction that first locks the order with a conditional update on its status, so concurrent
 * amendments of one order run one after another and none can slip past its acceptance.
 */
export async function amend(
  deps: CheckoutDeps,
  brand: BrandContext,
  owner: OrderOwner | null,
  body: AmendBody,
  hooks?: OrderTxHooks,
): Promise<Order> {
  if (!owner) throw unauthorized('Log in, or use the session that placed the order, to change it');
  const at = deps.now();
  const repo = createOrdersRepository(deps.db);
  const { order } = await ownedOrder(repo, brand, owner, body.OrderId);
  const refusal = amendRefusal(order.status);
  if (refusal) throw new HttpError(409, refusal);
  const option = order.channel;
  // The new lines must be served when the order is due: its scheduled time, or ASAP's from now.
  const { draft, issues } = await checkOrder(
    brand,
    repo,
    {
      option,
      lines: body.Lines,
      area:
        option === 'Delivery'
          ? { kind: 'placed', postcode: order.address?.Postcode ?? null, feePence: order.deliveryFeePence }
          : undefined,
      branchId: body.BranchId,
      placedBranchId: order.branchId,
      schedule: { kind: 'placed', at: order.scheduledFor },
      servedAt: (scheduled, asap) => scheduled ?? asap,
      minimum: 'refuse',
    },
    at,
  );
  if (issues.length > 0) throw badOrder(issues);
  const feePence = draft.delivery?.feePence ?? order.deliveryFeePence;
  const { dto, deliver } = await deps.db.transaction((tx) =>
    rewrite(deps, tx, { brand, body, draft, orderId: order.id, feePence, at }, hooks),
  );
  deliverLater(deps, deliver);
  return dto;
}

interface Amending {
  brand: BrandContext;
  body: AmendBody;
  draft: OrderDraft;
  orderId: number;
  feePence: number;
  at: Date;
}

/** The amendment's transaction: the order locked while Placed, stock exchanged, its slot kept, lines replaced. */
async function rewrite(deps: CheckoutDeps, tx: DbOrTx, a: Amending, hooks: OrderTxHooks | undefined) {
  const { brand, body, draft } = a;
  await hooks?.begin(tx);
  const repo = createOrdersRepository(tx);
  const locked = await repo.lockPlaced(brand.id, a.orderId);
  if (!locked) {
    const current = await repo.findById(brand.id, a.orderId);
    throw new HttpError(
      409,
      amendRefusal(current?.order.status ?? 'Cancelled') ?? 'This order can no longer be changed',
    );
  }
  // Read under the lock: a concurrent amendment has committed its lines by now.
  const old = await repo.linesOf(locked.id);
  await moveStock(
    repo,
    brand.id,
    stockExchanged(old, stockTaken(draft.kind, draft.totals, draft.items), draft.items),
  );
  const dueAt = await keepSlot(tx, a, locked);
  const subtotal = draft.subtotalPence;
  // The discount stays as placed, but never takes off more than the new lines cost; the gift card pays as
  // before, never more than the new total (the rest goes back to it below).
  const discountPence = Math.min(locked.discountPence, subtotal);
  const totalPence = subtotal + a.feePence - discountPence;
  const { order, lines } = await repo.replaceLines(
    locked.id,
    {
      subtotalPence: subtotal,
      deliveryFeePence: a.feePence,
      discountPence,
      totalPence,
      giftCardPence: Math.min(locked.giftCardPence, totalPence),
      amended: true,
      amendedAt: a.at,
      dueAt,
      ...(body.Notes !== undefined ? { notes: body.Notes || null } : {}),
      ...(draft.branch
        ? { branchId: draft.branch.id, branchName: draft.branch.name, branchAddress: draft.branch.address }
        : {}),
    },
    lineRows(brand.id, draft.priced),
  );
  if (locked.giftCardId !== null) await deps.giftCards?.reconcile(tx, brand.id, locked.id);
  const amended = toOrderDto(order, lines, brand);
  const deliver = await queueConfirmation(
    deps,
    tx,
    brand,
    amended,
    'amended',
    await orderRecipient(tx, brand.id, order),
  );
  await hooks?.end(tx, amended);
  return { dto: amended, deliver };
}

/**
 * When the amended order is due: a scheduled order keeps its time; an ASAP order is due again from now, under a
 * capacity in a slot with room (it keeps its own place), and its new lines must still be served then.
 */
async function keepSlot(tx: DbOrTx, a: Amending, locked: OrderRow): Promise<Date> {
  const { brand, draft } = a;
  if (locked.scheduledFor) return locked.scheduledFor;
  const due = draft.asap;
  const slots = slotRequest(
    brand,
    { option: locked.channel, config: draft.ordering.config, scheduled: false, training: locked.training },
    a.at,
  );
  if (!slots) return due;
  const dueAt = await claimSlot(createOrderSlotsRepository(tx), slots, due, locked.dueAt);
  // Moved to a later slot: the new lines must still be served then.
  const closedThen =
    dueAt.getTime() === due.getTime()
      ? []
      : outsideHoursIssues(a.body.Lines, draft.items, { due: dueAt, now: a.at });
  if (closedThen.length > 0) throw badOrder(closedThen);
  return dueAt;
}
