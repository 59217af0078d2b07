import type { BrandConfig } from '@storefront/contract/brand-config';
import type { ExtraObject, OrderOption } from '@storefront/contract/catalog';
import type { Daypart } from '@storefront/contract/menu-hours';
import type {
  AmendOrderBody,
  Order,
  OrderLineInput,
  PlaceOrderBody,
  QuoteBody,
  QuoteResponse,
  ReorderBody,
  ReorderLine,
  SkippedLine,
} from '@storefront/contract/order';
import {
  belowMinimumMessage,
  deliveryQuote,
  deliveryTerms,
  notServedMessage,
  parsePostcode,
  type DeliveryTerms,
} from '@storefront/domain/delivery-fee';
import {
  channelNoun,
  checkoutBlock,
  deliveryTypeOf,
  isOfferedFor,
  type ChannelFlags,
} from '@storefront/domain/delivery-type';
import { toPounds } from '@storefront/domain/money';
import { checkScheduledTime, earliestTime } from '@storefront/domain/schedule';
import { nextFreeSlot } from '@storefront/domain/slot-capacity';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { BrandContext } from '../brand/brand.service';
import { orderingAt, stopMessagesAt } from '../brand/ordering-now';
import { orderEmail } from './order-email';
import { amendRefusal, inPersonPayment, initialStatus, paymentLabel } from './order-lifecycle';
import { createOrderSlotsRepository } from './order-slots.repository';
import { claimSlot, createSlotPlanner, fullSlotCounts, type SlotRequest } from './order-slots';
import { newGuestSession, owns, type OrderOwner } from './order-owner';
import { outsideHours, outsideHoursIssues } from './order-hours';
import { priceLine, type PricedExtra } from './order-pricing';
import {
  createOrdersRepository,
  type NewOrderLine,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository';

type PlaceBody = z.output<typeof PlaceOrderBody>;
type QuoteInput = z.output<typeof QuoteBody>;
type AmendBody = z.output<typeof AmendOrderBody>;
type ReorderInput = z.output<typeof ReorderBody>;
type LineInput = z.output<typeof OrderLineInput>;
type Kind = 'recipe' | 'product';
type FieldIssue = { Path: string; Message: string };
type Repo = ReturnType<typeof createOrdersRepository>;

/** A chosen time may be this much in the past of its rule: the time it took to submit the checkout. */
const SCHEDULE_GRACE_MS = 60_000;

/** What ordering needs to know of a recipe or product. */
interface OrderableItem {
  kind: Kind;
  id: number;
  title: string;
  image: string | null;
  base: number;
  extras: ExtraObject | null;
  maxBuy: number | null;
  flags: Required<ChannelFlags>;
  discounted: boolean;
  social: boolean;
  kg: boolean;
  units: string | null;
  stock: number;
  /** Its category is switched on. */
  active: boolean;
  /** Menu hours: its own, and its category's (null: no limit). */
  hours: Daypart[] | null;
  categoryHours: Daypart[] | null;
}

interface PricedLine {
  kind: Kind;
  itemId: number;
  title: string;
  quantity: number;
  unitPence: number;
  extras: PricedExtra[];
  discounted: boolean;
  social: boolean;
  weightGrams: number | null;
}

/**
 * Steps a caller adds to an order write's transaction: `begin` runs first (the route claims the request's
 * idempotency key there), `end` last with the order as it will be answered (the route stores the answer).
 */
export interface OrderTxHooks {
  begin(tx: DbOrTx): Promise<void>;
  end(tx: DbOrTx, order: Order): Promise<void>;
}

/** What a promo code and rewards points take off an order, as the loyalty module computed it. */
export interface OrderDiscount {
  /** Pence off the subtotal in all (never more than it). */
  discountPence: number;
  promo: { code: string; label: string; pence: number } | null;
  points: { points: number; pence: number } | null;
  /** Why a code or a redemption is refused (body.PromoCode, body.RedeemPoints). */
  problems: FieldIssue[];
}

export interface OrderDiscountInput {
  customerId: number | null;
  guestEmail: string | null;
  option: OrderOption;
  subtotalPence: number;
  promoCode: string | undefined;
  redeemPoints: number | undefined;
  at: Date;
}

/**
 * Promo codes and rewards points (the loyalty module). `evaluate` reads only (quote and placement compute the
 * same figures); `claim` runs in the order's transaction and records the code's use and the points spent with
 * atomic conditional writes, throwing (409) when a limit was reached meanwhile, which rolls the order back.
 */
export interface OrderDiscounts {
  evaluate(brand: BrandContext, input: OrderDiscountInput): Promise<OrderDiscount>;
  claim(
    tx: DbOrTx,
    brand: BrandContext,
    input: OrderDiscountInput & { orderId: number },
    discount: OrderDiscount,
  ): Promise<void>;
}

const NO_DISCOUNT: OrderDiscount = { discountPence: 0, promo: null, points: null, problems: [] };

/** What a gift card pays of an order (the gift cards module), evaluated before the order is written. */
export interface OrderGiftCardTender {
  id: number;
  code: string;
  pence: number;
  balanceAfterPence: number;
}

/**
 * Gift cards as a way to pay (the gift cards module): `evaluate` reads only; `claim` spends from the card in
 * the order's transaction with a conditional update (409 when its balance fell meanwhile, rolling the order
 * back); `reconcile` gives back what a cancelled or cheaper order no longer takes.
 */
export interface OrderGiftCards {
  evaluate(
    brand: BrandContext,
    code: string,
    duePence: number,
  ): Promise<{ tender: OrderGiftCardTender | null; problems: FieldIssue[] }>;
  claim(tx: DbOrTx, brand: BrandContext, orderId: number, tender: OrderGiftCardTender): Promise<void>;
  reconcile(tx: DbOrTx, brandId: number, orderId: number): Promise<void>;
}

export interface OrdersServiceOptions {
  /** Sends the confirmation emails (through the outbox); none in some tests. */
  mailer?: Mailer;
  /** The clock (tests of clock-change days). */
  now?: () => Date;
  /** Told when a confirmation email could not be queued; the order stands. */
  onEmailError?: (error: unknown) => void;
  /**
   * Whether the brand takes cards, and how long a card order holds its stock waiting for its payment (the
   * payments module); without it every order is paid in person.
   */
  cardTerms?: (brand: BrandContext) => { holdMs: number } | null;
  /** Promo codes and rewards points; without it codes and points are refused as unknown. */
  discounts?: OrderDiscounts;
  /** Gift cards to pay with; without it a gift card code is refused. */
  giftCards?: OrderGiftCards;
  /**
   * Runs after a placed order's transaction committed: auto-accept (admin/auto-accept.ts) answers the order as
   * accepted, or null to leave it as placed.
   */
  afterPlaced?: <T extends Order>(brand: BrandContext, order: T) => Promise<T | null>;
}

export const orderNumber = (brand: BrandContext, id: number) =>
  `${brand.flavour.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`;

/** An order as the API answers it (pounds on the wire). */
export function toOrderDto(order: OrderRow, lines: OrderLineRow[], brand: BrandContext): Order {
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(brand, order.id),
    Status: order.status,
    OrderOption: order.channel,
    Training: order.training,
    Amended: order.amended,
    ScheduledFor: order.scheduledFor?.toISOString() ?? null,
    CreatedAt: order.createdAt.toISOString(),
    Lines: lines.map((l) => ({
      ItemId: (l.recipeId ?? l.productId)!,
      Title: l.title,
      Quantity: l.quantity,
      UnitPrice: toPounds(l.unitPence),
      TotalPrice: toPounds(l.totalPence),
      ExtraDetail: l.extras.map((e) => ({
        ExtraTitle: e.ExtraTitle,
        ExtraQuantity: e.ExtraQuantity,
        ExtraPrice: toPounds(e.ExtraPricePence),
        Group: e.Group,
      })),
      WeightKg: l.weightGrams === null ? null : l.weightGrams / 1000,
    })),
    SubTotal: toPounds(order.subtotalPence),
    DeliveryFee: toPounds(order.deliveryFeePence),
    Discount: toPounds(order.discountPence),
    Total: toPounds(order.totalPence),
    PromoCode: order.promoCode,
    PointsRedeemed: order.pointsRedeemed,
    GiftCardAmount: toPounds(order.giftCardPence),
    PaymentMethod: order.paymentMethod,
    DueAt: order.dueAt?.toISOString() ?? null,
    Address: order.address ?? null,
    Notes: order.notes ?? null,
    AmendedAt: order.amendedAt?.toISOString() ?? null,
    PrepMinutes: order.prepMinutes,
    ReadyBy: order.readyBy?.toISOString() ?? null,
    StatusReason: order.statusReason,
    TableNumber: order.tableNumber,
  };
}

