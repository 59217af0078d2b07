import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GiftCardBalanceResponse,
  GiftCardConfirmationResponse,
  GiftCardPurchaseResponse,
} from '@storefront/contract/giftcard';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { TEST_CARDS } from '../payments/test-provider';

/**
 * Gift cards through the API on both databases, with the offline test provider: buying one (the buyer's
 * check and the provider's webhook race to activate it, once), its emails, spending part of it at checkout,
 * money given back when an order is cancelled or made cheaper, brand isolation, and 100 orders racing for one
 * card. Lemonade costs £2.75.
 */
const ids = { pglite: 761, postgres: 781 } as const;

describe.each(DRIVERS)('gift cards on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const brand = `gift${id}-${driver}`;
  const other = `gift${id + 1}-${driver}`;
  const lemonade = id * 10 + 2;
  const db = () => t.app.database.db;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    ((await db().execute<T>(query)) as { rows: T[] }).rows;
  const call = (path: string, body: Record<string, unknown>, forBrand = brand) =>
    t.request('POST', path, { body: { BrandFlavor: forBrand, ...body } });

  const buyer = {
    RecipientName: 'Rosa Recipient',
    FromName: 'Fred Friend',
    FromEmail: 'fred@example.test',
    Message: 'Happy birthday!',
  };
  /** Buys a card of `amount` pounds and pays for it with `card`; answers the card's id, code and status. */
  const buy = async (amount: number, card: string = TEST_CARDS.succeeds) => {
    const recipient = `rosa-${randomUUID().slice(0, 8)}@example.test`;
    const res = await call('/api/GiftCard/buy', { ...buyer, RecipientEmail: recipient, Amount: amount });
    expect(res.status, res.body).toBe(200);
    const purchase = GiftCardPurchaseResponse.parse(res.json()).Data;
    const paid = await call('/api/Payment/test/confirm', {
      ClientSecret: purchase.ClientSecret,
      CardNumber: card,
      Expiry: '12/34',
      Cvc: '123',
    });
    expect(paid.status, paid.body).toBe(200);
    const checked = await call('/api/GiftCard/confirm', {
      GiftCardId: purchase.GiftCardId,
      PurchaseToken: purchase.PurchaseToken,
    });
    expect(checked.status, checked.body).toBe(200);
    const status = GiftCardConfirmationResponse.parse(checked.json()).Data;
    const [row] = await rows<{ code: string }>(
      sql`select code from gift_cards where brand_id = ${id} and id = ${purchase.GiftCardId}`,
    );
    return { purchase, status, code: row!.code, recipient };
  };
  const balance = async (code: string, forBrand = brand) => {
    const res = await call('/api/GiftCard/balance', { Code: code }, forBrand);
    return { status: res.status, body: res.body, data: () => GiftCardBalanceResponse.parse(res.json()).Data };
  };
  const ledger = (cardId: number) => t.app.giftCards.ledger(id, cardId);
  const lines = (quantity = 1) => [{ ItemId: lemonade, Quantity: quantity }];
  const place = (body: Record<string, unknown>) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: brand,
        OrderOption: 'Pickup',
        Lines: lines(),
        Guest: {
          Email: `g-${randomUUID().slice(0, 8)}@example.test`,
          FirstName: 'Gia',
          LastName: 'Guest',
          Mobile: '+44 7700 900123',
        },
        ...body,
      },
      headers: { 'idempotency-key': randomUUID() },
    });

  beforeAll(async () => {
    t = await startApp(driver);
    const result = await createBrandFileService(db()).importBrands([
      {
        source: 'gift',
        document: {
          ...makeBrandFile(id, brand),
          Loyalty: { GiftCards: { Enabled: true, Amounts: [10, 25, 50], Minimum: 5, Maximum: 200 } },
        },
      },
      { source: 'gift-other', document: makeBrandFile(id + 1, other) },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await db().execute(sql`update recipes set stock = 100000 where brand_id = ${id}`);
  });
  afterAll(() => t.close());

  it('sells a card by card payment, activates it once and emails its code to the recipient', async () => {
    const { purchase, status, code, recipient } = await buy(25);
    expect(purchase.AmountPence).toBe(2500);
    expect(status).toMatchObject({ Status: 'Active', AmountPence: 2500, RecipientEmail: recipient });
    // The provider's webhook raced the buyer's check: one Issued entry, the balance its sum.
    await new Promise((r) => setTimeout(r, 100));
    expect(await ledger(purchase.GiftCardId)).toEqual({ balancePence: 2500, ledgerPence: 2500 });
    const mails = await rows<{ subject: string; text: string }>(
      sql`select subject, text from outbox where recipient = ${recipient}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Fred Friend sent you a Test ${brand} gift card`);
    expect(mails[0]!.text).toContain(`Your gift card code: ${code}`);
    expect(mails[0]!.text).toContain('Happy birthday!');
    const shown = (await balance(code.toLowerCase().replaceAll('-', ' '))).data();
    expect(shown).toMatchObject({ BalancePence: 2500, InitialPence: 2500, Status: 'Active', Expired: false });
    expect(shown.Code).toBe(`GC-••••-••••-${code.slice(-4)}`);
    // Another brand does not know the code.
    expect((await balance(code, other)).status).toBe(404);
  });

  it('keeps a declined purchase unspendable and refuses amounts the brand does not sell', async () => {
    const { status, code } = await buy(10, TEST_CARDS.declined);
    expect(status).toMatchObject({ Status: 'PendingPayment', Message: 'Your card was declined.' });
    const quote = await call('/api/Order/v2/quote', {
      OrderOption: 'Pickup',
      Lines: lines(),
      GiftCardCode: code,
    });
    expect(QuoteResponse.parse(quote.json()).Data.Problems).toEqual([
      { Path: 'body.GiftCardCode', Message: 'This gift card has not been paid for yet' },
    ]);
    const tooMuch = await call('/api/GiftCard/buy', {
      ...buyer,
      RecipientEmail: 'r@example.test',
      Amount: 500,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toContain('Choose an amount from £5 to £200');
    const elsewhere = await call(
      '/api/GiftCard/buy',
      { ...buyer, RecipientEmail: 'r@example.test', Amount: 10 },
      other,
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toContain('This shop does not sell gift cards');
    const stranger = await call('/api/GiftCard/confirm', {
      GiftCardId: 1,
      PurchaseToken: `gp_${'x'.repeat(32)}`,
    });
    expect(stranger.status).toBe(404);
  });

  it('pays part of an order, and gives it back when the order is made cheaper or cancelled', async () => {
    const { purchase, code } = await buy(10);
    const quote = await call('/api/Order/v2/quote', {
      OrderOption: 'Pickup',
      Lines: lines(2),
      GiftCardCode: code,
    });
    expect(QuoteResponse.parse(quote.json()).Data).toMatchObject({
      Total: 5.5,
      GiftCard: { Code: code, Amount: 5.5, BalanceAfter: 4.5 },
      ToPay: 0,
      Problems: [],
    });
    // Paid in full by the card: a card order needs no card payment and is placed at once.
    const res = await place({ Lines: lines(2), GiftCardCode: code, PaymentMethod: 'Card' });
    expect(res.status, res.body).toBe(200);
    const order = OrderResponse.parse(res.json()).Data;
    expect(order).toMatchObject({ Status: 'Placed', Total: 5.5, GiftCardAmount: 5.5 });
    expect((await balance(code)).data().BalancePence).toBe(450);

    // Made cheaper: one lemonade instead of two gives £2.75 back to the card.
    const amended = await t.request('POST', '/api/Order/v2/amendOrder', {
      body: { BrandFlavor: brand, OrderId: order.OrderId, Lines: lines(1) },
      token: order.GuestSession,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(amended.status, amended.body).toBe(200);
    expect(OrderResponse.parse(amended.json()).Data).toMatchObject({ Total: 2.75, GiftCardAmount: 2.75 });
    expect((await balance(code)).data().BalancePence).toBe(725);

    // A card order paying the rest lapses: the gift card gets its part back.
    const partly = await place({ Lines: lines(4), GiftCardCode: code, PaymentMethod: 'Card' });
    expect(partly.status, partly.body).toBe(200);
    const pending = OrderResponse.parse(partly.json()).Data;
    expect(pending).toMatchObject({ Status: 'PendingPayment', Total: 11, GiftCardAmount: 7.25 });
    expect((await balance(code)).data().BalancePence).toBe(0);
    const summary = await t.request('POST', '/api/Payment/summary', {
      body: { BrandFlavor: brand, OrderId: pending.OrderId },
      token: pending.GuestSession,
    });
    expect(summary.json<{ Data: { OutstandingPence: number } }>().Data.OutstandingPence).toBe(375);
    const spent = await place({ GiftCardCode: code });
    expect(spent.status).toBe(400);
    expect(spent.body).toContain('This gift card has been spent');
    await db().execute(
      sql`update orders set payment_due_by = now() - interval '1 minute' where id = ${pending.OrderId}`,
    );
    await t.app.payments.sweep();
    expect((await balance(code)).data().BalancePence).toBe(725);
    await t.app.payments.sweep();
    expect(await ledger(purchase.GiftCardId)).toEqual({ balancePence: 725, ledgerPence: 725 });
  });

  it('refuses an expired card and a made-up code', async () => {
    const { code } = await buy(10);
    await db().execute(
      sql`update gift_cards set expires_at = now() - interval '1 day' where brand_id = ${id} and code = ${code}`,
    );
    const expired = await place({ GiftCardCode: code });
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('This gift card has expired');
    expect((await balance(code)).data().Expired).toBe(true);
    const madeUp = await place({ GiftCardCode: 'GC-AAAA-BBBB-CCCC' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toContain('This gift card code is not valid');
    const malformed = await place({ GiftCardCode: 'GIFT-1' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toContain('Gift card codes look like GC-XXXX-XXXX-XXXX');
  });

  it('lets 100 orders racing for one card debit at most its balance, which stays its ledger sum', async () => {
    const { purchase, code } = await buy(50);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => place({ GiftCardCode: code, PaymentMethod: 'Card' })),
    );
    const placed = results.filter((r) => r.status === 200).map((r) => OrderResponse.parse(r.json()).Data);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) {
      expect(r.status, r.body).toBeOneOf([400, 409]);
      expect(r.body).toMatch(/gift card balance has changed|has been spent/);
    }
    const debited = placed.reduce((sum, o) => sum + Math.round((o.GiftCardAmount ?? 0) * 100), 0);
    const after = await ledger(purchase.GiftCardId);
    expect(after.balancePence).toBeGreaterThanOrEqual(0);
    expect(after.ledgerPence).toBe(after.balancePence);
    expect(debited).toBe(5000 - after.balancePence);
    expect(debited).toBeLessThanOrEqual(5000);
    // £50 covers eighteen £2.75 lemonades; at least those went through.
    expect(placed.filter((o) => o.GiftCardAmount === 2.75).length).toBeGreaterThanOrEqual(18);
  });
});
