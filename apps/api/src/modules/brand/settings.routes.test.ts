import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditResponse,
  BrandSettingsResponse,
  ChannelsResponse,
  StockItemResponse,
  StockListResponse,
  type BrandSettings,
} from '@storefront/contract/back-office';
import { GetConfigResponse } from '@storefront/contract/brand-config';
import { RecipeResponse } from '@storefront/contract/catalog';
import { WebCustomerResponse } from '@storefront/contract/web-customer-config';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';
import { GAMMA } from '../../test/seed-test-brands';
import { createStaffAccount } from '../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';
const LEMONADE = GAMMA.id * 10 + 2;

/**
 * Stock, channels, settings and the audit log, on the gamma brand (no other test changes it, so these can run
 * beside them on the shared PostgreSQL database). The stock switches (menu/stock.routes.ts) are tested here with
 * the channels: both change what gamma sells, so they must not run side by side from two files.
 */
describe.each(DRIVERS)('back office stock, channels and settings on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens = { owner: '', staff: '', customer: '' };
  const base = `/api/admin/${GAMMA.flavour}`;

  const place = (option: 'Pickup' | 'Delivery', itemId = LEMONADE) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: GAMMA.flavour,
        OrderOption: option,
        Guest: {
          Email: `g-${tag}@example.test`,
          FirstName: 'Gil',
          LastName: 'Guest',
          Mobile: '+44 7700 900111',
        },
        Lines: [{ ItemId: itemId, Quantity: 1 }],
        ...(option === 'Delivery'
          ? { Address: { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' } }
          : {}),
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  const audit = async () =>
    AuditResponse.parse((await t.request('GET', `${base}/audit?limit=500`, { token: tokens.owner })).json())
      .Data;

  beforeAll(async () => {
    t = await startApp(driver);
    for (const [key, role] of [
      ['owner', 'BrandOwner'],
      ['staff', 'BrandStaff'],
    ] as const) {
      const email = `gamma-${key}-${tag}@staff.test`;
      await createStaffAccount(t.app.database.db, {
        email,
        name: key,
        role,
        brandId: GAMMA.id,
        password: STAFF_PASSWORD,
      });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
    tokens.customer = await t.login(GAMMA.flavour, `ann@${GAMMA.flavour}.test`, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists the stock and takes a dish marked out of stock off the menu and out of ordering at once', async () => {
    const list = StockListResponse.parse(
      (await t.request('GET', `${base}/stock`, { token: tokens.staff })).json(),
    );
    const lemonade = list.Data.find((i) => i.Kind === 'Recipe' && i.ItemId === LEMONADE)!;
    expect(lemonade).toMatchObject({ Title: 'Lemonade', Category: 'Drinks', OutOfStock: false });
    expect(list.Data.some((i) => i.Kind === 'Product')).toBe(true);

    const menu = async () =>
      RecipeResponse.parse(
        (await t.request('GET', `/api/Recipe/getRecipe/${GAMMA.flavour}/${LEMONADE}`)).json(),
      ).Data.RecipeStock;
    // Read once so the catalogue has it cached: marking it out of stock must not be hidden by the cache.
    expect(await menu()).toBe(lemonade.Stock);
    expect((await place('Pickup')).status).toBe(200);

    const toggle = (OutOfStock: boolean, token = tokens.staff) =>
      t.request('POST', `${base}/stock/Recipe/${LEMONADE}`, { token, body: { OutOfStock } });
    const off = await toggle(true);
    expect(off.status, off.body).toBe(200);
    expect(StockItemResponse.parse(off.json()).Data).toMatchObject({
      OutOfStock: true,
      Stock: lemonade.Stock - 1,
    });
    expect(await menu()).toBe(0);
    const refused = await place('Pickup');
    expect(refused.status).toBe(409);
    expect(refused.json<{ Info: { Message: string } }>().Info.Message).toMatch(/Lemonade is sold out/);

    // Back in stock (the owner may too): the count it kept is what orders take from again.
    expect((await toggle(false, tokens.owner)).status).toBe(200);
    expect(await menu()).toBe(lemonade.Stock - 1);
    expect((await place('Pickup')).status).toBe(200);

    expect(
      (
        await t.request('POST', `${base}/stock/Recipe/999999`, {
          token: tokens.staff,
          body: { OutOfStock: true },
        })
      ).status,
    ).toBe(404);
    // Another brand's item is not found through this brand.
    expect(
      (
        await t.request('POST', `${base}/stock/Recipe/9012`, {
          token: tokens.staff,
          body: { OutOfStock: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', `${base}/stock/Recipe/${LEMONADE}`, {
          token: tokens.staff,
          body: { OutOfStock: 'yes' },
        })
      ).status,
    ).toBe(400);

    const entries = (await audit()).filter((e) => e.Action === 'stock');
    expect(entries.slice(0, 2)).toMatchObject([
      {
        Subject: `Recipe ${LEMONADE} (Lemonade)`,
        Before: { OutOfStock: true },
        After: { OutOfStock: false },
      },
      {
        Subject: `Recipe ${LEMONADE} (Lemonade)`,
        Before: { OutOfStock: false },
        After: { OutOfStock: true },
      },
    ]);
    expect(entries[1]!.Staff).toBe(`gamma-staff-${tag}@staff.test`);
  });

  it('stops delivery now: getConfig says so, the server refuses delivery orders with the spec text, restart undoes it', async () => {
    const stop = (Stopped: boolean) =>
      t.request('POST', `${base}/channels`, { token: tokens.staff, body: { Channel: 'Delivery', Stopped } });
    const config = async () =>
      GetConfigResponse.parse(
        (await t.request('POST', `/api/Order/v2/getConfig/${GAMMA.flavour}`, { body: {} })).json(),
      ).Data.StopOnlineDeliveryOrders;
    expect(await config()).toBe(false);

    const stopped = await stop(true);
    expect(stopped.status, stopped.body).toBe(200);
    expect(ChannelsResponse.parse(stopped.json()).Data.find((c) => c.Channel === 'Delivery')).toEqual({
      Channel: 'Delivery',
      Stopped: true,
      Message: 'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
      AutoAccept: false,
    });
    expect(await config()).toBe(true);
    const refused = await place('Delivery');
    expect(refused.status).toBe(409);
    expect(refused.json<{ Info: { Message: string } }>().Info.Message).toBe(
      'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
    );
    // Collection still runs.
    expect((await place('Pickup')).status).toBe(200);

    expect((await stop(false)).status).toBe(200);
    expect(await config()).toBe(false);
    const listed = ChannelsResponse.parse(
      (await t.request('GET', `${base}/channels`, { token: tokens.staff })).json(),
    );
    expect(listed.Data.map((c) => [c.Channel, c.Stopped])).toEqual([
      ['Delivery', false],
      ['Collection', false],
      ['EatIn', true],
    ]);
    expect((await audit()).filter((e) => e.Action === 'channels').slice(0, 2)).toMatchObject([
      { After: { StopOnlineDeliveryOrders: false } },
      { After: { StopOnlineDeliveryOrders: true } },
    ]);
    expect(
      (
        await t.request('POST', `${base}/channels`, {
          token: tokens.staff,
          body: { Channel: 'Walk', Stopped: true },
        })
      ).status,
    ).toBe(400);
  });

  it('lets owners (not staff) change the storefront settings; each change shows at once and writes an audit entry', async () => {
    expect((await t.request('GET', `${base}/settings`, { token: tokens.staff })).status).toBe(403);
    expect((await t.request('POST', `${base}/settings`, { token: tokens.staff, body: {} })).status).toBe(403);
    const current = BrandSettingsResponse.parse(
      (await t.request('GET', `${base}/settings`, { token: tokens.owner })).json(),
    ).Data;
    const brandInfo = async () =>
      WebCustomerResponse.parse(
        (await t.request('GET', `/api/Brand/getBrandInfo/${GAMMA.flavour}/WebCustomer`)).json(),
      ).Data;
    await brandInfo();

    const changes: Partial<BrandSettings>[] = [
      { PrimaryColors: '#123456' },
      { SecondaryColors: '#abcdef', TertiaryColors: '#fefefe' },
      { ButtonRadius: 20 },
      { TagLine: 'Fresh every day' },
      { OutOfStockLabel: 'Back soon' },
      { EmptyCartMessage: 'Nothing yet' },
      { StoppedMessages: { Delivery: 'No riders tonight', Collection: '', EatIn: '' } },
      { SearchEnabled: !current.SearchEnabled },
      { AllowLogin: !current.AllowLogin },
      { ShowReferSection: !current.ShowReferSection },
      { BottomMenuEnabled: !current.BottomMenuEnabled },
    ];
    let settings = current;
    for (const change of changes) {
      const before = (await audit()).length;
      const res = await t.request('POST', `${base}/settings`, {
        token: tokens.owner,
        body: { ...settings, ...change },
      });
      expect(res.status, res.body).toBe(200);
      settings = BrandSettingsResponse.parse(res.json()).Data;
      expect(settings).toMatchObject(change);
      const entries = await audit();
      expect(entries, JSON.stringify(change)).toHaveLength(before + 1);
      expect(entries[0]).toMatchObject({
        Action: 'settings',
        After: change,
        Staff: `gamma-owner-${tag}@staff.test`,
      });
      expect(Object.keys(entries[0]!.Before as object).sort()).toEqual(Object.keys(change).sort());
    }
    const web = await brandInfo();
    expect(web.TemplateData.DynamicStyle).toMatchObject({ PrimaryColors: '#123456', ButtonRadius: 20 });
    expect(web.HomeTemplate.TagLine).toBe('Fresh every day');
    expect(web.Menu?.OutOfStockLabelText).toBe('Back soon');
    expect(web.CartMessage?.StopOnlineOrders?.Delivery?.Message).toBe('No riders tonight');
    expect(web.SearchEnabled).toBe(!current.SearchEnabled);

    // Saving the same settings again changes nothing and logs nothing.
    const before = (await audit()).length;
    expect(
      (await t.request('POST', `${base}/settings`, { token: tokens.owner, body: settings })).status,
    ).toBe(200);
    expect(await audit()).toHaveLength(before);

    for (const bad of [{ PrimaryColors: 'red' }, { ButtonRadius: 99 }, { Extra: true }])
      expect(
        (await t.request('POST', `${base}/settings`, { token: tokens.owner, body: { ...settings, ...bad } }))
          .status,
      ).toBe(400);
    // Back as it was, for the next run of this file on the same database.
    expect((await t.request('POST', `${base}/settings`, { token: tokens.owner, body: current })).status).toBe(
      200,
    );
  });

  it('logs order changes made on the board; the log is for owners only', async () => {
    const order = (await place('Pickup')).json<{ Data: { OrderId: number; OrderNumber: string } }>().Data;
    const accepted = await t.request('POST', `${base}/orders/${order.OrderId}/accept`, {
      token: tokens.staff,
      body: { PrepMinutes: 15 },
    });
    expect(accepted.status, accepted.body).toBe(200);
    expect(
      (
        await t.request('POST', `${base}/orders/${order.OrderId}/status`, {
          token: tokens.staff,
          body: { Status: 'Ready' },
        })
      ).status,
    ).toBe(200);
    const entries = (await audit()).filter((e) => e.Subject === `Order ${order.OrderNumber}`);
    expect(entries).toMatchObject([
      { Action: 'order.status', Before: { Status: 'Accepted' }, After: { Status: 'Ready' } },
      {
        Action: 'order.accept',
        Before: { Status: 'Placed' },
        After: { Status: 'Accepted', PrepMinutes: 15 },
      },
    ]);
    expect((await t.request('GET', `${base}/audit`, { token: tokens.staff })).status).toBe(403);
    expect((await t.request('GET', `${base}/audit`, { token: tokens.customer })).status).toBe(403);
  });
  it.runIf(driver === 'postgres')(
    'shows a settings change made through one API instance on another at once, not when its cache expires',
    async () => {
      const other = await startApp('postgres');
      try {
        const colourOn = async (app: TestApp) =>
          WebCustomerResponse.parse(
            (await app.request('GET', `/api/Brand/getBrandInfo/${GAMMA.flavour}/WebCustomer`)).json(),
          ).Data.TemplateData.DynamicStyle.PrimaryColors;
        const settings = BrandSettingsResponse.parse(
          (await t.request('GET', `${base}/settings`, { token: tokens.owner })).json(),
        ).Data;
        const next = settings.PrimaryColors === '#0a5c36' ? '#5c0a36' : '#0a5c36';
        // The other instance has the brand cached (for 5 s) when the change is made through this one.
        expect(await colourOn(other)).toBe(settings.PrimaryColors);
        const changed = Date.now();
        const res = await t.request('POST', `${base}/settings`, {
          token: tokens.owner,
          body: { ...settings, PrimaryColors: next },
        });
        expect(res.status, res.body).toBe(200);
        let seen = await colourOn(other);
        while (seen !== next && Date.now() - changed < 4000) {
          await new Promise((r) => setTimeout(r, 50));
          seen = await colourOn(other);
        }
        expect(seen).toBe(next);
        expect(Date.now() - changed).toBeLessThan(2000);
      } finally {
        await other.close();
      }
    },
  );
});
