import type { MyGiftCard } from '@storefront/contract/giftcard';
import type { Order } from '@storefront/contract/order';
import type { RewardsAccount } from '@storefront/contract/loyalty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { startApp, type TestApp } from '../test/harness';
import { seedDemoHistory, type DemoHistorySummary } from './demo-history';

const { BRANDS_DIR } = loadEnv({ NODE_ENV: 'test' });
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

/**
 * The demo customer's history, made at start through the services: checked as the customer sees it, through
 * the public API, on a fresh database of the demo brands.
 */
describe('demo history (pglite)', () => {
  let t: TestApp;
  let first: DemoHistorySummary[];
  let seconds: number;

  beforeAll(async () => {
    t = await startApp('pglite');
    const started = performance.now();
    first = await seedDemoHistory(t.app, { BRANDS_DIR, NODE_ENV: 'development' });
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(async () => {
    // The test provider's webhooks arrive a moment after each card payment: let them land before closing.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await t.close();
  });

  const signIn = async (brand: string) => {
    const res = await t.request('POST', '/Token', {
      form: { grant_type: 'password', username: DEMO.email, password: DEMO.password, BrandFlavor: brand },
    });
    expect(res.status, res.body).toBe(200);
    const body = res.json<{ access_token: string; CustomerId: number }>();
    return { token: body.access_token, customerId: body.CustomerId };
  };
  const ordersOf = async (token: string) => {
    const res = await t.request('GET', '/api/Order/previousOrders', { token });
    expect(res.status, res.body).toBe(200);
    return res.json<{ Data: Order[] }>().Data;
  };

  it('runs for the demo customer of every demo brand', () => {
    expect(first.map((s) => s.flavour).sort()).toEqual(['bistro', 'grocer', 'motors', 'parts', 'wholesale']);
    // Under a second on an idle machine (it runs at every start); the bound only catches a runaway.
    expect(seconds).toBeLessThan(20);
  });

  it('gives the bistro customer delivered, collected and refunded orders dated over the last weeks', async () => {
    const { token } = await signIn('bistro');
    const orders = await ordersOf(token);
    const delivered = orders.find((o) => o.OrderOption === 'Delivery' && o.Status === 'Completed');
    const collected = orders.find((o) => o.OrderOption === 'Pickup' && o.Status === 'Completed');
    const refunded = orders.find((o) => o.Status === 'Cancelled');
    expect(delivered && collected && refunded, JSON.stringify(orders)).toBeTruthy();
    // The refund went back to the card through the payments module.
    const summary = await t.request('POST', '/api/Payment/summary', {
      token,
      body: { BrandFlavor: 'bistro', OrderId: refunded!.OrderId },
    });
    expect(summary.status, summary.body).toBe(200);
    const paid = summary.json<{ Data: { PaidPence: number; RefundedPence: number } }>().Data;
    expect(paid.PaidPence).toBeGreaterThan(0);
    expect(paid.RefundedPence).toBe(paid.PaidPence);
    // Past dates, newest first, none in the future.
    const dates = orders.map((o) => Date.parse(o.CreatedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Date.now() - dates.at(-1)!).toBeGreaterThan(14 * 86_400_000);
    expect(Math.max(...dates)).toBeLessThan(Date.now());
    // A gift card and points paid part of the latest order.
    expect(orders[0]!.GiftCardAmount).toBeGreaterThan(0);
    expect(orders[0]!.PointsRedeemed).toBeGreaterThan(0);
    // "£3 off your first order" is not theirs: they have ordered before.
    const line = orders[0]!.Lines[0]!;
    const quote = await t.request('POST', '/api/Order/v2/quote', {
      token,
      body: {
        BrandFlavor: 'bistro',
        OrderOption: 'Pickup',
        Lines: [{ ItemId: line.ItemId, Quantity: 1 }],
        PromoCode: 'FIRSTORDER',
      },
    });
    expect(quote.status, quote.body).toBe(200);
    expect(quote.json<{ Data: { Problems: { Message: string }[] } }>().Data.Problems).toContainEqual(
      expect.objectContaining({ Message: 'Promo code FIRSTORDER is for your first order' }),
    );
  });

  it('gives the bistro customer favourites, a rewards balance with its ledger, a booking and a ticket', async () => {
    const { token, customerId } = await signIn('bistro');
    const favourites = await t.request('GET', `/api/CustomerFavourites/getItems/${customerId}`, {
      token,
      headers: { BrandFlavor: 'bistro' },
    });
    expect(favourites.status, favourites.body).toBe(200);
    expect(favourites.json<{ Recipes: unknown[] }>().Recipes.length).toBeGreaterThanOrEqual(2);

    const rewards = await t.request('POST', '/api/Rewards/account', {
      token,
      body: { BrandFlavor: 'bistro' },
    });
    const account = rewards.json<{ Data: RewardsAccount }>().Data;
    expect(account.Member).toBe(true);
    expect(account.Balance).toBeGreaterThan(0);
    expect(account.History.map((h) => h.Kind).sort()).toEqual(
      expect.arrayContaining(['Earned', 'Joined', 'Redeemed']),
    );
    expect(account.Balance).toBe(account.History.reduce((sum, h) => sum + h.Points, 0));
    // Dated when each point was earned or spent over the last weeks, newest first: the latest order's spend
    // and earning lead, the joining is last.
    const dates = account.History.map((h) => Date.parse(h.CreatedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.min(...dates)).toBeLessThan(Date.now() - 20 * 86_400_000);
    expect(Math.max(...dates)).toBeLessThan(Date.now() - 86_400_000);
    expect(account.History.at(-1)?.Kind).toBe('Joined');
    expect(account.History.slice(0, 2).map((h) => h.Kind)).toEqual(['Earned', 'Redeemed']);

    // The gift card bought for themselves: its code in full, part spent.
    const cards = await t.request('GET', '/api/GiftCard/mine', { token });
    expect(cards.status, cards.body).toBe(200);
    const [card] = cards.json<{ Data: MyGiftCard[] }>().Data;
    expect(card).toMatchObject({ ForMe: true, Status: 'Active' });
    expect(card!.Code).toMatch(/^GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(card!.BalancePence).toBeGreaterThan(0);
    expect(card!.BalancePence).toBeLessThan(card!.InitialPence);
    expect((await t.request('GET', '/api/GiftCard/mine')).status).toBe(401);

    const bistro = first.find((s) => s.flavour === 'bistro')!;
    expect(bistro).toMatchObject({ giftCard: true, booking: true, eventTicket: true, points: true });
    // The booking and the ticket are on the account: they were booked signed in.
    const bookings = await t.request('GET', '/api/Customer/v1/bookings', { token });
    expect(bookings.status, bookings.body).toBe(200);
    const mine = bookings.json<{ Reservations: unknown[]; Tickets: unknown[] }>();
    expect(mine.Reservations).toHaveLength(1);
    expect(mine.Tickets).toHaveLength(1);
  });

  it('gives the grocer customer delivered, collected and refunded orders, favourites, rewards and a gift card', async () => {
    const { token, customerId } = await signIn('grocer');
    const orders = await ordersOf(token);
    expect(orders.some((o) => o.OrderOption === 'Delivery' && o.Status === 'Completed')).toBe(true);
    expect(orders.some((o) => o.OrderOption === 'Pickup' && o.Status === 'Completed')).toBe(true);
    expect(orders.some((o) => o.Status === 'Cancelled')).toBe(true);
    const favourites = await t.request('GET', `/api/CustomerFavourites/getItems/${customerId}`, {
      token,
      headers: { BrandFlavor: 'grocer' },
    });
    expect(favourites.json<{ Products: unknown[] }>().Products.length).toBeGreaterThanOrEqual(2);
    // The grocer runs a rewards scheme and sells gift cards, but takes no table bookings and holds no events.
    expect(first.find((s) => s.flavour === 'grocer')).toMatchObject({
      points: true,
      giftCard: true,
      booking: false,
      eventTicket: false,
    });
  });

  it('adds nothing when run again', async () => {
    const { token } = await signIn('bistro');
    const before = await ordersOf(token);
    const again = await seedDemoHistory(t.app, { BRANDS_DIR, NODE_ENV: 'development' });
    expect(again.filter((s) => s.orders > 0 || s.favourites > 0)).toEqual([]);
    expect(await ordersOf(token)).toEqual(before);
  });

  it('does nothing in production', async () => {
    expect(await seedDemoHistory(t.app, { BRANDS_DIR, NODE_ENV: 'production' })).toEqual([]);
  });
});