/**
 * Dine-in: a table number only goes with an eat-in order, and must be one of the brand's tables when it lists
 * them (BrandConfig.DineInTables; otherwise the contract's 1–999 is the rule).
 */
function checkTable(
  brand: BrandContext,
  body: Pick<PlaceBody, 'OrderOption' | 'TableNumber'>,
  issues: FieldIssue[],
): void {
  const table = body.TableNumber;
  if (table === undefined) return;
  if (body.OrderOption !== 'EatIn')
    issues.push({ Path: 'body.TableNumber', Message: 'A table number goes only with an eat-in order' });
  else if (brand.config.DineInTables && !brand.config.DineInTables.includes(table))
    issues.push({
      Path: 'body.TableNumber',
      Message: `We have no table ${table}: check the number on your table`,
    });
}

const badOrder = (issues: FieldIssue[]) =>
  new HttpError(400, `Please check your order: ${issues.map((i) => i.Message).join('; ')}`, issues);

/**
 * Checkout inactive or the channel stopped (spec §8): the same rule and texts as the cart (domain
 * checkoutBlock), so an order the cart would not let through is refused here too. A channel paused by busy mode
 * is stopped until its pause ends, with its own message. Answers the brand's ordering rules at `at`.
 */
function refuseIfBlocked(brand: BrandContext, option: OrderOption, at: Date) {
  const ordering = orderingAt(brand, at);
  const stop = brand.web.CartMessage?.StopOnlineOrders;
  const block = checkoutBlock({
    checkoutActive: brand.config.Active && brand.web.CheckoutDetail.Active,
    type: deliveryTypeOf(option),
    stopFlags: ordering.config,
    stopMessages: stopMessagesAt(
      {
        Delivery: stop?.Delivery?.Message,
        Collection: stop?.Collection?.Message,
        EatIn: stop?.EatIn?.Message,
      },
      ordering,
    ),
  });
  if (block) throw new HttpError(409, block.message);
  return ordering;
}

/** The slot check of a brand with a capacity (null: no limit, or a training order, which takes no place). */
function slotRequest(
  brand: BrandContext,
  option: OrderOption,
  config: BrandConfig,
  scheduled: boolean,
  training: boolean,
  now: Date,
): SlotRequest | null {
  if (brand.slotCapacity === null || training) return null;
  return { brandId: brand.id, capacity: brand.slotCapacity, option, config, scheduled, now };
}

