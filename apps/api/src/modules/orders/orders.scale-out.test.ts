import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes } from '@storefront/contract/paths';
import { OrderResponse } from '@storefront/contract/order';
import { RecipesResponse } from '@storefront/contract/catalog';
import { MenuRecipeResponse } from '@storefront/contract/menu';
import { openDatabase, type Database } from '../../db/client';
import { antiforgeryPair, sharedApiEnv, startApi, stopApi, type ApiProcess } from '../../test/api-process';
import { TEST_PASSWORD, makeBrandFile } from '../../test/fixtures';
import { createStaffAccount } from '../staff/staff.service';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * Two real API processes (`apps/api/src/server.ts`, each with its own connection pool, caches and limits) on the
 * run's PostgreSQL database: what a seller gets behind a load balancer. Whichever process a request lands on, the
 * database decides: the last unit is sold once, an Idempotency-Key makes one order, and a sign-in or
 * anti-forgery pair from one process is good on the other (no sticky sessions).
 */
const BRAND = { id: 7301, flavour: 'scaleout-race' } as const;
const LEMONADE = BRAND.id * 10 + 2;
/** Edited by the seller in the brand-propagation test (the race and key tests order Lemonade). */
const COLA = BRAND.id * 10 + 5;
const DRINKS = BRAND.id * 100 + 2;
const OWNER = { email: `owner@${BRAND.flavour}.test`, password: 'owner-password-for-scale-out' } as const;

