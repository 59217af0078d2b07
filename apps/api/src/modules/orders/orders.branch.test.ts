import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * The branch an order names (ADR 0045): `fork-*` has two branches, so a collection order must choose one;
 * `solo-*` (fixtures.ts) has one, which every order names without asking. Ids apart per driver.
 */
const ids = { pglite: 5501, postgres: 5511 } as const;
const SHOREDITCH = {
  BranchId: 21,
  Name: 'Shoreditch',
  Address: '42 Curtain Road, London',
  Postcode: 'EC2A 3NH',
};
const CLAPHAM = {
  BranchId: 22,
  Name: 'Clapham',
  Address: '118 Clapham High Street, London',
  Postcode: 'SW4 7UH',
};

describe.each(DRIVERS)('branches in the order on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const fork = `fork-${driver}`;
  const solo = `solo-${driver}`;
  const lemonade = id * 10 + 2;
  const guest = () => ({
    Email: `branch-${driver}-${randomUUID().slice(0, 8)}@example.test`,
    FirstName: 'Gia',
    Mobile: '+44 7700 900777',
  });
  const lines = [{ ItemId: lemonade, Quantity: 2 }];
  const place = (body: Record<string, unknown>, brand = fork, token?: string) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: brand, OrderOption: 'Pickup', Lines: lines, ...body },
      headers: { 'idempotency-key': randomUUID() },
      token,
    });
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? [];

  beforeAll(async () => {
    t = await startApp(driver);
    const forkFile = makeBrandFile(id, fork);
    const result = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'fork', document: { ...forkFile, Branches: [SHOREDITCH, CLAPHAM] } },
      { source: 'solo', document: makeBrandFile(id + 1, solo) },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });
  afterAll(() => t.close());

  it('takes an order without a branch, as the contract’s clients of before send it, at the first branch', async () => {
    const quoted = await t.request('POST', '/api/Order/v2/quote', {
      body: { BrandFlavor: fork, OrderOption: 'Pickup', Lines: lines },
    });
    expect(QuoteResponse.parse(quoted.json()).Data.Problems).toEqual([]);
    const res = await place({ Guest: guest() });
    expect(res.status, res.body).toBe(200);
    expect(OrderResponse.parse(res.json()).Data.Branch?.BranchId).toBe(SHOREDITCH.BranchId);
  });

  it('places the order at the branch chosen, and says so in the order and its email', async () => {
    const who = guest();
    const res = await place({ Guest: who, BranchId: CLAPHAM.BranchId });
    expect(res.status, res.body).toBe(200);
    const order = OrderResponse.parse(res.json()).Data;
    expect(order.Branch).toEqual({
      BranchId: 22,
      Name: 'Clapham',
      Address: '118 Clapham High Street, London',
    });
    const mail = await t.app.database.db.execute<{ text: string }>(
      sql`select text from outbox where brand_id = ${id} and recipient = ${who.Email}`,
    );
    expect((mail as { rows: { text: string }[] }).rows[0]!.text).toContain(
      'Collect from: Clapham, 118 Clapham High Street, London',
    );
  });

  it("refuses another brand's branch, in the quote, when placing and when amending", async () => {
    // The solo brand's branch (1) is not the fork's.
    const quoted = await t.request('POST', '/api/Order/v2/quote', {
      body: { BrandFlavor: fork, OrderOption: 'Pickup', Lines: lines, BranchId: 1 },
    });
    expect(QuoteResponse.parse(quoted.json()).Data.Problems).toContainEqual({
      Path: ORDER_PATHS.branchId,
      Message: 'Choose one of our branches',
    });
    const res = await place({ Guest: guest(), BranchId: 1 });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toContainEqual({
      Path: ORDER_PATHS.branchId,
      Message: 'Choose one of our branches',
    });

    const token = await t.login(fork, `ann@${fork}.test`, TEST_PASSWORD);
    const placed = OrderResponse.parse(
      (await place({ BranchId: SHOREDITCH.BranchId }, fork, token)).json(),
    ).Data;
    const amend = (BranchId: number) =>
      t.request('POST', '/api/Order/v2/amendOrder', {
        body: { BrandFlavor: fork, OrderId: placed.OrderId, Lines: lines, BranchId },
        headers: { 'idempotency-key': randomUUID() },
        token,
      });
    const foreign = await amend(1);
    expect(foreign.status).toBe(400);
    expect(errorsOf(foreign)).toContainEqual({
      Path: ORDER_PATHS.branchId,
      Message: 'Choose one of our branches',
    });
    const moved = await amend(CLAPHAM.BranchId);
    expect(moved.status, moved.body).toBe(200);
    expect(OrderResponse.parse(moved.json()).Data.Branch?.Name).toBe('Clapham');
    // Amending without a branch keeps the order's.
    const kept = await t.request('POST', '/api/Order/v2/amendOrder', {
      body: { BrandFlavor: fork, OrderId: placed.OrderId, Lines: lines },
      headers: { 'idempotency-key': randomUUID() },
      token,
    });
    expect(OrderResponse.parse(kept.json()).Data.Branch?.Name).toBe('Clapham');
  });

  it("names the only branch without asking, and sends deliveries from the brand's first", async () => {
    const only = await place({ Guest: guest(), Lines: [{ ItemId: (id + 1) * 10 + 2, Quantity: 2 }] }, solo);
    expect(only.status, only.body).toBe(200);
    expect(OrderResponse.parse(only.json()).Data.Branch).toEqual({
      BranchId: 1,
      Name: 'High Street',
      Address: '1 High Street, London',
    });
    const delivery = await place({
      Guest: guest(),
      OrderOption: 'Delivery',
      Lines: [{ ItemId: lemonade, Quantity: 8 }],
      Address: { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' },
    });
    expect(delivery.status, delivery.body).toBe(200);
    expect(OrderResponse.parse(delivery.json()).Data.Branch?.BranchId).toBe(SHOREDITCH.BranchId);
  });
});
