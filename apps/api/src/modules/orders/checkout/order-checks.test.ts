import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse, QuoteResponse, ReorderResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../../test/fixtures';
import { createBrandFileService } from '../../brand-file/brand-file.service';

/**
 * Quote, place, amend and reorder go through one set of checks (order-checks.ts): the same bad line is refused
 * by each with the same field error — reorder, which answers no errors, leaves the line out for the same reason.
 */
const ids = { pglite: 8301, postgres: 8311 } as const;

describe.each(DRIVERS)('one set of order checks on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const flavour = `checks-${driver}`;
  const lemonade = id * 10 + 2; // £2.75, every channel
  const cola = id * 10 + 5; // collection only
  const burger = id * 10 + 1; // choose a bread: Brioche or Sourdough
  const address = { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' };
  let token: string;

  const send = (route: string, body: Record<string, unknown>) =>
    t.request('POST', `/api/Order/${route}`, {
      body: { BrandFlavor: flavour, ...body },
      headers: { 'idempotency-key': randomUUID() },
      token,
    });
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? [];

  /** What each of quote, place and amend answers for a delivery order of `lines`. */
  async function refusals(lines: unknown[]) {
    const quoted = await send('v2/quote', {
      OrderOption: 'Delivery',
      Postcode: address.Postcode,
      Lines: lines,
    });
    expect(quoted.status, quoted.body).toBe(200);
    const placed = await send('v2/placeOrder', { OrderOption: 'Delivery', Address: address, Lines: lines });
    expect(placed.status, placed.body).toBe(400);
    const order = OrderResponse.parse(
      (
        await send('v2/placeOrder', {
          OrderOption: 'Delivery',
          Address: address,
          Lines: [{ ItemId: lemonade, Quantity: 1 }],
        })
      ).json(),
    ).Data;
    const amended = await send('v2/amendOrder', { OrderId: order.OrderId, Lines: lines });
    expect(amended.status, amended.body).toBe(400);
    return {
      quote: QuoteResponse.parse(quoted.json()).Data.Problems,
      place: errorsOf(placed),
      amend: errorsOf(amended),
    };
  }

  beforeAll(async () => {
    t = await startApp(driver);
    const file = makeBrandFile(id, flavour);
    const result = await createBrandFileService(t.app.database.db).importBrands([
      { source: flavour, document: { ...file, BrandConfig: { ...file.BrandConfig, DeliveryFee: 0 } } },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    token = await t.login(flavour, `ann@${flavour}.test`, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('refuses an item not offered for the channel with the same error in quote, place and amend', async () => {
    const problem = { Path: 'body.Lines.0', Message: 'Collection-only Cola is not available for delivery' };
    const answers = await refusals([{ ItemId: cola, Quantity: 1 }]);
    expect(answers).toEqual({ quote: [problem], place: [problem], amend: [problem] });
  });

  it('refuses an unknown extra with the same error in quote, place and amend', async () => {
    const answers = await refusals([
      { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Rye', ExtraQuantity: 1 }] },
    ]);
    // The unknown extra and the bread still to choose: both on the line's extras, in the same words each time.
    expect(answers.quote.length).toBeGreaterThan(0);
    for (const problem of answers.quote) expect(problem.Path).toMatch(/^body\.Lines\.0\.ExtraDetail/);
    expect(answers.place).toEqual(answers.quote);
    expect(answers.amend).toEqual(answers.quote);
  });

  it('leaves the same lines out of a reorder, for the same reasons', async () => {
    const past = OrderResponse.parse(
      (
        await send('v2/placeOrder', {
          OrderOption: 'Pickup',
          Lines: [
            { ItemId: cola, Quantity: 1 },
            { ItemId: lemonade, Quantity: 2 },
          ],
        })
      ).json(),
    ).Data;
    const res = await t.request('POST', '/api/Order/reorder', {
      body: { BrandFlavor: flavour, OrderId: past.OrderId, OrderOption: 'Delivery' },
      token,
    });
    expect(res.status, res.body).toBe(200);
    const { Lines, Skipped } = ReorderResponse.parse(res.json()).Data;
    expect(Lines.map((l) => l.ItemId)).toEqual([lemonade]);
    expect(Skipped).toEqual([
      { ItemId: cola, Title: 'Collection-only Cola', Quantity: 1, Reason: 'Not available for delivery' },
    ]);
  });
});
