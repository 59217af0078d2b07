import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MenuRecipeResponse } from '@storefront/contract/menu';
import { BrandSettingsResponse } from '@storefront/contract/back-office';
import { startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

/**
 * Every order a brand is placing holds a lock on the brand's row until it commits: its inserts reference the
 * brand, and PostgreSQL checks each foreign key with `SELECT … FOR KEY SHARE` on the row. A back-office change
 * that locked the row `FOR UPDATE` (the strongest lock, which that share lock blocks) waited for a moment with
 * no order open, and under a steady stream of orders none came: the seller's price edit or busy mode was
 * answered 503 after the 5 s statement timeout (`npm run bench -- scale-out`, brand edits under load). Changes
 * lock it `FOR NO KEY UPDATE`: they still wait for each other, never for orders. PostgreSQL only (PGlite runs
 * one transaction at a time).
 */
const BRAND = { id: 7303, flavour: 'lock-under-orders' } as const;
const COLA = BRAND.id * 10 + 5;
const PASSWORD = 'owner-password-for-brand-lock';
const WAIT_MS = 3000;

describe('back-office changes while orders of the brand are open (postgres)', () => {
  let t: TestApp;
  let token: string;
  let order: pg.Client;

  beforeAll(async () => {
    t = await startApp('postgres');
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'brand-lock', document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok).toBe(true);
    const email = `owner-${Date.now()}@${BRAND.flavour}.test`;
    await createStaffAccount(t.app.database.db, {
      email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: BRAND.id,
      password: PASSWORD,
    });
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: PASSWORD },
    });
    token = res.json<{ Data: { access_token: string } }>().Data.access_token;

    // An order in the middle of its transaction: what its foreign keys hold on the brand's row.
    order = new pg.Client({ connectionString: inject('pgUrl') });
    await order.connect();
    await order.query('begin');
    await order.query('select id from brands where id = $1 for key share', [BRAND.id]);
  });
  afterAll(async () => {
    await order?.query('rollback').catch(() => undefined);
    await order?.end();
    await t?.close();
  });

  /** The answer, or 'still waiting' after WAIT_MS. */
  const within = <T>(answer: Promise<T>) =>
    Promise.race([answer, sleep(WAIT_MS).then(() => 'still waiting' as const)]);

  it("saves a dish's price, the settings and busy mode without waiting for the open order", async () => {
    const base = `/api/admin/${BRAND.flavour}`;
    const recipe = MenuRecipeResponse.parse(
      (await t.request('GET', `${base}/menu/recipes/${COLA}`, { token })).json(),
    ).Data;
    const { RecipeId: _id, ...body } = recipe;
    const price = await within(
      t.request('POST', `${base}/menu/recipes/${COLA}`, { token, body: { ...body, RecipePrice: 2.25 } }),
    );
    expect(price === 'still waiting' ? price : price.status).toBe(200);

    const settings = BrandSettingsResponse.parse(
      (await t.request('GET', `${base}/settings`, { token })).json(),
    ).Data;
    const saved = await within(
      t.request('POST', `${base}/settings`, { token, body: { ...settings, TagLine: 'Open late' } }),
    );
    expect(saved === 'still waiting' ? saved : saved.status).toBe(200);

    const busy = await within(
      t.request('POST', `${base}/busy-mode/extension`, {
        token,
        body: { ExtraMinutes: 20, ForMinutes: 60 },
      }),
    );
    expect(busy === 'still waiting' ? busy : busy.status).toBe(200);
  });
});
