import type { Order, PlaceOrderBody } from '@storefront/contract/order';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import { channelNoun, deliveryTypeOf } from '@storefront/domain/delivery-type';
import type { FieldError } from '@storefront/contract/envelope';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { BrandContext } from '../../brand/brand.service';
import { inPersonPayment, initialStatus, paymentLabel } from '../order-lifecycle';
import { toOrderDto } from '../order-dto';
import { runAfterPlaced, runStatusChanged } from '../order-hooks';
import { newGuestSession, type OrderOwner } from '../order-owner';
import { claimSlot, slotRequest, type SlotRequest } from '../slots/order-slots';
import { createOrderSlotsRepository } from '../slots/order-slots.repository';
import { createOrdersRepository } from '../orders.repository';
import {
  deliverLater,
  queueConfirmation,
  type CheckoutDeps,
  type OrderTxHooks,
  type Recipient,
} from './checkout-deps';
import { outsideHoursIssues } from './line-checks';
import { badOrder, checkOrder, type OrderDraft } from './order-checks';
import { lineRows, moveStock, stockTaken } from './stock-moves';
import {
  NO_DISCOUNT,
  discountFor,
  giftCardFor,
  type OrderDiscount,
  type OrderDiscountInput,
  type OrderGiftCardTender,
} from './tenders';

type PlaceBody = z.output<typeof PlaceOrderBody>;

/** How the order is paid, as asked: card where the brand takes cards, else in person for its channel. */
interface Payment {
  card: { holdMs: number } | null;
  method: Order['PaymentMethod'];
}

/** The order's money: what the promo code, points and gift card take, and the total. */
interface Tenders {
  input: OrderDiscountInput;
  discount: OrderDiscount;
  tender: OrderGiftCardTender | null;
  feePence: number;
  totalPence: number;
}

/**
 * Places an order, in its steps: who orders and how they pay, the checks (order-checks.ts), the money
 * (discounts, gift card), the slot and the lines' menu hours at the time it will be due, then one transaction
 * (the order, the discount's and gift card's claims, the stock, the slot, the confirmation email), and after the
 * commit the email's delivery and auto-accept. The server owns every figure; the last unit is sold once.
 */
export async function place(
  deps: CheckoutDeps,
  brand: BrandContext,
  owner: OrderOwner | null,
  body: PlaceBody,
  hooks?: OrderTxHooks,
): Promise<Order> {
  const at = deps.now();
  const issues: FieldError[] = [];
  if (owner?.kind !== 'customer' && !body.Guest)
    issues.push({ Path: ORDER_PATHS.guest, Message: 'Enter your details, or log in' });
  const payment = paymentOf(deps, brand, body, issues);
  const { draft, issues: problems } = await checkOrder(
    brand,
    createOrdersRepository(deps.db),
    {
      option: body.OrderOption,
      lines: body.Lines,
      area: body.OrderOption === 'Delivery' ? { kind: 'address', address: body.Address } : undefined,
      tableNumber: body.TableNumber,
      branchId: body.BranchId,
      schedule: { kind: 'chosen', at: body.ScheduledFor },
      minimum: 'refuse',
    },
    at,
    issues,
  );
  if (problems.length > 0) throw badOrder(problems);
  const tenders = await tendersOf(deps, brand, owner, body, draft, at);
  const slots = slotRequest(
    brand,
    {
      option: body.OrderOption,
      config: draft.ordering.config,
      scheduled: !!draft.scheduled,
      training: body.Training,
    },
    at,
  );
  // A brand with a capacity: a chosen time in a full slot is refused, an ASAP order planned in one with room.
  const earliest = draft.scheduled ?? draft.asap;
  const plan = slots ? await deps.planner.plan(createOrderSlotsRepository(deps.db), slots, earliest) : null;
  const planned = plan?.due ?? earliest;
  // Menu hours go by when the order is due, which is only known now.
  const closed = outsideHoursIssues(body.Lines, draft.items, { due: planned, now: at });
  if (closed.length > 0) throw badOrder(closed);

  // The planned place counts for the next orders' plans until this one has committed or failed.
  const release = plan?.hold();
  const placing = deps.db.transaction((tx) =>
    write(deps, tx, { brand, owner, body, draft, payment, tenders, slots, planned, at }, hooks),
  );
  const { dto, deliver } = await placing.finally(() => release?.());
  deliverLater(deps, deliver);
  // Auto-accept runs before the answer goes, so the customer's page opens on the accepted order (the HTTP
  // answer itself is the one stored with the idempotency key, as placed).
  return runAfterPlaced(deps.hooks, brand, dto);
}