/** The brand's items of some ids, as ordering sees them. */
async function loadItems(repo: Repo, brand: BrandContext, kind: Kind, ids: number[]) {
  const unique = [...new Set(ids)];
  const items: OrderableItem[] =
    kind === 'recipe'
      ? (await repo.recipesForOrder(brand.id, unique)).map(({ item: r, active, categoryHours }) => ({
          kind,
          id: r.id,
          title: r.title,
          image: r.image,
          base: r.pricePence,
          extras: r.extras,
          maxBuy: r.maxBuy,
          flags: {
            ForDelivery: r.forDelivery,
            ForCollection: r.forCollection,
            ForEatIn: r.forEatIn,
            ForDineIn: r.forDineIn,
          },
          discounted: r.isDiscounted,
          social: r.socialDiscount,
          kg: false,
          units: null,
          stock: r.outOfStock ? 0 : r.stock,
          active,
          hours: r.hours,
          categoryHours,
        }))
      : (await repo.productsForOrder(brand.id, unique)).map(({ item: p, active, categoryHours }) => ({
          kind,
          id: p.id,
          title: p.title,
          image: p.image,
          base: p.newPricePence ?? p.oldPricePence,
          extras: p.extras,
          maxBuy: null,
          // Products carry no eat-in flags: at the table they follow collection, as the catalogue lists them.
          flags: {
            ForDelivery: p.forDelivery,
            ForCollection: p.forCollection,
            ForEatIn: p.forCollection,
            ForDineIn: p.forCollection,
          },
          discounted: p.newPricePence !== null,
          social: false,
          kg: p.units.toLowerCase() === 'kg',
          units: p.units,
          stock: p.outOfStock ? 0 : p.stock,
          active,
          hours: p.hours,
          categoryHours,
        }));
  return new Map(items.map((i) => [i.id, i]));
}

/**
 * Prices the client's lines from the catalogue and checks them (item on the menu and offered for the
 * channel, served at `due` when given, extras valid, max buy), collecting field issues. Client prices are
 * never read.
 */
function priceLines(
  items: Map<number, OrderableItem>,
  option: OrderOption,
  lines: readonly LineInput[],
  issues: FieldIssue[],
  due?: Date,
): { priced: PricedLine[]; totals: Map<number, number> } {
  const type = deliveryTypeOf(option);
  const totals = new Map<number, number>();
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const path = `body.Lines.${i}`;
    const item = items.get(line.ItemId);
    if (!item || !item.active)
      return issues.push({ Path: `${path}.ItemId`, Message: `Item ${line.ItemId} is not on the menu` });
    if (!isOfferedFor(item.flags, type))
      return issues.push({
        Path: path,
        Message: `${item.title} is not available for ${channelNoun(type)}`,
      });
    const closed = due && outsideHours(item, due);
    if (closed) return issues.push({ Path: path, Message: closed });
    totals.set(line.ItemId, (totals.get(line.ItemId) ?? 0) + line.Quantity);
    const result = priceLine(item.base, item.extras, line.ExtraDetail);
    if (!result.ok)
      return issues.push(
        ...result.issues.map((p) => ({ Path: [path, ...p.path].join('.'), Message: p.message })),
      );
    const weight = item.kg ? (line.WeightKg ?? 1) : null;
    priced.push({
      kind: item.kind,
      itemId: line.ItemId,
      title: weight !== null ? `${item.title} (${weight} kg)` : item.title,
      quantity: line.Quantity,
      unitPence: Math.round(result.unitPence * (weight ?? 1)),
      extras: result.extras,
      discounted: item.discounted,
      social: item.social,
      weightGrams: weight === null ? null : Math.round(weight * 1000),
    });
  });
  for (const [id, quantity] of totals) {
    const item = items.get(id);
    if (item?.maxBuy && quantity > item.maxBuy)
      issues.push({ Path: 'body.Lines', Message: `You can buy at most ${item.maxBuy} of ${item.title}` });
  }
  // Amounts are integer pence columns (at most £21,474,836.47): an order beyond a tenth of that — far beyond any
  // basket — is refused with a message rather than failing as it is written (the fuzz sweep's £30,000 × 999).
  if (priced.reduce((sum, l) => sum + l.unitPence * l.quantity, 0) > MAX_ORDER_PENCE)
    issues.push({
      Path: 'body.Lines',
      Message: 'This order is too large to place online. Please contact us.',
    });
  return { priced, totals };
}

/** The largest order subtotal taken online: £2,000,000. */
const MAX_ORDER_PENCE = 200_000_000;

function lineRows(brandId: number, priced: readonly PricedLine[]): NewOrderLine[] {
  return priced.map((l) => ({
    brandId,
    recipeId: l.kind === 'recipe' ? l.itemId : null,
    productId: l.kind === 'product' ? l.itemId : null,
    title: l.title,
    quantity: l.quantity,
    weightGrams: l.weightGrams,
    unitPence: l.unitPence,
    totalPence: l.unitPence * l.quantity,
    isDiscounted: l.discounted,
    socialDiscount: l.social,
    extras: l.extras,
  }));
}

/**
 * Moves stock by per-item differences (positive: take, negative: give back), always in (kind, id) order so
 * two orders touching the same items never wait on each other in a cycle. Taking is one conditional UPDATE
 * per item (never below zero); a shortfall throws 409 with how many are left, rolling the transaction back.
 * `held` is what the order already holds of an item (an amendment may keep it).
 */
async function moveStock(
  repo: Repo,
  brandId: number,
  changes: { kind: Kind; id: number; delta: number; held: number; title: string }[],
): Promise<void> {
  const ordered = [...changes].sort((a, b) =>
    a.kind === b.kind ? a.id - b.id : a.kind.localeCompare(b.kind),
  );
  for (const c of ordered) {
    if (c.delta > 0) {
      const left = await repo.takeStock(brandId, c.kind, c.id, c.delta);
      if (left === undefined) {
        const available = (await repo.stockOf(brandId, c.kind, c.id)) + c.held;
        throw new HttpError(
          409,
          available > 0 ? `Only ${available} left of ${c.title}` : `${c.title} is sold out`,
        );
      }
    } else if (c.delta < 0) await repo.returnStock(brandId, c.kind, c.id, -c.delta);
  }
}

