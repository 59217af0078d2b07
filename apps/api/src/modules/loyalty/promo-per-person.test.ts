import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyConfigInput } from '@storefront/contract/loyalty';
import { QuoteResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * Per-person promo codes (ADR 0050): a first-order code and a once-per-customer code count against the person,
 * signed in or as a guest, their email's case and `+tag` ignored, and hold when orders race.
 */
const ids = { pglite: 7401, postgres: 7411 } as const;

const loyalty: LoyaltyConfigInput = {
  PromoCodes: [
    { Code: 'FIRST', Kind: 'Fixed', Value: 3, FirstOrderOnly: true },
    { Code: 'WELCOME', Kind: 'Fixed', Value: 2, OncePerCustomer: true },
  ],
};

describe.each(DRIVERS)('per-person promo codes on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const brand = `person${id}-${driver}`;
  const lines = [
    { ItemId: id * 10 + 1, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] },
  ];
  const call = (path: string, body: Record<string, unknown>, token?: string) =>
    t.request('POST', path, {
      body: { BrandFlavor: brand, ...body },
      token,
      headers: { 'idempotency-key': randomUUID() },
    });
  const asGuest = (Email: string) => ({
    Guest: { Email, FirstName: 'Gus', LastName: 'Guest', Mobile: '+44 7700 900123' },
  });
  const place = (body: Record<string, unknown>, token?: string) =>
    call('/api/Order/v2/placeOrder', { OrderOption: 'Pickup', Lines: lines, ...body }, token);
  const quoteProblems = async (body: Record<string, unknown>, token?: string) => {
    const res = await call('/api/Order/v2/quote', { OrderOption: 'Pickup', Lines: lines, ...body }, token);
    expect(res.status, res.body).toBe(200);
    return QuoteResponse.parse(res.json()).Data.Problems.map((p) => `${p.Path}: ${p.Message}`);
  };
  /** A new customer, signed in: their email (local part `name-…`) and access token. */
  const customer = async (name: string) => {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
    const res = await call('/api/Customer/register', {
      CustomerEmail: email,
      CustomerPassword: TEST_PASSWORD,
      CustomerFirstName: 'Pat',
      CustomerLastName: 'Person',
    });
    expect(res.status, res.body).toBe(200);
    return { email, token: await t.login(brand, email, TEST_PASSWORD) };
  };
  const tagged = (email: string, tag: string) => email.replace('@', `+${tag}@`).toUpperCase();
  const refusedWith = async (res: Awaited<ReturnType<typeof place>>, message: string) => {
    expect(res.status, res.body).toBe(400);
    expect(res.json<{ Errors: { Path: string; Message: string }[] }>().Errors).toContainEqual({
      Path: 'body.PromoCode',
      Message: message,
    });
  };

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const result = await createBrandFileService(db).importBrands([
      { source: 'per-person', document: { ...makeBrandFile(id, brand), Loyalty: loyalty } },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await db.execute(sql`update recipes set stock = 100000 where brand_id = ${id}`);
  });
  afterAll(() => t.close());

  it('refuses a code used signed in to a guest with the same email, or a +tag of it', async () => {
    for (const code of ['FIRST', 'WELCOME']) {
      const { email, token } = await customer(`signed-${code.toLowerCase()}`);
      const used = await place({ PromoCode: code }, token);
      expect(used.status, used.body).toBe(200);
      const again = `You have already used promo code ${code}`;
      // The quote knows no guest's email: the placement refuses it.
      await refusedWith(await place({ PromoCode: code, ...asGuest(email) }), again);
      await refusedWith(await place({ PromoCode: code, ...asGuest(tagged(email, 'again')) }), again);
    }
  });

  it('refuses a code used as a guest to the account of that email, signed in', async () => {
    const { email, token } = await customer('guest-first');
    expect((await place({ PromoCode: 'WELCOME', ...asGuest(tagged(email, 'shop')) })).status).toBe(200);
    await refusedWith(
      await place({ PromoCode: 'WELCOME' }, token),
      'You have already used promo code WELCOME',
    );
  });

  it('gives a first-order code to nobody with an earlier order, signed in or by email', async () => {
    const { email, token } = await customer('regular');
    expect((await place({}, token)).status).toBe(200);
    const notFirst = 'Promo code FIRST is for your first order';
    expect(await quoteProblems({ PromoCode: 'FIRST' }, token)).toEqual([`body.PromoCode: ${notFirst}`]);
    await refusedWith(await place({ PromoCode: 'FIRST' }, token), notFirst);
    await refusedWith(await place({ PromoCode: 'FIRST', ...asGuest(tagged(email, 'new')) }), notFirst);
    // A once-per-customer code is not about a first order.
    expect((await place({ PromoCode: 'WELCOME' }, token)).status).toBe(200);

    const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.test`;
    expect((await place(asGuest(guestEmail))).status).toBe(200);
    await refusedWith(await place({ PromoCode: 'FIRST', ...asGuest(guestEmail) }), notFirst);
    // A newcomer may use it.
    expect((await place({ PromoCode: 'FIRST', ...asGuest(`new-${guestEmail}`) })).status).toBe(200);
  });

  it('lets one of a person’s orders racing with a per-person code use it', async () => {
    for (const code of ['FIRST', 'WELCOME']) {
      const { email, token } = await customer(`racer-${code.toLowerCase()}`);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 3 === 0
            ? place({ PromoCode: code }, token)
            : place({ PromoCode: code, ...asGuest(i % 3 === 1 ? email : tagged(email, `r${i}`)) }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      // Refused at the quote-time check (400) or in the order's transaction (409).
      expect(statuses.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
    }
  });
});