/** The payment asked for: a card needs a brand that takes cards, anything else must be the channel's own. */
function paymentOf(deps: CheckoutDeps, brand: BrandContext, body: PlaceBody, issues: FieldError[]): Payment {
  const card = body.PaymentMethod === 'Card' ? (deps.cardTerms?.(brand) ?? null) : null;
  const method = body.PaymentMethod === 'Card' ? 'Card' : inPersonPayment(body.OrderOption);
  if (body.PaymentMethod === 'Card' && !card)
    issues.push({ Path: ORDER_PATHS.paymentMethod, Message: 'Card payments are not taken here' });
  else if (body.PaymentMethod !== 'cash' && body.PaymentMethod !== method)
    issues.push({
      Path: ORDER_PATHS.paymentMethod,
      Message: `Orders for ${channelNoun(deliveryTypeOf(body.OrderOption))} are paid in person: ${paymentLabel(method).toLowerCase()}`,
    });
  return { card, method };
}

/** The discount and the gift card's part, as the quote showed them; a refused code or card refuses the order. */
async function tendersOf(
  deps: CheckoutDeps,
  brand: BrandContext,
  owner: OrderOwner | null,
  body: PlaceBody,
  draft: OrderDraft,
  at: Date,
): Promise<Tenders> {
  const input: OrderDiscountInput = {
    customerId: owner?.kind === 'customer' ? owner.customer.customerId : null,
    guestEmail: owner?.kind === 'customer' ? null : (body.Guest?.Email ?? null),
    option: body.OrderOption,
    subtotalPence: draft.subtotalPence,
    promoCode: body.PromoCode,
    redeemPoints: body.RedeemPoints,
    at,
  };
  const discount = await discountFor(deps.discounts, brand, input);
  if (discount.problems.length > 0) throw badOrder(discount.problems);
  const feePence = draft.delivery?.feePence ?? 0;
  const totalPence = draft.subtotalPence + feePence - discount.discountPence;
  const gift = body.GiftCardCode
    ? await giftCardFor(deps.giftCards, brand, body.GiftCardCode, totalPence)
    : null;
  if (gift && gift.problems.length > 0) throw badOrder(gift.problems);
  return { input, discount, tender: gift?.tender ?? null, feePence, totalPence };
}

interface Placing {
  brand: BrandContext;
  owner: OrderOwner | null;
  body: PlaceBody;
  draft: OrderDraft;
  payment: Payment;
  tenders: Tenders;
  slots: SlotRequest | null;
  planned: Date;
  at: Date;
}

/** A placed order's confirmation email and what its placing sets off (webhooks, push), in its transaction. */
async function announce(deps: CheckoutDeps, tx: DbOrTx, brand: BrandContext, order: Order, to: Recipient) {
  const deliver = await queueConfirmation(deps, tx, brand, order, 'placed', to);
  await runStatusChanged(deps.hooks, tx, brand, order, null);
  return deliver;
}

