import { PlaceOrderBody, QuoteBody, type Order } from '@storefront/contract/order';
import type { OrderOption } from '@storefront/contract/catalog';
import { deliveryTerms } from '@storefront/domain/delivery-fee';
import type { App } from '../app';
import type { Mailer } from '../lib/mailer';
import type { Actor } from '../modules/brand/audit';
import type { BrandContext } from '../modules/brand/brand.service';
import { createCatalogRepository } from '../modules/menu/catalog.repository';
import { createFavouritesRepository } from '../modules/favourites/favourites.repository';
import { createFavouritesService } from '../modules/favourites/favourites.service';
import { createGiftCardsService, type GiftCardsService } from '../modules/giftcards/giftcards.service';
import { createLoyaltyService, type LoyaltyService } from '../modules/loyalty/loyalty.service';
import type { OrderOwner } from '../modules/orders/order-owner';
import { createOrdersService, type OrdersService } from '../modules/orders/orders.service';
import { createPaymentsService, type PaymentsService } from '../modules/payments/payments.service';
import { TEST_CARDS } from '../modules/payments/test-provider';
import { createEventsService } from '../modules/venue/events.service';
import { createVenueService } from '../modules/venue/venue.service';
import { createDemoHistoryRepository } from './demo-history.repository';

type Db = App['database']['db'];

/**
 * The emails the services would send were sent "back then": the seed's mailer drops them, so the development
 * mailbox holds only what happens after the start.
 */
const pastMailer: Mailer = {
  queue: () => Promise.resolve(() => Promise.resolve()),
  send: () => Promise.resolve(),
  latest: () => Promise.resolve([]),
} as unknown as Mailer;

/** The audit log names who moved the demo orders along. */
const DEMO_KITCHEN = { staffId: null, email: 'demo history (development seed)' } as unknown as Actor;

const DAY = 86_400_000;

export interface DemoHistorySummary {
  flavour: string;
  orders: number;
  favourites: number;
  points: boolean;
  giftCard: boolean;
  booking: boolean;
  eventTicket: boolean;
}

type Principal = { customerId: number; brandId: number; email: string };

/** One demo customer's past in the making: who, the services with the clock set back, and what was made. */
interface Past {
  app: App;
  db: Db;
  brand: BrandContext;
  principal: Principal;
  owner: OrderOwner;
  summary: DemoHistorySummary;
  test: App['paymentProvider']['test'];
  /** The clock of the past: set before each step, read by the services that take one. */
  clock: Date;
  realNow: number;
  giftCards: GiftCardsService;
  payments: PaymentsService;
  orders: OrdersService;
  /** Rewards on the past's clock: the ledger is dated when each point was earned or spent. */
  loyalty: LoyaltyService;
  /** Whether the customer joined rewards (the orders' points are then earned as a member). */
  rewards: boolean;
  /** Items in stock to order, first by id. */
  ids: number[];
  /** The branch its collection orders are collected from (the first). */
  branchId: number | undefined;
}