describe('two API processes on one PostgreSQL database', () => {
  const pgUrl = inject('pgUrl');
  let database: Database;
  const apis: ApiProcess[] = [];
  let dataDir: string;
  /** The anti-forgery pair, issued by the first process only. */
  let antiforgery: Record<string, string>;

  const count = async (query: ReturnType<typeof sql>) => {
    const result = await database.db.execute<{ n: number }>(query);
    return Number((result as { rows: { n: number }[] }).rows[0]?.n);
  };
  const setStock = (n: number) =>
    database.db.execute(
      sql`update recipes set stock = ${n} where brand_id = ${BRAND.id} and id = ${LEMONADE}`,
    );
  const ordersOfBrand = () => count(sql`select count(*)::int as n from orders where brand_id = ${BRAND.id}`);
  const placeOrder = async (api: ApiProcess, n: number, key: string = randomUUID()) => {
    const res = await fetch(`${api.origin}${apiRoutes.placeOrder}`, {
      method: 'POST',
      headers: { ...antiforgery, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        BrandFlavor: BRAND.flavour,
        OrderOption: 'Pickup',
        Guest: {
          Email: `racer-${n}@example.test`,
          FirstName: 'Rae',
          LastName: 'Cer',
          Mobile: '+44 7700 900321',
        },
        Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
      }),
    });
    return { status: res.status, body: await res.text() };
  };

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: pgUrl, pgliteDir: 'memory://' });
    const imported = await createBrandFileService(database.db).importBrands([
      { source: 'scale-out', document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);

    await createStaffAccount(database.db, {
      email: OWNER.email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: BRAND.id,
      password: OWNER.password,
    });

    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-scale-out-'));
    // Shared secrets, as every process behind one load balancer must have; nothing else is shared but the database.
    const env = sharedApiEnv(pgUrl, dataDir);
    apis.push(...(await Promise.all([startApi('API process 1', env), startApi('API process 2', env)])));
    antiforgery = await antiforgeryPair(apis[0]!);
  }, 150_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sells the last unit once when 200 orders race for it across both processes', async () => {
    await setStock(1);
    const before = await ordersOfBrand();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => placeOrder(apis[i % 2]!, i).then((a) => ({ ...a, on: i % 2 }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      answers.find((a) => a.status !== 200 && a.status !== 409)?.body,
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    // Each process refused its share: both really raced (the anti-forgery pair of process 1 passed on process 2).
    for (const on of [0, 1])
      expect(answers.filter((a) => a.on === on && a.status === 409).length).toBeGreaterThan(98);
    expect(await ordersOfBrand()).toBe(before + 1);
    expect(
      await count(
        sql`select coalesce(sum(quantity), 0)::int as n from order_lines where brand_id = ${BRAND.id} and recipe_id = ${LEMONADE}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select stock as n from recipes where brand_id = ${BRAND.id} and id = ${LEMONADE}`),
    ).toBe(0);
  });

  it('makes one order of an Idempotency-Key whose retries land on both processes', async () => {
    await setStock(1000);
    const before = await ordersOfBrand();
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const answers = await Promise.all(
      keys.flatMap((key, k) =>
        Array.from({ length: 6 }, (_, i) =>
          placeOrder(apis[i % 2]!, 1000 + k, key).then((a) => ({ ...a, key })),
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.status)), answers.find((a) => a.status !== 200)?.body).toEqual(
      new Set([200]),
    );
    for (const key of keys) {
      const ids = answers
        .filter((a) => a.key === key)
        .map((a) => OrderResponse.parse(JSON.parse(a.body)).Data.OrderId);
      expect(new Set(ids).size).toBe(1);
    }
    expect(await ordersOfBrand()).toBe(before + keys.length);
  });

  it('knows a customer signed in on the other process', async () => {
    const login = await fetch(`${apis[0]!.origin}/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: `bob@${BRAND.flavour}.test`,
        password: TEST_PASSWORD,
        BrandFlavor: BRAND.flavour,
      }).toString(),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const orders = await fetch(`${apis[1]!.origin}${apiRoutes.previousOrders}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(orders.status, await orders.clone().text()).toBe(200);
  });

  // brand-propagation: the catalogue is cached per process; a seller's edit on one must reach the others.
  it('serves a price edited through the back office on process 1 from process 2 within 2 s, ETag and body together', async () => {
    const [one, two] = [apis[0]!, apis[1]!];
    const drinks = (api: ApiProcess, ifNoneMatch?: string) =>
      fetch(`${api.origin}${apiRoutes.getRecipes.replace(':brand', BRAND.flavour)}`, {
        method: 'POST',
        headers: {
          ...antiforgery,
          'content-type': 'application/json',
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
        body: JSON.stringify({ CategoryId: DRINKS }),
      });
    const colaPrice = (body: string) =>
      RecipesResponse.parse(JSON.parse(body)).Data.find((r) => r.RecipeId === COLA)?.RecipePrice;
    /** Every body each ETag came with: one ETag must always name the same bytes. */
    const bodiesOf = new Map<string, Set<string>>();
    const seen = (etag: string | null, body: string) => {
      expect(etag, 'an ETag on every catalogue answer').toBeTruthy();
      bodiesOf.set(etag!, (bodiesOf.get(etag!) ?? new Set()).add(body));
    };

    // Process 2 has the drinks cached, and answers 304 to its own ETag.
    const before = await drinks(two);
    const oldBody = await before.text();
    const oldEtag = before.headers.get('etag')!;
    seen(oldEtag, oldBody);
    expect(colaPrice(oldBody)).toBe(1.99);
    expect((await drinks(two, oldEtag)).status).toBe(304);

    // The owner signs in and edits the price on process 1.
    const login = await fetch(`${one.origin}/api/admin/Token`, {
      method: 'POST',
      headers: { ...antiforgery, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: OWNER.email, password: OWNER.password }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const { access_token } = ((await login.json()) as { Data: { access_token: string } }).Data;
    const staff = {
      ...antiforgery,
      authorization: `Bearer ${access_token}`,
      'content-type': 'application/json',
    };
    const recipeUrl = `${one.origin}/api/admin/${BRAND.flavour}/menu/recipes/${COLA}`;
    const current = MenuRecipeResponse.parse(await (await fetch(recipeUrl, { headers: staff })).json()).Data;
    const { RecipeId: _id, ...body } = current;
    const saved = await fetch(recipeUrl, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ ...body, RecipePrice: 2.49 }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const editedAt = performance.now();

    // Process 2 answers the old ETag with the new body (200, a new ETag) within 2 s, and never goes back.
    let propagatedAfter: number | undefined;
    while (performance.now() - editedAt < 5000) {
      const res = await drinks(two, oldEtag);
      if (res.status === 304) {
        expect(propagatedAfter, 'an old answer after the new one').toBeUndefined();
      } else {
        expect(res.status).toBe(200);
        const text = await res.text();
        seen(res.headers.get('etag'), text);
        expect(res.headers.get('etag')).not.toBe(oldEtag);
        expect(colaPrice(text)).toBe(2.49);
        propagatedAfter ??= performance.now() - editedAt;
        if (performance.now() - editedAt > propagatedAfter + 500) break;
      }
      await sleep(50);
    }
    expect(propagatedAfter, 'process 2 served the new price').toBeDefined();
    expect(propagatedAfter!, 'ms from the edit to process 2 serving it').toBeLessThan(2000);
    // Process 1, which made the edit, serves it at once.
    const onOne = await drinks(one);
    const oneBody = await onOne.text();
    seen(onOne.headers.get('etag'), oneBody);
    expect(colaPrice(oneBody)).toBe(2.49);
    for (const [etag, bodies] of bodiesOf) expect(bodies.size, `bodies sent with ${etag}`).toBe(1);
    expect(oneBody).not.toBe(oldBody);
  });
});

describe('several API processes starting at once on a new PostgreSQL database', () => {
  it('lets one migrate while the others wait, and all of them start', async () => {
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    const name = `storefront_migrate_race_${Date.now()}_${process.pid}`;
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
      const url = new URL(inject('pgUrl'));
      url.pathname = `/${name}`;
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
