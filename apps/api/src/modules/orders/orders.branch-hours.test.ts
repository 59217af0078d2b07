import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { DAY_NAMES, weekdayOf } from '@storefront/domain/opening-hours';
import { addDays, londonInstants, londonTime } from '@storefront/domain/schedule';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * The branch's hours and lead times in an order (ADR 0046). `hours-*` has three branches: Shoreditch with no
 * hours of its own (never closed to orders), Clapham closed two days from today and slow on deliveries, and
 * Islington slow on collections. The closed day is worked out from today, so the tests hold on any day.
 */
const ids = { pglite: 5521, postgres: 5531 } as const;
const SHOREDITCH = 21;
const CLAPHAM = 22;
const ISLINGTON = 23;
const MINUTE = 60_000;

describe.each(DRIVERS)('branch hours and lead times on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const brand = `branch-hours-${driver}`;
  const lemonade = id * 10 + 2;
  const lines = [{ ItemId: lemonade, Quantity: 8 }];
  const today = londonTime(new Date()).date;
  // Clapham is closed on this day; the day before it is open 11:30–22:30.
  const closedDay = addDays(today, 2);
  const openDay = addDays(today, 1);
  const closedName = `${DAY_NAMES[weekdayOf(closedDay)]}s`;
  const openName = `${DAY_NAMES[weekdayOf(openDay)]}s`;
  const at = (date: string, time: string) => londonInstants(date, time)[0]!.toISOString();
  const guest = () => ({
    Email: `hours-${driver}-${randomUUID().slice(0, 8)}@example.test`,
    FirstName: 'Hal',
    Mobile: '+44 7700 900778',
  });
  const quote = (body: Record<string, unknown>) =>
    t
      .request('POST', '/api/Order/v2/quote', {
        body: { BrandFlavor: brand, OrderOption: 'Pickup', Lines: lines, ...body },
      })
      .then((res) => QuoteResponse.parse(res.json()).Data);
  const place = (body: Record<string, unknown>, token?: string) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: brand, OrderOption: 'Pickup', Lines: lines, ...body },
      headers: { 'idempotency-key': randomUUID() },
      token,
    });
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? [];

  beforeAll(async () => {
    t = await startApp(driver);
    const file = makeBrandFile(id, brand);
    const claphamHours = [0, 1, 2, 3, 4, 5, 6]
      .filter((Day) => Day !== weekdayOf(closedDay))
      .map((Day) => ({ Day, Open: '11:30', Close: '22:30' }));
    const document = {
      ...file,
      // Any time of day, so the lead times alone decide the earliest time.
      BrandConfig: {
        ...file.BrandConfig,
        DeliveryFrom: '00:00',
        CollectionFrom: '00:00',
        EatInFrom: '00:00',
        DeliveryAreas: [
          { Name: 'Clapham', Postcodes: ['SW4'], BranchId: CLAPHAM },
          { Name: 'North', Postcodes: ['N1'] },
        ],
      },
      Branches: [
        { BranchId: SHOREDITCH, Name: 'Shoreditch', Address: '42 Curtain Road, London' },
        {
          BranchId: CLAPHAM,
          Name: 'Copperleaf Clapham',
          Address: '118 Clapham High Street, London',
          OpeningHours: claphamHours,
          LeadTimes: { Delivery: 90 },
        },
        {
          BranchId: ISLINGTON,
          Name: 'Islington',
          Address: '7 Upper Street, London',
          LeadTimes: { Collection: 120 },
        },
      ],
    };
    const result = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'hours', document },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });
  afterAll(() => t.close());

  it("exports a branch's lead times and an area's branch, and imports them back unchanged", async () => {
    const service = createBrandFileService(t.app.database.db);
    const exported = (await service.exportBrand(brand))!;
    expect(exported.Branches.map((b) => [b.BranchId, b.LeadTimes])).toEqual([
      [SHOREDITCH, undefined],
      [CLAPHAM, { Delivery: 90 }],
      [ISLINGTON, { Collection: 120 }],
    ]);
    expect(exported.BrandConfig.DeliveryAreas[0]?.BranchId).toBe(CLAPHAM);
    const again = await service.importBrands([{ source: 'again', document: exported }]);
    expect(again.ok, JSON.stringify(again)).toBe(true);
    expect(await service.exportBrand(brand)).toEqual(exported);
  });

  it('refuses a collection when the branch is closed, with the same error in the quote and when placing', async () => {
    const cases = [
      { ScheduledFor: at(closedDay, '13:00'), message: `Copperleaf Clapham is closed on ${closedName}` },
      {
        ScheduledFor: at(openDay, '22:45'),
        message: `Copperleaf Clapham is closed then: it opens 11:30–22:30 on ${openName}`,
      },
    ];
    for (const { ScheduledFor, message } of cases) {
      const problem = { Path: ORDER_PATHS.scheduledFor, Message: message };
      expect((await quote({ BranchId: CLAPHAM, ScheduledFor })).Problems).toContainEqual(problem);
      const res = await place({ Guest: guest(), BranchId: CLAPHAM, ScheduledFor });
      expect(res.status, res.body).toBe(400);
      expect(errorsOf(res)).toContainEqual(problem);
    }
  });

  it('takes the collection while the branch is open, and at a branch with no hours any time', async () => {
    const open = at(openDay, '13:00');
    expect((await quote({ BranchId: CLAPHAM, ScheduledFor: open })).Problems).toEqual([]);
    const res = await place({ Guest: guest(), BranchId: CLAPHAM, ScheduledFor: open });
    expect(res.status, res.body).toBe(200);
    expect(OrderResponse.parse(res.json()).Data.ScheduledFor).toBe(open);
    const anyTime = await place({
      Guest: guest(),
      BranchId: SHOREDITCH,
      ScheduledFor: at(closedDay, '13:00'),
    });
    expect(anyTime.status, anyTime.body).toBe(200);
  });

  it('refuses moving a placed order to a branch closed at its time, and moves it to one open then', async () => {
    const token = await t.login(brand, `ann@${brand}.test`, TEST_PASSWORD);
    const placeAt = async (date: string) => {
      const res = await place({ BranchId: SHOREDITCH, ScheduledFor: at(date, '13:00') }, token);
      expect(res.status, res.body).toBe(200);
      return OrderResponse.parse(res.json()).Data.OrderId;
    };
    const amend = (OrderId: number, BranchId: number) =>
      t.request('POST', '/api/Order/v2/amendOrder', {
        body: { BrandFlavor: brand, OrderId, Lines: lines, BranchId },
        headers: { 'idempotency-key': randomUUID() },
        token,
      });
    const closed = await amend(await placeAt(closedDay), CLAPHAM);
    expect(closed.status, closed.body).toBe(400);
    expect(errorsOf(closed)).toContainEqual({
      Path: ORDER_PATHS.branchId,
      Message: `Copperleaf Clapham is closed on ${closedName}`,
    });
    const moved = await amend(await placeAt(openDay), CLAPHAM);
    expect(moved.status, moved.body).toBe(200);
    expect(OrderResponse.parse(moved.json()).Data.Branch?.BranchId).toBe(CLAPHAM);
  });

  it("moves the earliest time by the branch's lead time, and refuses a time sooner than it", async () => {
    const before = Date.now();
    const brandWide = new Date((await quote({ BranchId: SHOREDITCH })).EarliestTime).getTime();
    const slow = new Date((await quote({ BranchId: ISLINGTON })).EarliestTime).getTime();
    // The brand's 20 minutes, Islington's 120 (each rounded up to the minute).
    expect(brandWide - before).toBeGreaterThanOrEqual(20 * MINUTE);
    expect(brandWide - before).toBeLessThan(22 * MINUTE);
    expect(slow - before).toBeGreaterThanOrEqual(120 * MINUTE);
    expect(slow - before).toBeLessThan(122 * MINUTE);

    const inAnHour = new Date(before + 60 * MINUTE).toISOString();
    expect((await quote({ BranchId: SHOREDITCH, ScheduledFor: inAnHour })).Problems).toEqual([]);
    const res = await place({ Guest: guest(), BranchId: ISLINGTON, ScheduledFor: inAnHour });
    expect(res.status, res.body).toBe(400);
    expect(errorsOf(res)).toContainEqual({
      Path: ORDER_PATHS.scheduledFor,
      Message: 'Choose a time at least 120 minutes from now',
    });
  });

  it('makes a delivery at the branch of the area serving the postcode, with its lead time', async () => {
    const before = Date.now();
    const address = (Postcode: string) => ({ Line1: '1 Test Street', Town: 'London', Postcode });
    const res = await place({ Guest: guest(), OrderOption: 'Delivery', Address: address('SW4 7AA') });
    expect(res.status, res.body).toBe(200);
    const order = OrderResponse.parse(res.json()).Data;
    expect(order.Branch?.Name).toBe('Copperleaf Clapham');
    expect(new Date(order.DueAt!).getTime() - before).toBeGreaterThanOrEqual(90 * MINUTE);
    // An area naming no branch: the brand's first, on the brand's 45 minutes.
    const north = await place({ Guest: guest(), OrderOption: 'Delivery', Address: address('N1 1AA') });
    expect(OrderResponse.parse(north.json()).Data.Branch?.BranchId).toBe(SHOREDITCH);
    const quoted = await quote({ OrderOption: 'Delivery', Postcode: 'SW4 7AA' });
    expect(new Date(quoted.EarliestTime).getTime() - before).toBeGreaterThanOrEqual(90 * MINUTE);
    const northQuote = await quote({ OrderOption: 'Delivery', Postcode: 'N1 1AA' });
    expect(new Date(northQuote.EarliestTime).getTime() - before).toBeLessThan(47 * MINUTE);
  });
});