/** Sets the past's clock to `daysAgo` days back, at the time given (UTC). */
function at(past: Past, daysAgo: number, hour: number, minute = 0): void {
  const d = new Date(past.realNow - daysAgo * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  past.clock = d;
}

/** Up to `n` items of the brand on the menu, first by id; `stock`: only those with at least that many left. */
function candidates(db: Db, brand: BrandContext, n: number, stock = 0): Promise<number[]> {
  const kind = brand.web.TemplateData.RecipesBrand ? 'recipe' : 'product';
  return createDemoHistoryRepository(db).candidates(brand.id, kind, n, stock);
}

/** A postcode the brand delivers to: its first branch's, or one in its first delivery area. */
function servedPostcode(brand: BrandContext): string | null {
  const tries = (brand.config.DeliveryAreas ?? []).flatMap((area) =>
    area.Postcodes.map((p) => (/\d/.test(p) ? `${p} 1AA` : `${p}1 1AA`)),
  );
  for (const postcode of ['EC2A 3NH', ...tries])
    if (deliveryTerms(brand.config, postcode).served) return postcode;
  return null;
}

async function pastOf(app: App, brand: BrandContext, principal: Principal): Promise<Past> {
  const db = app.database.db;
  const realNow = Date.now();
  const past = { app, db, brand, principal, realNow, clock: new Date(realNow) } as Past;
  const now = () => past.clock;
  const brandById = async (id: number) => (await app.brands.resolveById(id)) ?? null;
  const provider = app.paymentProvider.provider;
  past.giftCards = createGiftCardsService(db, { provider, publicUrl: '', now, brandById });
  past.payments = createPaymentsService(db, { provider, holdMinutes: 30, publicUrl: '', now, brandById });
  past.loyalty = createLoyaltyService(db, { now });
  past.orders = createOrdersService(db, {
    now,
    discounts: past.loyalty.discounts,
    giftCards: past.giftCards,
    cardTerms: (b) => past.payments.cardTerms(b),
  });
  past.owner = { kind: 'customer', customer: principal };
  past.test = app.paymentProvider.test;
  past.summary = {
    flavour: brand.flavour,
    orders: 0,
    favourites: 0,
    points: false,
    giftCard: false,
    booking: false,
    eventTicket: false,
  };
  // Rewards first: the points of the orders below are earned as a member.
  at(past, 30, 12);
  past.rewards = await past.loyalty.join(brand, principal.customerId).then(
    () => true,
    () => false,
  );
  past.ids = await candidates(db, brand, 12, 20);
  const venue = createVenueService(db, { mailer: pastMailer, now });
  past.branchId = (await venue.branches(brand))[0]?.BranchId;
  return past;
}

/** The lines of an order for a channel that the checkout accepts (quantities raised to any minimum). */
async function linesFor(past: Past, option: OrderOption, postcode: string | undefined, offset: number) {
  const { brand, ids } = past;
  let lines = [0, 1, 2].map((i) => ({
    ItemId: ids[(offset + i) % Math.max(ids.length, 1)]!,
    Quantity: i === 0 ? 2 : 1,
  }));
  lines = lines.filter(
    (l, i) => l.ItemId !== undefined && lines.findIndex((m) => m.ItemId === l.ItemId) === i,
  );
  for (let round = 0; round < 6 && lines.length > 0; round += 1) {
    const quote = await past.orders.quote(
      brand,
      QuoteBody.parse({
        BrandFlavor: brand.flavour,
        OrderOption: option,
        Lines: lines,
        Postcode: postcode,
        BranchId: past.branchId,
      }),
      past.owner,
    );
    const bad = new Set(
      quote.Problems.flatMap((p) => {
        const m = /^body\.Lines\.(\d+)/.exec(p.Path);
        return m ? [Number(m[1])] : [];
      }),
    );
    if (bad.size > 0) {
      lines = lines.filter((_, i) => !bad.has(i));
      continue;
    }
    if (quote.AddMore && quote.MinimumOrder > quote.SubTotal) {
      const factor = Math.ceil(quote.MinimumOrder / Math.max(quote.SubTotal, 0.01));
      lines = lines.map((l) => ({ ...l, Quantity: Math.min(l.Quantity * factor, 20) }));
      continue;
    }
    if (quote.Problems.length === 0) return lines;
  }
  return null;
}

async function place(
  past: Past,
  option: OrderOption,
  offset: number,
  extra: Partial<Parameters<typeof PlaceOrderBody.parse>[0]> = {},
): Promise<Order | null> {
  const { brand } = past;
  const postcode = option === 'Delivery' ? servedPostcode(brand) : undefined;
  if (option === 'Delivery' && !postcode) return null;
  try {
    const lines = await linesFor(past, option, postcode ?? undefined, offset);
    if (!lines) return null;
    const order = await past.orders.place(
      brand,
      past.owner,
      PlaceOrderBody.parse({
        BrandFlavor: brand.flavour,
        OrderOption: option,
        Lines: lines,
        BranchId: past.branchId,
        ...(postcode ? { Address: { Line1: '1 Demo Street', Town: 'London', Postcode: postcode } } : {}),
        ...extra,
      }),
    );
    past.summary.orders += 1;
    return order;
  } catch {
    // The brand does not take this kind of order (checkout closed, channel stopped, nothing offered for it).
    return null;
  }
}

/**
 * The kitchen's moves of the back office: accepted, ready or out, then completed (points credited) 45 minutes
 * after the order was placed.
 */
async function fulfil(past: Past, order: Order | null) {
  const { app, brand } = past;
  if (!order) return;
  past.clock = new Date(past.clock.getTime() + 45 * 60_000);
  await app.board.accept(brand, DEMO_KITCHEN, order.OrderId, { PrepMinutes: 20 });
  await app.board.advance(
    brand,
    DEMO_KITCHEN,
    order.OrderId,
    order.OrderOption === 'Delivery' ? 'OutForDelivery' : 'Ready',
  );
  // Completed on the past's clock, so that the points it earns are dated then.
  await past.loyalty.completeOrder(brand, order.OrderId);
}

/** Paid by card, then cancelled by the shop and refunded to the card, last week. */
async function refundedCardOrder(past: Past) {
  const { app, brand, payments, test, owner } = past;
  if (!test || !payments.cardTerms(brand)) return;
  at(past, 8, 17, 5);
  const card = await place(past, 'Pickup', 6, { PaymentMethod: 'Card' });
  if (!card) return;
  const session = await payments.start(brand, { owner }, card.OrderId);
  await test.confirmCard(session.ClientSecret, { number: TEST_CARDS.succeeds, expiry: '12/40' }, past.clock);
  await payments.check(brand, { owner }, { OrderId: card.OrderId, PaymentId: session.PaymentId });
  await app.board.accept(brand, DEMO_KITCHEN, card.OrderId, { PrepMinutes: 20 });
  await app.board.reject(
    brand,
    DEMO_KITCHEN,
    card.OrderId,
    'Sorry, we could not get this order ready today: your card payment has been refunded in full',
  );
}

/** A gift card bought for themselves; answers its code, to spend part of it. */
async function boughtGiftCard(past: Past): Promise<string | null> {
  const { brand, giftCards, test, principal } = past;
  const giftOptions = await giftCards.options(brand);
  if (!test || !giftOptions.Enabled || !giftOptions.Card) return null;
  at(past, 5, 10, 30);
  const amount = giftOptions.Amounts.includes(50) ? 50 : (giftOptions.Amounts[0] ?? giftOptions.Minimum);
  const bought = await giftCards.buy(brand, principal.customerId, {
    Amount: amount,
    FromName: 'Demo Customer',
    FromEmail: principal.email,
    RecipientName: 'Demo Customer',
    RecipientEmail: principal.email,
    Message: 'A treat for later',
  });
  await test.confirmCard(bought.ClientSecret, { number: TEST_CARDS.succeeds, expiry: '12/40' }, past.clock);
  const card = await giftCards.confirm(brand, bought.GiftCardId, bought.PurchaseToken);
  if (card.Status !== 'Active') return null;
  past.summary.giftCard = true;
  // The code reaches the buyer by email; the seed reads it back to spend it as they would.
  return createDemoHistoryRepository(past.db).giftCardCode(bought.GiftCardId);
}

/** The latest order, paid in part with the gift card and some of the points. */
async function latestOrder(past: Past, giftCode: string | null) {
  at(past, 3, 19, 20);
  const { brand, principal, rewards } = past;
  const account = rewards ? await past.loyalty.account(brand, principal.customerId) : null;
  const redeem = account && account.Balance >= account.MinimumRedeem ? account.MinimumRedeem : undefined;
  const tenders = {
    ...(giftCode ? { GiftCardCode: giftCode } : {}),
    ...(redeem ? { RedeemPoints: redeem } : {}),
  };
  await fulfil(
    past,
    (await place(past, 'Delivery', 1, tenders)) ?? (await place(past, 'Pickup', 1, tenders)),
  );
  past.summary.points = rewards;
}

/** Favourites: what they order most, and one to try. */
async function favourites(past: Past) {
  const { db, brand, principal } = past;
  const service = createFavouritesService(createFavouritesRepository(db), createCatalogRepository(db));
  const kind = brand.web.TemplateData.RecipesBrand ? 'FK_RecipeId' : 'FK_ProductId';
  const liked = past.ids.length > 0 ? past.ids : await candidates(db, brand, 8);
  for (const id of new Set([liked[0], liked[3], liked[7]])) {
    if (id === undefined) continue;
    await service.update(brand, principal, { FK_CustomerId: principal.customerId, [kind]: id, Status: true });
    past.summary.favourites += 1;
  }
}

/** A table booked for next week. */
async function tableBooking(past: Past) {
  const { db, brand, principal, realNow } = past;
  const venue = createVenueService(db, { mailer: pastMailer, now: () => past.clock });
  for (const branch of await venue.branches(brand)) {
    if (!branch.Reservations) continue;
    const date = new Date(realNow + 7 * DAY).toISOString().slice(0, 10);
    const slots = await venue.slots(brand, { BranchId: branch.BranchId, Date: date, PartySize: 2 });
    const slot = slots.find((s) => s.Available && s.Time >= '19:00') ?? slots.find((s) => s.Available);
    if (!slot) continue;
    await venue.book(
      brand,
      {
        BranchId: branch.BranchId,
        Date: date,
        Time: slot.Time,
        PartySize: 2,
        Name: 'Demo Customer',
        Email: principal.email,
        Mobile: '+44 7700 900123',
        Notes: 'A window table if possible',
      },
      '',
      // Booked signed in: the account lists it.
      principal.customerId,
    );
    past.summary.booking = true;
    return;
  }
}

/** A ticket for the next event, paid at the door. */
async function eventTicket(past: Past) {
  const { app, db, brand, principal } = past;
  const events = createEventsService(db, {
    mailer: pastMailer,
    now: () => past.clock,
    brandById: async (id) => (await app.brands.resolveById(id)) ?? null,
  });
  const next = (await events.list(brand)).find((e) => e.SeatsLeft >= 2);
  if (!next) return;
  await events.book(
    brand,
    { EventId: next.EventId, Quantity: 2, Name: 'Demo Customer', Email: principal.email, PayBy: 'door' },
    undefined,
    principal.customerId,
  );
  past.summary.eventTicket = true;
}

/**
 * The past of a demo customer: what a few weeks of ordering leaves behind, made by the services a real customer
 * and a real kitchen use, with the orders' clock set back.
 */
export async function historyOf(
  app: App,
  brand: BrandContext,
  principal: Principal,
): Promise<DemoHistorySummary> {
  const past = await pastOf(app, brand, principal);
  // Delivered, three weeks ago.
  at(past, 23, 18, 40);
  await fulfil(past, await place(past, 'Delivery', 0, { Notes: 'Please ring the bell' }));
  // Collected, two weeks ago.
  at(past, 15, 12, 15);
  await fulfil(past, await place(past, 'Pickup', 3));
  await refundedCardOrder(past);
  await latestOrder(past, await boughtGiftCard(past));
  await favourites(past);
  // Bookings are for the days ahead.
  past.clock = new Date(past.realNow);
  await tableBooking(past);
  await eventTicket(past);
  return past.summary;
}