/** The order's transaction: the row and its lines, the claims, the stock, the slot, the email in the outbox. */
async function write(deps: CheckoutDeps, tx: DbOrTx, p: Placing, hooks: OrderTxHooks | undefined) {
  const { brand, owner, body, draft, tenders } = p;
  await hooks?.begin(tx);
  const repo = createOrdersRepository(tx);
  // A gift card that pays it all leaves nothing for a card to take: the order is placed at once.
  const hold =
    p.payment.card && tenders.totalPence - (tenders.tender?.pence ?? 0) > 0 ? p.payment.card : null;
  const method = p.payment.card && !hold ? inPersonPayment(body.OrderOption) : p.payment.method;
  const minted = owner ? null : newGuestSession();
  const customerId = owner?.kind === 'customer' ? owner.customer.customerId : null;
  const guest = customerId === null ? body.Guest : undefined;
  const { order, lines } = await repo.insert(
    {
      brandId: brand.id,
      ...(deps.clockDatesOrders ? { createdAt: p.at } : {}),
      customerId,
      guestEmail: guest?.Email ?? null,
      guestName: guest ? `${guest.FirstName} ${guest.LastName}`.trim() : null,
      guestMobile: guest?.Mobile ?? null,
      guestSessionHash:
        customerId !== null ? null : owner?.kind === 'guest' ? owner.sessionHash : minted!.hash,
      channel: body.OrderOption,
      status: initialStatus(method),
      paymentMethod: method,
      training: body.Training,
      scheduledFor: draft.scheduled,
      dueAt: p.planned,
      address:
        draft.delivery && body.Address
          ? { ...body.Address, Postcode: draft.postcode ?? body.Address.Postcode }
          : null,
      notes: body.Notes || null,
      allergyNote: body.AllergyNote || null,
      tableNumber: body.TableNumber ?? null,
      branchId: draft.branch?.id ?? null,
      branchName: draft.branch?.name ?? null,
      branchAddress: draft.branch?.address ?? null,
      subtotalPence: draft.subtotalPence,
      deliveryFeePence: tenders.feePence,
      discountPence: tenders.discount.discountPence,
      promoCode: tenders.discount.promo?.code ?? null,
      pointsRedeemed: tenders.discount.points?.points ?? 0,
      totalPence: tenders.totalPence,
      giftCardId: tenders.tender?.id ?? null,
      giftCardPence: tenders.tender?.pence ?? 0,
      // A card order holds its stock until then; the payments sweep cancels it if still unpaid.
      paymentDueBy: hold ? new Date(p.at.getTime() + hold.holdMs) : null,
    },
    lineRows(brand.id, draft.priced),
  );
  if (tenders.discount !== NO_DISCOUNT)
    await deps.discounts?.claim(tx, brand, { ...tenders.input, orderId: order.id }, tenders.discount);
  if (tenders.tender) await deps.giftCards!.claim(tx, brand, order.id, tenders.tender);
  // Stock last: the row locks it takes are then held only until the commit that follows, so orders for a
  // popular item queue for one statement, not for the whole order.
  await moveStock(repo, brand.id, stockTaken(draft.kind, draft.totals, draft.items));
  // The slot last too, checked under its lock: the place planned may have been taken meanwhile.
  if (p.slots) {
    const due = await claimSlot(createOrderSlotsRepository(tx), p.slots, p.planned);
    if (due.getTime() !== p.planned.getTime()) {
      // Moved to a later slot: its lines must still be served then (breakfast ends at 11:00).
      const closedThen = outsideHoursIssues(body.Lines, draft.items, { due, now: p.at });
      if (closedThen.length > 0) throw badOrder(closedThen);
      await createOrderSlotsRepository(tx).setDueAt(brand.id, order.id, due);
      order.dueAt = due;
    }
  }
  const placed = toOrderDto(order, lines, brand);
  const answer = minted ? { ...placed, GuestSession: minted.token } : placed;
  const recipient =
    customerId !== null
      ? await repo.customerContact(brand.id, customerId)
      : guest && { email: guest.Email, firstName: guest.FirstName };
  // A card order is announced when its payment succeeds (payments.service).
  const deliver = hold ? () => Promise.resolve() : await announce(deps, tx, brand, placed, recipient);
  await hooks?.end(tx, answer);
  return { dto: answer, deliver };
}