/**
 * Orders: placement, amendment, reorder, reading. The server owns every figure: prices come from the
 * catalogue (client totals are ignored), rules are re-checked with the domain's functions (checkout open,
 * channel not stopped, item offered, max buy, extras, scheduled time, delivery area, fee and minimum), and
 * stock moves in the same transaction as the order is written, so the last unit is sold once.
 */
export function createOrdersService(db: Db, options: OrdersServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const planner = createSlotPlanner();

  /** When an ASAP order placed at `at` would be due: the earliest time, under a capacity in a slot with room. */
  async function earliestWithRoom(
    brand: BrandContext,
    option: OrderOption,
    config: BrandConfig,
    at: Date,
  ): Promise<Date> {
    const earliest = earliestTime(option, config, at);
    if (brand.slotCapacity === null) return earliest;
    const counts = await fullSlotCounts(
      createOrderSlotsRepository(db),
      brand.id,
      earliest,
      brand.slotCapacity,
    );
    return nextFreeSlot(earliest, counts, brand.slotCapacity).at;
  }

  /** The delivery terms of an address, with issues for a malformed or unserved postcode. */
  function deliveryFor(
    brand: BrandContext,
    address: PlaceBody['Address'],
    issues: FieldIssue[],
  ): DeliveryTerms | null {
    if (!address) {
      issues.push({ Path: 'body.Address', Message: 'Enter the delivery address' });
      return null;
    }
    const postcode = parsePostcode(address.Postcode);
    if (!postcode) {
      issues.push({ Path: 'body.Address.Postcode', Message: 'Enter a valid UK postcode' });
      return null;
    }
    const terms = deliveryTerms(brand.config, postcode.formatted);
    if (terms.served === false)
      issues.push({ Path: 'body.Address.Postcode', Message: notServedMessage(postcode.formatted) });
    return terms;
  }

  /**
   * Queues an order's confirmation in the outbox inside its transaction, so the order and its email commit
   * together; returns the delivery to start after the commit. Building the message cannot fail the order.
   */
  async function queueEmail(
    tx: DbOrTx,
    brand: BrandContext,
    order: Order,
    kind: 'placed' | 'amended',
    to: { email: string; firstName: string | null } | undefined,
  ): Promise<() => Promise<void>> {
    const nothing = () => Promise.resolve();
    if (!options.mailer || !to) return nothing;
    let message: { subject: string; text: string };
    try {
      message = orderEmail(brand.name, order, kind, to.firstName);
    } catch (error) {
      options.onEmailError?.(error);
      return nothing;
    }
    return options.mailer.queue(tx, { brandId: brand.id, to: to.email, ...message });
  }

  /** What a gift card would pay of `duePence` now (read only); refused when gift cards are not wired in. */
  async function giftCardFor(brand: BrandContext, code: string, duePence: number) {
    if (!options.giftCards)
      return {
        tender: null,
        problems: [{ Path: 'body.GiftCardCode', Message: 'Gift cards are not taken here' }],
      };
    return options.giftCards.evaluate(brand, code, duePence);
  }

  /** The promo code's and points' discount of an order (read only). */
  async function discountFor(brand: BrandContext, input: OrderDiscountInput): Promise<OrderDiscount> {
    if (input.promoCode === undefined && !input.redeemPoints) return NO_DISCOUNT;
    if (options.discounts) return options.discounts.evaluate(brand, input);
    return {
      ...NO_DISCOUNT,
      problems: [{ Path: 'body.PromoCode', Message: 'Promo codes and points are not taken here' }],
    };
  }

  /** Starts an email's delivery after the commit; the order stands whatever happens to it. */
  function deliverLater(deliver: () => Promise<void>): void {
    deliver().catch((error: unknown) => options.onEmailError?.(error));
  }

  async function recipientOf(
    repo: Repo,
    brand: BrandContext,
    order: OrderRow,
  ): Promise<{ email: string; firstName: string | null } | undefined> {
    if (order.customerId !== null) return repo.customerContact(brand.id, order.customerId);
    if (!order.guestEmail) return undefined;
    return { email: order.guestEmail, firstName: order.guestName?.split(' ')[0] || null };
  }

  /** The order when the owner placed it; 404 otherwise (another's order is not confirmed to exist). */
  async function ownedOrder(repo: Repo, brand: BrandContext, owner: OrderOwner, orderId: number) {
    const found = await repo.findById(brand.id, orderId);
    if (!found || !owns(owner, found.order)) throw new HttpError(404, `Order ${orderId} was not found`);
    return found;
  }

  return {
    /** A new guest session token (the guest screen); nothing is stored until an order is placed with it. */
    guestSession(): string {
      return newGuestSession().token;
    },

    /**
     * The checkout's summary: the cart priced and checked exactly as placement would, without writing
     * anything. What would refuse the order comes back as problems rather than an error, so the screen can
     * show them beside the lines; a closed checkout or stopped channel is still a 409.
     */
    async quote(
      brand: BrandContext,
      body: QuoteInput,
      owner: OrderOwner | null = null,
    ): Promise<QuoteResponse['Data']> {
      const quotedAt = now();
      const ordering = refuseIfBlocked(brand, body.OrderOption, quotedAt);
      const problems: FieldIssue[] = [];
      let terms: DeliveryTerms | null = null;
      if (body.OrderOption === 'Delivery') {
        const postcode = body.Postcode ? parsePostcode(body.Postcode) : null;
        if (body.Postcode && !postcode)
          problems.push({ Path: 'body.Postcode', Message: 'Enter a valid UK postcode' });
        terms = deliveryTerms(brand.config, postcode?.formatted);
        if (postcode && terms.served === false)
          problems.push({ Path: 'body.Postcode', Message: notServedMessage(postcode.formatted) });
      }
      const repo = createOrdersRepository(db);
      const kind: Kind = brand.web.TemplateData.RecipesBrand ? 'recipe' : 'product';
      const items = await loadItems(
        repo,
        brand,
        kind,
        body.Lines.map((l) => l.ItemId),
      );
      // Lines are checked against the menu hours at the time the order would be due: the chosen time, or ASAP's.
      const earliest = await earliestWithRoom(brand, body.OrderOption, ordering.config, quotedAt);
      let dueAt = earliest;
      if (body.ScheduledFor) {
        const check = checkScheduledTime(
          body.ScheduledFor,
          body.OrderOption,
          ordering.config,
          quotedAt,
          SCHEDULE_GRACE_MS,
        );
        if (check.ok) dueAt = check.at;
        else problems.push({ Path: 'body.ScheduledFor', Message: check.message });
      }
      const { priced } = priceLines(items, body.OrderOption, body.Lines, problems, dueAt);
      const subtotal = priced.reduce((sum, l) => sum + l.unitPence * l.quantity, 0);
      const delivery = terms ? deliveryQuote(subtotal, terms) : null;
      const fee = delivery?.feePence ?? 0;
      const discount = await discountFor(brand, {
        customerId: owner?.kind === 'customer' ? owner.customer.customerId : null,
        guestEmail: null,
        option: body.OrderOption,
        subtotalPence: subtotal,
        promoCode: body.PromoCode,
        redeemPoints: body.RedeemPoints,
        at: now(),
      });
      problems.push(...discount.problems);
      const due = subtotal + fee - discount.discountPence;
      const gift = body.GiftCardCode ? await giftCardFor(brand, body.GiftCardCode, due) : null;
      if (gift) problems.push(...gift.problems);
      const tender = gift?.tender ?? null;
      return {
        Lines: priced.map((l) => ({
          ItemId: l.itemId,
          Title: l.title,
          Quantity: l.quantity,
          UnitPrice: toPounds(l.unitPence),
          TotalPrice: toPounds(l.unitPence * l.quantity),
          ExtraDetail: l.extras.map((e) => ({
            ExtraTitle: e.ExtraTitle,
            ExtraQuantity: e.ExtraQuantity,
            ExtraPrice: toPounds(e.ExtraPricePence),
            Group: e.Group,
          })),
          WeightKg: l.weightGrams === null ? null : l.weightGrams / 1000,
        })),
        SubTotal: toPounds(subtotal),
        DeliveryFee: toPounds(fee),
        Discount: toPounds(discount.discountPence),
        Total: toPounds(subtotal + fee - discount.discountPence),
        Promo: discount.promo && {
          Code: discount.promo.code,
          Description: discount.promo.label,
          Discount: toPounds(discount.promo.pence),
        },
        Points: discount.points && {
          Points: discount.points.points,
          Discount: toPounds(discount.points.pence),
        },
        GiftCard: tender && {
          Code: tender.code,
          Amount: toPounds(tender.pence),
          BalanceAfter: toPounds(tender.balanceAfterPence),
        },
        ToPay: toPounds(due - (tender?.pence ?? 0)),
        MinimumOrder: toPounds(delivery?.minimumPence ?? 0),
        AddMore: delivery?.message ?? null,
        Problems: problems,
        EarliestTime: earliest.toISOString(),
      };
    },

    async place(
      brand: BrandContext,
      owner: OrderOwner | null,
      body: PlaceBody,
      hooks?: OrderTxHooks,
    ): Promise<Order> {
      const at = now();
      const issues: FieldIssue[] = [];
      if (owner?.kind !== 'customer' && !body.Guest)
        issues.push({ Path: 'body.Guest', Message: 'Enter your details, or log in' });
      const ordering = refuseIfBlocked(brand, body.OrderOption, at);

      const type = deliveryTypeOf(body.OrderOption);
      const card = body.PaymentMethod === 'Card' ? (options.cardTerms?.(brand) ?? null) : null;
      const payment = body.PaymentMethod === 'Card' ? 'Card' : inPersonPayment(body.OrderOption);
      if (body.PaymentMethod === 'Card' && !card)
        issues.push({ Path: 'body.PaymentMethod', Message: 'Card payments are not taken here' });
      else if (body.PaymentMethod !== 'cash' && body.PaymentMethod !== payment)
        issues.push({
          Path: 'body.PaymentMethod',
          Message: `Orders for ${channelNoun(type)} are paid in person: ${paymentLabel(payment).toLowerCase()}`,
        });
      const terms = body.OrderOption === 'Delivery' ? deliveryFor(brand, body.Address, issues) : null;
      checkTable(brand, body, issues);
      let scheduled: Date | null = null;
      if (body.ScheduledFor) {
        const check = checkScheduledTime(
          body.ScheduledFor,
          body.OrderOption,
          ordering.config,
          at,
          SCHEDULE_GRACE_MS,
        );
        if (check.ok) scheduled = check.at;
        else issues.push({ Path: 'body.ScheduledFor', Message: check.message });
      }

      const repo = createOrdersRepository(db);
      const kind: Kind = brand.web.TemplateData.RecipesBrand ? 'recipe' : 'product';
      const items = await loadItems(
        repo,
        brand,
        kind,
        body.Lines.map((l) => l.ItemId),
      );
      const { priced, totals } = priceLines(items, body.OrderOption, body.Lines, issues);
      if (issues.length > 0) throw badOrder(issues);

      const subtotal = priced.reduce((sum, l) => sum + l.unitPence * l.quantity, 0);
      const fee = terms?.feePence ?? 0;
      if (terms) {
        const quote = deliveryQuote(subtotal, terms);
        if (!quote.meetsMinimum)
          throw badOrder([
            { Path: 'body.Lines', Message: belowMinimumMessage(quote.minimumPence, quote.shortfallPence) },
          ]);
      }
      const discountInput: OrderDiscountInput = {
        customerId: owner?.kind === 'customer' ? owner.customer.customerId : null,
        guestEmail: owner?.kind === 'customer' ? null : (body.Guest?.Email ?? null),
        option: body.OrderOption,
        subtotalPence: subtotal,
        promoCode: body.PromoCode,
        redeemPoints: body.RedeemPoints,
        at,
      };
      const discount = await discountFor(brand, discountInput);
      if (discount.problems.length > 0) throw badOrder(discount.problems);
      const totalPence = subtotal + fee - discount.discountPence;
      const gift = body.GiftCardCode ? await giftCardFor(brand, body.GiftCardCode, totalPence) : null;
      if (gift && gift.problems.length > 0) throw badOrder(gift.problems);
      const tender = gift?.tender ?? null;
      // A gift card that pays it all leaves nothing for a card to take: the order is placed at once.
      const hold = card && totalPence - (tender?.pence ?? 0) > 0 ? card : null;
      const method = card && !hold ? inPersonPayment(body.OrderOption) : payment;
      const minted = owner ? null : newGuestSession();
      const sessionHash = owner?.kind === 'guest' ? owner.sessionHash : (minted?.hash ?? null);
      const customerId = owner?.kind === 'customer' ? owner.customer.customerId : null;
      const guest = customerId === null ? body.Guest : undefined;
      // A brand with a capacity: a chosen time in a full slot is refused, an ASAP order planned in one with room.
      const slots = slotRequest(
        brand,
        body.OrderOption,
        ordering.config,
        scheduled !== null,
        body.Training,
        at,
      );
      const earliest = scheduled ?? earliestTime(body.OrderOption, ordering.config, at);
      const plan = slots ? await planner.plan(createOrderSlotsRepository(db), slots, earliest) : null;
      const planned = plan?.due ?? earliest;
      // Menu hours go by when the order is due, which is only known now.
      const closed = outsideHoursIssues(body.Lines, items, planned);
      if (closed.length > 0) throw badOrder(closed);

      // The planned place counts for the next orders' plans until this one has committed or failed.
      const release = plan?.hold();
      const placing = db.transaction(async (tx) => {
        await hooks?.begin(tx);
        const txRepo = createOrdersRepository(tx);
        const { order, lines } = await txRepo.insert(
          {
            brandId: brand.id,
            // An injected clock dates the order too (tests, the demo history's past orders); else the database's.
            ...(options.now ? { createdAt: at } : {}),
            customerId,
            guestEmail: guest?.Email ?? null,
            guestName: guest ? `${guest.FirstName} ${guest.LastName}`.trim() : null,
            guestMobile: guest?.Mobile ?? null,
            guestSessionHash: customerId === null ? sessionHash : null,
            channel: body.OrderOption,
            status: initialStatus(method),
            paymentMethod: method,
            training: body.Training,
            scheduledFor: scheduled,
            dueAt: planned,
            address:
              terms && body.Address
                ? { ...body.Address, Postcode: terms.postcode ?? body.Address.Postcode }
                : null,
            notes: body.Notes || null,
            tableNumber: body.TableNumber ?? null,
            subtotalPence: subtotal,
            deliveryFeePence: fee,
            discountPence: discount.discountPence,
            promoCode: discount.promo?.code ?? null,
            pointsRedeemed: discount.points?.points ?? 0,
            totalPence,
            giftCardId: tender?.id ?? null,
            giftCardPence: tender?.pence ?? 0,
            // A card order holds its stock until then; the payments sweep cancels it if still unpaid.
            paymentDueBy: hold ? new Date(at.getTime() + hold.holdMs) : null,
          },
          lineRows(brand.id, priced),
        );
        if (discount !== NO_DISCOUNT)
          await options.discounts?.claim(tx, brand, { ...discountInput, orderId: order.id }, discount);
        if (tender) await options.giftCards!.claim(tx, brand, order.id, tender);
        // Stock last: the row locks it takes are then held only until the commit that follows, so orders for
        // a popular item queue for one statement, not for the whole order.
        await moveStock(
          txRepo,
          brand.id,
          [...totals].map(([id, quantity]) => ({
            kind,
            id,
            delta: quantity,
            held: 0,
            title: items.get(id)?.title ?? `Item ${id}`,
          })),
        );
        // The slot last too, checked under its lock: the place planned may have been taken meanwhile.
        if (slots) {
          const due = await claimSlot(createOrderSlotsRepository(tx), slots, planned);
          if (due.getTime() !== planned.getTime()) {
            // Moved to a later slot: its lines must still be served then (breakfast ends at 11:00).
            const closedThen = outsideHoursIssues(body.Lines, items, due);
            if (closedThen.length > 0) throw badOrder(closedThen);
            await createOrderSlotsRepository(tx).setDueAt(brand.id, order.id, due);
            order.dueAt = due;
          }
        }
        const placed = toOrderDto(order, lines, brand);
        const answer = minted ? { ...placed, GuestSession: minted.token } : placed;
        const recipient =
          customerId !== null
            ? await txRepo.customerContact(brand.id, customerId)
            : guest && { email: guest.Email, firstName: guest.FirstName };
        // A card order's confirmation goes out when its payment succeeds (payments.service).
        const queued = hold
          ? () => Promise.resolve()
          : await queueEmail(tx, brand, placed, 'placed', recipient);
        await hooks?.end(tx, answer);
        return { dto: answer, deliver: queued };
      });
      const { dto, deliver } = await placing.finally(() => release?.());
      deliverLater(deliver);
      // Auto-accept runs before the answer goes, so the customer's page opens on the accepted order (the
      // HTTP answer itself is the one stored with the idempotency key above, as placed).
      return (await options.afterPlaced?.(brand, dto)) ?? dto;
    },

    /**
     * Replaces the lines of an order that is still Placed, for its owner: repriced and checked like a new
     * order, and stock moved by the difference (old lines given back, new ones taken) in one transaction that
     * first locks the order with a conditional update on its status, so concurrent amendments of one order
     * run one after another and none can slip past its acceptance.
     */
    async amend(
      brand: BrandContext,
      owner: OrderOwner | null,
      body: AmendBody,
      hooks?: OrderTxHooks,
    ): Promise<Order> {
      if (!owner) throw unauthorized('Log in, or use the session that placed the order, to change it');
      const at = now();
      const repo = createOrdersRepository(db);
      const found = await ownedOrder(repo, brand, owner, body.OrderId);
      const refusal = amendRefusal(found.order.status);
      if (refusal) throw new HttpError(409, refusal);
      const option = found.order.channel;
      const ordering = refuseIfBlocked(brand, option, at);

      const issues: FieldIssue[] = [];
      const kind: Kind = brand.web.TemplateData.RecipesBrand ? 'recipe' : 'product';
      const items = await loadItems(
        repo,
        brand,
        kind,
        body.Lines.map((l) => l.ItemId),
      );
      // The new lines must be served when the order is due: its scheduled time, or ASAP's from now.
      const due = found.order.scheduledFor ?? earliestTime(option, ordering.config, at);
      const { priced, totals } = priceLines(items, option, body.Lines, issues, due);
      if (issues.length > 0) throw badOrder(issues);
      if (found.order.scheduledFor) {
        const check = checkScheduledTime(
          found.order.scheduledFor,
          option,
          ordering.config,
          at,
          SCHEDULE_GRACE_MS,
        );
        if (!check.ok && check.problem === 'too-soon')
          throw new HttpError(409, 'It is too close to the scheduled time to change this order');
      }
      const subtotal = priced.reduce((sum, l) => sum + l.unitPence * l.quantity, 0);
      let fee = found.order.deliveryFeePence;
      if (option === 'Delivery') {
        // Today's terms for the order's address; an area dropped since keeps the fee the order was placed with.
        const terms = deliveryTerms(brand.config, found.order.address?.Postcode ?? null);
        if (terms.served) fee = terms.feePence;
        const quote = deliveryQuote(subtotal, terms);
        if (!quote.meetsMinimum)
          throw badOrder([
            { Path: 'body.Lines', Message: belowMinimumMessage(quote.minimumPence, quote.shortfallPence) },
          ]);
      }

      const { dto, deliver } = await db.transaction(async (tx) => {
        await hooks?.begin(tx);
        const txRepo = createOrdersRepository(tx);
        const locked = await txRepo.lockPlaced(brand.id, found.order.id);
        if (!locked) {
          const current = await txRepo.findById(brand.id, found.order.id);
          throw new HttpError(
            409,
            amendRefusal(current?.order.status ?? 'Cancelled') ?? 'This order can no longer be changed',
          );
        }
        // Read under the lock: a concurrent amendment has committed its lines by now.
        const old = await txRepo.linesOf(locked.id);
        const changes = new Map<
          string,
          { kind: Kind; id: number; delta: number; held: number; title: string }
        >();
        const change = (k: Kind, id: number, title: string) => {
          const key = `${k}:${id}`;
          let c = changes.get(key);
          if (!c) changes.set(key, (c = { kind: k, id, delta: 0, held: 0, title }));
          return c;
        };
        for (const l of old) {
          const k: Kind = l.recipeId !== null ? 'recipe' : 'product';
          const c = change(k, (l.recipeId ?? l.productId)!, l.title);
          c.delta -= l.quantity;
          c.held += l.quantity;
        }
        for (const [id, quantity] of totals)
          change(kind, id, items.get(id)?.title ?? `Item ${id}`).delta += quantity;
        for (const c of changes.values()) {
          const item = c.kind === kind ? items.get(c.id) : undefined;
          if (item) c.title = item.title;
        }
        await moveStock(txRepo, brand.id, [...changes.values()]);
        // An ASAP order is due again from now; under a capacity, in a slot with room (it keeps its own place).
        let dueAt = locked.scheduledFor ?? earliestTime(option, ordering.config, at);
        const slots = locked.scheduledFor
          ? null
          : slotRequest(brand, option, ordering.config, false, locked.training, at);
        if (slots) {
          dueAt = await claimSlot(createOrderSlotsRepository(tx), slots, dueAt, locked.dueAt);
          // Moved to a later slot: the new lines must still be served then.
          const closedThen =
            dueAt.getTime() === due.getTime() ? [] : outsideHoursIssues(body.Lines, items, dueAt);
          if (closedThen.length > 0) throw badOrder(closedThen);
        }
        const { order, lines } = await txRepo.replaceLines(
          locked.id,
          {
            subtotalPence: subtotal,
            deliveryFeePence: fee,
            // The discount stays as placed, but never takes off more than the new lines cost.
            discountPence: Math.min(locked.discountPence, subtotal),
            totalPence: subtotal + fee - Math.min(locked.discountPence, subtotal),
            // The gift card pays as before, never more than the new total; the rest goes back to it below.
            giftCardPence: Math.min(
              locked.giftCardPence,
              subtotal + fee - Math.min(locked.discountPence, subtotal),
            ),
            amended: true,
            amendedAt: at,
            dueAt,
            ...(body.Notes !== undefined ? { notes: body.Notes || null } : {}),
          },
          lineRows(brand.id, priced),
        );
        if (locked.giftCardId !== null) await options.giftCards?.reconcile(tx, brand.id, locked.id);
        const amended = toOrderDto(order, lines, brand);
        const queued = await queueEmail(
          tx,
          brand,
          amended,
          'amended',
          await recipientOf(txRepo, brand, order),
        );
        await hooks?.end(tx, amended);
        return { dto: amended, deliver: queued };
      });
      deliverLater(deliver);
      return dto;
    },

    /**
     * The cart lines that rebuild one of the owner's orders, repriced from today's catalogue for the chosen
     * channel, and the lines that cannot come back with the reason: gone from the menu, not offered for the
     * channel, sold out, or options that no longer exist. Quantities are lowered to what is left and to the
     * max buy, with a note.
     */
    async reorder(
      brand: BrandContext,
      owner: OrderOwner | null,
      body: ReorderInput,
    ): Promise<{ OrderId: number; OrderOption: OrderOption; Lines: ReorderLine[]; Skipped: SkippedLine[] }> {
      if (!owner) throw unauthorized();
      const repo = createOrdersRepository(db);
      const found = await ownedOrder(repo, brand, owner, body.OrderId);
      const option = body.OrderOption ?? found.order.channel;
      const type = deliveryTypeOf(option);
      const idsOf = (k: Kind) =>
        found.lines.flatMap((l) => {
          const id = k === 'recipe' ? l.recipeId : l.productId;
          return id === null ? [] : [id];
        });
      const catalogue = {
        recipe: await loadItems(repo, brand, 'recipe', idsOf('recipe')),
        product: await loadItems(repo, brand, 'product', idsOf('product')),
      };
      const used = new Map<string, number>();
      const lines: ReorderLine[] = [];
      const skipped: SkippedLine[] = [];
      for (const line of found.lines) {
        const kind: Kind = line.recipeId !== null ? 'recipe' : 'product';
        const id = (line.recipeId ?? line.productId)!;
        const skip = (Reason: string) =>
          skipped.push({ ItemId: id, Title: line.title, Quantity: line.quantity, Reason });
        const item = catalogue[kind].get(id);
        if (!item || !item.active) {
          skip('No longer on the menu');
          continue;
        }
        if (!isOfferedFor(item.flags, type)) {
          skip(`Not available for ${channelNoun(type)}`);
          continue;
        }
        const key = `${kind}:${id}`;
        const taken = used.get(key) ?? 0;
        const left = item.stock - taken;
        if (left <= 0) {
          skip('Sold out');
          continue;
        }
        const maxLeft = item.maxBuy === null ? Infinity : item.maxBuy - taken;
        if (maxLeft <= 0) {
          skip(`You can buy at most ${item.maxBuy} of ${item.title}`);
          continue;
        }
        const details = line.extras.map((e) => ({
          ExtraTitle: e.ExtraTitle,
          ExtraQuantity: e.ExtraQuantity,
        }));
        const result = priceLine(item.base, item.extras, details);
        if (!result.ok) {
          skip(`Its options have changed: ${result.issues[0]?.message ?? 'choose them again'}`);
          continue;
        }
        const quantity = Math.min(line.quantity, left, maxLeft);
        const note =
          quantity === line.quantity
            ? null
            : left < line.quantity && left <= maxLeft
              ? `Only ${left} left: quantity lowered from ${line.quantity}`
              : `At most ${item.maxBuy} per order: quantity lowered from ${line.quantity}`;
        used.set(key, taken + quantity);
        const weight = item.kg ? (line.weightGrams ?? 1000) / 1000 : null;
        const unitPence = Math.round(result.unitPence * (weight ?? 1));
        lines.push({
          ItemId: id,
          Kind: kind === 'recipe' ? 'Recipe' : 'Product',
          Title: item.title,
          Image: item.image,
          Quantity: quantity,
          UnitPrice: toPounds(unitPence),
          TotalPrice: toPounds(unitPence * quantity),
          PreviousUnitPrice: toPounds(line.unitPence),
          ExtraDetail: result.extras.map((e) => ({
            ExtraTitle: e.ExtraTitle,
            ExtraQuantity: e.ExtraQuantity,
            ExtraPrice: toPounds(e.ExtraPricePence),
            Group: e.Group,
          })),
          WeightKg: weight,
          Units: item.units,
          IsDiscountedItem: item.discounted,
          SocialDiscountItem: item.social,
          MaxBuy: item.maxBuy,
          ...item.flags,
          Note: note,
        });
      }
      return { OrderId: found.order.id, OrderOption: option, Lines: lines, Skipped: skipped };
    },

    /** Refuses (404, like getOrder) unless the owner placed every one of the orders. */
    async assertOwns(brand: BrandContext, owner: OrderOwner, orderIds: number[]): Promise<void> {
      const found = new Map(
        (await createOrdersRepository(db).ownersOf(brand.id, orderIds)).map((o) => [o.id, o]),
      );
      for (const id of orderIds) {
        const order = found.get(id);
        if (!order || !owns(owner, order)) throw new HttpError(404, `Order ${id} was not found`);
      }
    },

    async get(brand: BrandContext, owner: OrderOwner, orderId: number): Promise<Order> {
      const found = await ownedOrder(createOrdersRepository(db), brand, owner, orderId);
      return toOrderDto(found.order, found.lines, brand);
    },

    async list(brand: BrandContext, customerId: number): Promise<Order[]> {
      return (await createOrdersRepository(db).listForCustomer(brand.id, customerId)).map((o) =>
        toOrderDto(o.order, o.lines, brand),
      );
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
