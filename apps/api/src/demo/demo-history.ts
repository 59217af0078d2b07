import path from 'node:path';
import { PlaceOrderBody, QuoteBody, type Order } from '@storefront/contract/order';
import type { OrderOption } from '@storefront/contract/catalog';
import { deliveryTerms } from '@storefront/domain/delivery-fee';
import type { App } from '../app';
import type { Env } from '../config/env';
import type { Mailer } from '../lib/mailer';
import { readBrandFiles } from '../seed';
import { createDemoHistoryRepository } from './demo-history.repository';
import type { Actor } from '../modules/brand/audit';
import type { BrandContext } from '../modules/brand/brand.service';
import { createCatalogRepository } from '../modules/menu/catalog.repository';
import { createFavouritesRepository } from '../modules/favourites/favourites.repository';
import { createFavouritesService } from '../modules/favourites/favourites.service';
import { createGiftCardsService } from '../modules/giftcards/giftcards.service';
import type { OrderOwner } from '../modules/orders/order-owner';
import { createOrdersService } from '../modules/orders/orders.service';
import { createPaymentsService } from '../modules/payments/payments.service';
import { TEST_CARDS } from '../modules/payments/test-provider';
import { createEventsService } from '../modules/venue/events.service';
import { createVenueService } from '../modules/venue/venue.service';

type Db = App['database']['db'];

/**
 * The past of the demo customer: what a few weeks of ordering leaves behind, made by the services a real
 * customer and a real kitchen use. The emails those services would send were sent "back then": the seed's
 * mailer drops them, so the development mailbox holds only what happens after the start.
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

/** The demo customers of the demo brands: the `Customers` of the brand files in the first brands folder. */
function demoCustomers(brandsDir: string): { flavour: string; email: string }[] {
  return readBrandFiles(brandsDir).flatMap(({ document }) => {
    const file = document as {
      WebCustomer?: { BrandData?: { BrandFlavor?: string } };
      Customers?: { Email?: string }[];
    };
    const flavour = file.WebCustomer?.BrandData?.BrandFlavor;
    return flavour
      ? (file.Customers ?? []).flatMap((c) => (c.Email ? [{ flavour, email: c.Email }] : []))
      : [];
  });
}

/**
 * Gives each demo customer of the demo brands (data/brands, the first BRANDS_DIR) a history when they have
 * no order yet: past orders delivered, collected and refunded, favourites, and where the brand has them a
 * rewards balance with its ledger, a gift card, a table booking and an event ticket. Everything goes through
 * the services of real orders (placement, the back office's accept/ready/complete/reject, card payments and
 * refunds, favourites, rewards, gift cards, bookings, events); the orders' clock is set back so they are dated
 * over the last weeks. A customer who has ordered already is left alone, so a restart adds nothing.
 * Development only: never call it with NODE_ENV=production.
 */
