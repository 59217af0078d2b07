import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyConfigInput, RewardsAccountResponse } from '@storefront/contract/loyalty';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * Promo codes, rewards points and refer a friend through the API on both databases. Burger £9.50, Lemonade
 * £2.75; 10 points per pound earned, 100 points make £1 off from a balance of 200.
 */
const ids = { pglite: 971, postgres: 981 } as const;
const STAFF = 'staff-token-for-loyalty-tests-0123456789';

const loyalty: LoyaltyConfigInput = {
  PromoCodes: [
    { Code: 'TENOFF', Kind: 'Percent', Value: 10, Description: '10% off' },
    { Code: 'ONCE', Kind: 'Fixed', Value: 2, MaxUses: 1 },
    { Code: 'WELCOME', Kind: 'Fixed', Value: 3, OncePerCustomer: true },
    { Code: 'BIGSPEND', Kind: 'Fixed', Value: 5, MinimumSpend: 30 },
    { Code: 'DELIVERYONLY', Kind: 'Percent', Value: 20, OrderOptions: ['Delivery'] },
    { Code: 'OLD', Kind: 'Percent', Value: 50, ValidUntil: '2020-01-01T00:00:00Z' },
  ],
  Rewards: { Enabled: true, PointsPerPound: 10, PointsPerPoundOff: 100, MinimumRedeem: 200 },
  Referral: { ReferrerPoints: 150, FriendPoints: 100 },
};