export async function seedDemoHistory(
  app: App,
  env: Pick<Env, 'BRANDS_DIR' | 'NODE_ENV'>,
): Promise<DemoHistorySummary[]> {
  if (env.NODE_ENV === 'production') return [];
  const dir = env.BRANDS_DIR[0];
  if (!dir) return [];
  const db = app.database.db;
  const done: DemoHistorySummary[] = [];
  for (const { flavour, email } of demoCustomers(path.resolve(dir))) {
    const brand = await app.brands.resolve(flavour);
    if (!brand) continue;
    const customerId = await createDemoHistoryRepository(db).freshCustomer(brand.id, email);
    if (customerId === undefined) continue;
    done.push(await historyOf(app, brand, { customerId, brandId: brand.id, email }));
  }
  return done;
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

async function historyOf(
  app: App,
  brand: BrandContext,
  principal: { customerId: number; brandId: number; email: string },
): Promise<DemoHistorySummary> {
  const db = app.database.db;
  const summary: DemoHistorySummary = {
    flavour: brand.flavour,
    orders: 0,
    favourites: 0,
    points: false,
    giftCard: false,
    booking: false,
    eventTicket: false,
  };
  const owner: OrderOwner = { kind: 'customer', customer: principal };
  const test = app.paymentProvider.test;
  // The clock of the past: set before each step, read by the services that take one.
  const realNow = Date.now();
  let clock = new Date(realNow);
  const at = (daysAgo: number, hour: number, minute = 0) => {
    const d = new Date(realNow - daysAgo * DAY);
    d.setUTCHours(hour, minute, 0, 0);
    clock = d;
  };
  const now = () => clock;
  const brandById = async (id: number) => (await app.brands.resolveById(id)) ?? null;
  const giftCards = createGiftCardsService(db, {
    provider: app.paymentProvider.provider,
    publicUrl: '',
    now,
    brandById,
  });
  const payments = createPaymentsService(db, {
    provider: app.paymentProvider.provider,
    holdMinutes: 30,
    publicUrl: '',
    now,
    brandById,
  });
  const ordersService = createOrdersService(db, {
    now,
    discounts: app.loyalty.discounts,
    giftCards,
    cardTerms: (b) => payments.cardTerms(b),
  });

  // Rewards first: the points of the orders below are earned as a member.
  const rewards = await app.loyalty.join(brand, principal.customerId).then(
    () => true,
    () => false,
  );

  const ids = await candidates(db, brand, 12, 20);
  /** The lines of an order for a channel that the checkout accepts (quantities raised to any minimum). */
  async function linesFor(option: OrderOption, postcode: string | undefined, offset: number) {
    let lines = [0, 1, 2].map((i) => ({
      ItemId: ids[(offset + i) % Math.max(ids.length, 1)]!,
      Quantity: i === 0 ? 2 : 1,
    }));
    lines = lines.filter(
      (l, i) => l.ItemId !== undefined && lines.findIndex((m) => m.ItemId === l.ItemId) === i,
    );
    for (let round = 0; round < 6 && lines.length > 0; round += 1) {
      const quote = await ordersService.quote(
        brand,
        QuoteBody.parse({
          BrandFlavor: brand.flavour,
          OrderOption: option,
          Lines: lines,
          Postcode: postcode,
        }),
        owner,
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
    option: OrderOption,
    offset: number,
    extra: Partial<Parameters<typeof PlaceOrderBody.parse>[0]> = {},
  ): Promise<Order | null> {
    const postcode = option === 'Delivery' ? servedPostcode(brand) : undefined;
    if (option === 'Delivery' && !postcode) return null;
    try {
      const lines = await linesFor(option, postcode ?? undefined, offset);
      if (!lines) return null;
      const order = await ordersService.place(
        brand,
        owner,
        PlaceOrderBody.parse({
          BrandFlavor: brand.flavour,
          OrderOption: option,
          Lines: lines,
          ...(postcode ? { Address: { Line1: '1 Demo Street', Town: 'London', Postcode: postcode } } : {}),
          ...extra,
        }),
      );
      summary.orders += 1;
      return order;
    } catch {
      // The brand does not take this kind of order (checkout closed, channel stopped, nothing offered for it).
      return null;
    }
  }

  /** The kitchen's moves of the back office: accepted, ready or out, then completed (points credited). */
  async function fulfil(order: Order) {
    await app.board.accept(brand, DEMO_KITCHEN, order.OrderId, { PrepMinutes: 20 });
    await app.board.advance(
      brand,
      DEMO_KITCHEN,
      order.OrderId,
      order.OrderOption === 'Delivery' ? 'OutForDelivery' : 'Ready',
    );
    await app.board.advance(brand, DEMO_KITCHEN, order.OrderId, 'Completed');
    if (rewards) await app.loyalty.creditOrder(brand, order.OrderId);
  }

  // Delivered, three weeks ago.
  at(23, 18, 40);
  const delivered = await place('Delivery', 0, { Notes: 'Please ring the bell' });
  if (delivered) await fulfil(delivered);

  // Collected, two weeks ago.
  at(15, 12, 15);
  const collected = await place('Pickup', 3);
  if (collected) await fulfil(collected);

  // Paid by card, then cancelled by the shop and refunded to the card, last week.
  if (test && payments.cardTerms(brand)) {
    at(8, 17, 5);
    const card = await place('Pickup', 6, { PaymentMethod: 'Card' });
    if (card) {
      const session = await payments.start(brand, { owner }, card.OrderId);
      test.confirmCard(session.ClientSecret, { number: TEST_CARDS.succeeds, expiry: '12/40' }, clock);
      await payments.check(brand, { owner }, { OrderId: card.OrderId, PaymentId: session.PaymentId });
      await app.board.accept(brand, DEMO_KITCHEN, card.OrderId, { PrepMinutes: 20 });
      await app.board.reject(
        brand,
        DEMO_KITCHEN,
        card.OrderId,
        'Sorry, we could not get this order ready today: your card payment has been refunded in full',
      );
    }
  }

  // A gift card bought for themselves, part spent on the latest order with some of the points.
  let giftCode: string | null = null;
  const giftOptions = await giftCards.options(brand);
  if (test && giftOptions.Enabled && giftOptions.Card) {
    at(5, 10, 30);
    const amount = giftOptions.Amounts.includes(50) ? 50 : (giftOptions.Amounts[0] ?? giftOptions.Minimum);
    const bought = await giftCards.buy(brand, principal.customerId, {
      Amount: amount,
      FromName: 'Demo Customer',
      FromEmail: principal.email,
      RecipientName: 'Demo Customer',
      RecipientEmail: principal.email,
      Message: 'A treat for later',
    });
    test.confirmCard(bought.ClientSecret, { number: TEST_CARDS.succeeds, expiry: '12/40' }, clock);
    const card = await giftCards.confirm(brand, bought.GiftCardId, bought.PurchaseToken);
    if (card.Status === 'Active') {
      summary.giftCard = true;
      // The code reaches the buyer by email; the seed reads it back to spend it as they would.
      giftCode = await codeOf(db, bought.GiftCardId);
    }
  }
  at(3, 19, 20);
  const account = rewards ? await app.loyalty.account(brand, principal.customerId) : null;
  const redeem = account && account.Balance >= account.MinimumRedeem ? account.MinimumRedeem : undefined;
  const latest =
    (await place('Delivery', 1, {
      ...(giftCode ? { GiftCardCode: giftCode } : {}),
      ...(redeem ? { RedeemPoints: redeem } : {}),
    })) ??
    (await place('Pickup', 1, {
      ...(giftCode ? { GiftCardCode: giftCode } : {}),
      ...(redeem ? { RedeemPoints: redeem } : {}),
    }));
  if (latest) await fulfil(latest);
  summary.points = rewards;

  // Favourites: what they order most, and one to try.
  const favourites = createFavouritesService(createFavouritesRepository(db), createCatalogRepository(db));
  const kind = brand.web.TemplateData.RecipesBrand ? 'FK_RecipeId' : 'FK_ProductId';
  const liked = ids.length > 0 ? ids : await candidates(db, brand, 8);
  for (const id of new Set([liked[0], liked[3], liked[7]])) {
    if (id === undefined) continue;
    await favourites.update(brand, principal, {
      FK_CustomerId: principal.customerId,
      [kind]: id,
      Status: true,
    });
    summary.favourites += 1;
  }

  // A table booked for next week, and a ticket for the next event (paid at the door).
  clock = new Date(realNow);
  const venue = createVenueService(db, { mailer: pastMailer, now });
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
    );
    summary.booking = true;
    break;
  }
  const events = createEventsService(db, {
    mailer: pastMailer,
    now,
    brandById: async (id) => (await app.brands.resolveById(id)) ?? null,
  });
  const next = (await events.list(brand)).find((e) => e.SeatsLeft >= 2);
  if (next) {
    await events.book(brand, {
      EventId: next.EventId,
      Quantity: 2,
      Name: 'Demo Customer',
      Email: principal.email,
      PayBy: 'door',
    });
    summary.eventTicket = true;
  }
  return summary;
}

function codeOf(db: Db, giftCardId: number): Promise<string | null> {
  return createDemoHistoryRepository(db).giftCardCode(giftCardId);
}