describe.each(DRIVERS)('loyalty on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const brand = `loyal${id}-${driver}`;
  const burger = id * 10 + 1;
  const lemonade = id * 10 + 2;
  const burgers = [
    { ItemId: burger, Quantity: 2, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] },
  ];
  const db = () => t.app.database.db;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    ((await db().execute<T>(query)) as { rows: T[] }).rows;

  const call = (
    path: string,
    body: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ) => t.request('POST', path, { body: { BrandFlavor: brand, ...body }, token, headers });
  const guest = (email = `g-${randomUUID().slice(0, 8)}@example.test`) => ({
    Email: email,
    FirstName: 'Gus',
    LastName: 'Guest',
    Mobile: '+44 7700 900123',
  });
  const place = (body: Record<string, unknown>, token?: string) =>
    call('/api/Order/v2/placeOrder', { OrderOption: 'Pickup', Lines: burgers, ...body }, token, {
      'idempotency-key': randomUUID(),
    });
  const quote = async (body: Record<string, unknown>, token?: string) => {
    const res = await call('/api/Order/v2/quote', { OrderOption: 'Pickup', Lines: burgers, ...body }, token);
    expect(res.status, res.body).toBe(200);
    return QuoteResponse.parse(res.json()).Data;
  };
  const register = async (first: string) => {
    const email = `${first.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
    const res = await t.request('POST', '/api/Customer/register', {
      body: {
        BrandFlavor: brand,
        CustomerEmail: email,
        CustomerPassword: TEST_PASSWORD,
        CustomerFirstName: first,
        CustomerLastName: 'Tester',
        CustomerMobile: '+44 7700 900456',
      },
    });
    expect(res.status, res.body).toBe(200);
    return t.login(brand, email, TEST_PASSWORD);
  };
  const rewards = async (token: string) => {
    const res = await call('/api/Rewards/account', {}, token);
    expect(res.status, res.body).toBe(200);
    return res.json<RewardsAccountResponse>().Data;
  };
  const complete = async (orderId: number) => {
    const res = await call('/api/Rewards/staff/completeOrder', { OrderId: orderId }, STAFF);
    expect(res.status, res.body).toBe(200);
    return res.json<{ Data: { PointsEarned: number } }>().Data;
  };
  const ledgerSum = async (token: string) => {
    const account = await rewards(token);
    return account.History.reduce((sum, e) => sum + e.Points, 0);
  };

  beforeAll(async () => {
    t = await startApp(driver, { STAFF_API_TOKEN: STAFF });
    const result = await createBrandFileService(db()).importBrands([
      { source: 'loyalty', document: { ...makeBrandFile(id, brand), Loyalty: loyalty } },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await db().execute(sql`update recipes set stock = 100000 where brand_id = ${id}`);
  });
  afterAll(() => t.close());

  it('prices a promo code at quote and placement, and refuses others with their reason', async () => {
    const applied = await quote({ PromoCode: 'tenoff' });
    expect(applied).toMatchObject({ SubTotal: 19, Discount: 1.9, Total: 17.1, Problems: [] });
    expect(applied.Promo).toEqual({ Code: 'TENOFF', Description: '10% off', Discount: 1.9 });

    const reasons = async (code: string, option = 'Pickup') =>
      (await quote({ PromoCode: code, OrderOption: option })).Problems.map((p) => `${p.Path}: ${p.Message}`);
    expect(await reasons('NOPE')).toEqual(['body.PromoCode: Promo code NOPE is not valid']);
    expect(await reasons('OLD')).toEqual(['body.PromoCode: Promo code OLD has expired']);
    expect(await reasons('BIGSPEND')).toEqual([
      'body.PromoCode: Promo code BIGSPEND needs a spend of at least £30.00',
    ]);
    expect(await reasons('DELIVERYONLY')).toEqual([
      'body.PromoCode: Promo code DELIVERYONLY is only for delivery',
    ]);

    const res = await place({ Guest: guest(), PromoCode: 'TENOFF' });
    expect(res.status, res.body).toBe(200);
    expect(OrderResponse.parse(res.json()).Data).toMatchObject({
      SubTotal: 19,
      Discount: 1.9,
      Total: 17.1,
      PromoCode: 'TENOFF',
    });
    const refused = await place({ Guest: guest(), PromoCode: 'OLD' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Promo code OLD has expired');
  });

  it('lets a once-per-customer code be used once by each guest email', async () => {
    const email = `once-${randomUUID().slice(0, 8)}@example.test`;
    expect((await place({ Guest: guest(email), PromoCode: 'WELCOME' })).status).toBe(200);
    const again = await place({ Guest: guest(email), PromoCode: 'WELCOME' });
    expect(again.status).toBe(400);
    expect(again.body).toContain('You have already used promo code WELCOME');
    expect((await place({ Guest: guest(), PromoCode: 'WELCOME' })).status).toBe(200);
  });

  it('uses a single-use code once when 100 orders race for it', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => place({ Guest: guest(), PromoCode: 'ONCE' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers are refused either by the quote-time check (400) or by the conditional update (409).
    expect(statuses.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
    const [count] = await rows<{ uses: number }>(
      sql`select uses from promo_code_counts where brand_id = ${id} and code = 'ONCE'`,
    );
    expect(count?.uses).toBe(1);
    const [orders] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where brand_id = ${id} and promo_code = 'ONCE'`,
    );
    expect(orders?.n).toBe(1);
  });

  it('earns points on completed orders and spends them at checkout, never more than the balance', async () => {
    const token = await register('Rita');
    expect((await rewards(token)).Member).toBe(false);
    expect((await call('/api/Rewards/join', {}, token)).status).toBe(200);

    const first = await place({}, token);
    expect(first.status, first.body).toBe(200);
    const order = OrderResponse.parse(first.json()).Data;
    // Not credited before it is completed; staff only.
    expect((await rewards(token)).Balance).toBe(0);
    expect((await call('/api/Rewards/staff/completeOrder', { OrderId: order.OrderId }, token)).status).toBe(
      403,
    );
    expect((await complete(order.OrderId)).PointsEarned).toBe(190);
    expect((await complete(order.OrderId)).PointsEarned).toBe(0);
    const account = await rewards(token);
    expect(account).toMatchObject({ Member: true, Balance: 190, PointsToNextReward: 10, NextRewardValue: 2 });

    // Below the minimum balance, then more than the balance: refused at quote and at placement.
    expect((await quote({ RedeemPoints: 150 }, token)).Problems[0]?.Message).toBe(
      'Points can be spent from a balance of 200',
    );
    await complete(OrderResponse.parse((await place({}, token)).json()).Data.OrderId);
    expect((await rewards(token)).Balance).toBe(380);
    const tooMany = await place({ RedeemPoints: 500 }, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toContain('You have 380 points: you cannot spend 500');

    const priced = await quote({ RedeemPoints: 300, PromoCode: 'TENOFF' }, token);
    expect(priced).toMatchObject({ Discount: 4.9, Total: 14.1, Points: { Points: 300, Discount: 3 } });
    const spent = await place({ RedeemPoints: 300 }, token);
    expect(spent.status, spent.body).toBe(200);
    expect(OrderResponse.parse(spent.json()).Data).toMatchObject({
      Discount: 3,
      Total: 16,
      PointsRedeemed: 300,
    });
    expect((await rewards(token)).Balance).toBe(80);
    expect(await ledgerSum(token)).toBe(80);
  });

  it('gives back the points and the promo use of an order cancelled when its card payment lapsed', async () => {
    const token = await register('Lena');
    expect((await call('/api/Rewards/join', {}, token)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      await complete(OrderResponse.parse((await place({}, token)).json()).Data.OrderId);
    expect((await rewards(token)).Balance).toBe(380);

    const card = await place({ PaymentMethod: 'Card', RedeemPoints: 300, PromoCode: 'WELCOME' }, token);
    expect(card.status, card.body).toBe(200);
    const order = OrderResponse.parse(card.json()).Data;
    expect((await rewards(token)).Balance).toBe(80);
    expect((await quote({ PromoCode: 'WELCOME' }, token)).Problems).not.toEqual([]);

    // Nobody paid: the sweep cancels the order and, in the same transaction, gives back what it took.
    await db().execute(
      sql`update orders set payment_due_by = now() - interval '1 minute' where id = ${order.OrderId}`,
    );
    await t.app.payments.sweep();
    const account = await rewards(token);
    expect(account.Balance).toBe(380);
    expect(account.History.find((e) => e.Kind === 'Returned')).toMatchObject({ Points: 300 });
    expect(await ledgerSum(token)).toBe(380);
    expect((await quote({ PromoCode: 'WELCOME' }, token)).Problems).toEqual([]);
    // A second sweep gives nothing back twice.
    await t.app.payments.sweep();
    expect((await rewards(token)).Balance).toBe(380);
  });

  it('does not credit training orders, nor guests', async () => {
    const token = await register('Tina');
    await call('/api/Rewards/join', {}, token);
    const training = OrderResponse.parse((await place({ Training: true }, token)).json()).Data;
    expect((await complete(training.OrderId)).PointsEarned).toBe(0);
    const guestOrder = OrderResponse.parse((await place({ Guest: guest() })).json()).Data;
    expect((await complete(guestOrder.OrderId)).PointsEarned).toBe(0);
    expect((await rewards(token)).Balance).toBe(0);
  });

  it('rewards both sides of a referral once, after the friend’s first completed order', async () => {
    const referrer = await register('Rob');
    await call('/api/Rewards/join', {}, referrer);
    const link = (await rewards(referrer)).ReferralToken!;
    expect(link).toMatch(/^rf_/);

    const self = await call('/api/Rewards/join', { ReferralToken: link }, referrer);
    expect(self.status).toBe(409);
    expect(self.body).toContain('You cannot refer yourself');

    const info = await call('/api/Rewards/referral', { Token: link });
    expect(info.json<{ Data: unknown }>().Data).toEqual({
      ReferrerFirstName: 'Rob',
      ReferrerPoints: 150,
      FriendPoints: 100,
    });

    const friend = await register('Fay');
    expect((await call('/api/Rewards/join', { ReferralToken: link }, friend)).status).toBe(200);
    const repeat = await call('/api/Rewards/join', { ReferralToken: link }, friend);
    expect(repeat.status).toBe(409);
    expect(repeat.body).toContain('already joined through a referral link');

    const first = OrderResponse.parse(
      (await place({ Lines: [{ ItemId: lemonade, Quantity: 1 }] }, friend)).json(),
    ).Data;
    const second = OrderResponse.parse(
      (await place({ Lines: [{ ItemId: lemonade, Quantity: 1 }] }, friend)).json(),
    ).Data;
    expect((await rewards(referrer)).Balance).toBe(0);
    await complete(first.OrderId);
    await complete(second.OrderId);
    expect((await rewards(referrer)).Balance).toBe(150);
    // 20 points for each £2.75 order, and the welcome reward once.
    expect((await rewards(friend)).Balance).toBe(140);
  });
});
