import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BoardResponse } from '@storefront/contract/admin';
import { AuditResponse, ChannelsResponse } from '@storefront/contract/back-office';
import { GetConfigResponse } from '@storefront/contract/brand-config';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import { ErrorResponse } from '@storefront/contract/envelope';
import { OrderResponse } from '@storefront/contract/order';
import {
  PaymentCheckResponse,
  PaymentSessionResponse,
  TestConfirmResponse,
} from '@storefront/contract/payment';
import { makeBrandFile } from '../../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { createBrandFileService } from '../../brand-file/brand-file.service';
import { TEST_CARDS } from '../../payments/test-provider';
import { createStaffAccount } from '../../staff/staff.service';

const ids = { pglite: 5401, postgres: 5411 } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';

/** The fixture brand with eat-in open too: collection from 11:00 (20 min), eat in from 12:00 (15 min). */
function brandFile(id: number, flavour: string): BrandFileInput {
  const file = makeBrandFile(id, flavour);
  return { ...file, BrandConfig: { ...file.BrandConfig, StopOnlineEatInOrders: false } };
}

/**
 * Auto-accept (issue 19): an owner turns it on per channel, and an order of that channel is Accepted by the
 * server as soon as it is placed (or paid for), ready by the later of now + the channel's minimum time and its
 * due time, with an audit entry naming the system; other channels, and every channel before it is turned on,
 * stay New for staff. November: London is on GMT, so London time is UTC.
 */
describe.each(DRIVERS)('auto-accept on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const flavour = `autoaccept-${driver}`;
  const lemonade = id * 10 + 2;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const emails = { owner: `aa-owner-${tag}@staff.test`, staff: `aa-staff-${tag}@staff.test` };
  const db = () => t.app.database.db;

  /** Sets the clock (Date only: timers, sockets and the databases run as they are). */
  const clockAt = (at: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  };
  /** A staff token issued on the test's clock (a token from the real clock has expired on a faked one). */
  const token = async (who: keyof typeof emails) => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: emails[who], password: STAFF_PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return res.json<{ Data: { access_token: string } }>().Data.access_token;
  };
  const setAutoAccept = async (Channel: string, AutoAccept: boolean) => {
    const res = await t.request('POST', `/api/admin/${flavour}/channels/auto-accept`, {
      token: await token('owner'),
      body: { Channel, AutoAccept },
    });
    expect(res.status, res.body).toBe(200);
    return ChannelsResponse.parse(res.json()).Data;
  };
  const place = async (extra: Record<string, unknown> = {}) => {
    const email = `g-${randomUUID().slice(0, 8)}@example.test`;
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: flavour,
        OrderOption: 'Pickup',
        Guest: { Email: email, FirstName: 'Ada', LastName: 'Auto', Mobile: '+44 7700 900779' },
        Lines: [{ ItemId: lemonade, Quantity: 1 }],
        ...extra,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    // The answer is the one stored with the idempotency key as the order was written (Placed); auto-accept
    // has run by the time it arrives, so the order reads accepted from then on.
    const placed = OrderResponse.parse(res.json()).Data;
    const read = await t.request('GET', `/api/Order/getOrder/${placed.OrderId}`, {
      token: placed.GuestSession!,
      headers: { brandflavor: flavour },
    });
    expect(read.status, read.body).toBe(200);
    return { placed, order: OrderResponse.parse(read.json()).Data, email };
  };
  const stored = async (orderId: number) =>
    (
      (await db().execute(
        sql`select status, ready_by, prep_minutes from orders where brand_id = ${id} and id = ${orderId}`,
      )) as { rows: { status: string; ready_by: Date | string | null; prep_minutes: number | null }[] }
    ).rows[0]!;
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  const audit = async () =>
    AuditResponse.parse(
      (
        await t.request('GET', `/api/admin/${flavour}/audit?limit=500`, { token: await token('owner') })
      ).json(),
    ).Data;
  const emailText = async (to: string) =>
    (
      (await db().execute(sql`select text from outbox where recipient = ${to} order by id`)) as {
        rows: { text: string }[];
      }
    ).rows.map((r) => r.text);

  beforeAll(async () => {
    t = await startApp(driver);
    const result = await createBrandFileService(db()).importBrands([
      { source: 'auto-accept', document: brandFile(id, flavour) },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await db().execute(sql`update recipes set stock = 1000 where brand_id = ${id}`);
    await createStaffAccount(db(), {
      email: emails.owner,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: id,
      password: STAFF_PASSWORD,
    });
    await createStaffAccount(db(), {
      email: emails.staff,
      name: 'Staff',
      role: 'BrandStaff',
      brandId: id,
      password: STAFF_PASSWORD,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  it('is off by default: an order stays New for staff, and only owners turn it on', async () => {
    const channels = ChannelsResponse.parse(
      (await t.request('GET', `/api/admin/${flavour}/channels`, { token: await token('staff') })).json(),
    ).Data;
    expect(channels.map((c) => [c.Channel, c.AutoAccept])).toEqual([
      ['Delivery', false],
      ['Collection', false],
      ['EatIn', false],
    ]);
    clockAt('2030-11-27T12:00:00Z');
    const { order } = await place();
    expect(order.Status).toBe('Placed');
    expect(await stored(order.OrderId)).toMatchObject({ status: 'Placed', ready_by: null });

    const url = `/api/admin/${flavour}/channels/auto-accept`;
    const byStaff = await t.request('POST', url, {
      token: await token('staff'),
      body: { Channel: 'Collection', AutoAccept: true },
    });
    expect(byStaff.status).toBe(403);
    const bad = await t.request('POST', url, {
      token: await token('owner'),
      body: { Channel: 'Pickup', AutoAccept: true },
    });
    expect(bad.status, bad.body).toBe(400);
    expect(ErrorResponse.parse(bad.json()).Errors?.map((e) => e.Path)).toContain('body.Channel');
    const config = await t.request('POST', `/api/Order/v2/getConfig/${flavour}`, { body: {} });
    expect(GetConfigResponse.parse(config.json()).Data).not.toHaveProperty('AutoAccept');
  });

  it('accepts an ASAP order placed while closed, ready by its due time, as the system', async () => {
    expect((await setAutoAccept('Collection', true)).map((c) => [c.Channel, c.AutoAccept])).toEqual([
      ['Delivery', false],
      ['Collection', true],
      ['EatIn', false],
    ]);
    // 02:35 while the brand is closed: due at 11:00 when it opens, not 02:55.
    clockAt('2030-11-27T02:35:00Z');
    const { order, email } = await place();
    const opening = '2030-11-27T11:00:00.000Z';
    expect(order).toMatchObject({ Status: 'Accepted', DueAt: opening, ReadyBy: opening, PrepMinutes: 20 });
    const row = await stored(order.OrderId);
    expect({ ...row, ready_by: iso(row.ready_by) }).toEqual({
      status: 'Accepted',
      ready_by: opening,
      prep_minutes: 20,
    });

    // The board shows it accepted, with its due time.
    const board = BoardResponse.parse(
      (await t.request('GET', `/api/admin/${flavour}/orders`, { token: await token('staff') })).json(),
    ).Data;
    expect(board.find((o) => o.OrderId === order.OrderId)).toMatchObject({
      Status: 'Accepted',
      DueAt: opening,
      ReadyBy: opening,
    });

    const entries = await audit();
    expect(entries.find((e) => e.Subject === `Order ${order.OrderNumber}`)).toMatchObject({
      Action: 'order.accept',
      Staff: 'System (auto-accept)',
      Before: { Status: 'Placed' },
      After: { Status: 'Accepted', PrepMinutes: 20, ReadyBy: opening },
    });
    expect(entries.find((e) => e.Subject === 'Collection auto-accept')).toMatchObject({
      Action: 'channels',
      Staff: emails.owner,
      Before: { AutoAccept: false },
      After: { AutoAccept: true },
    });
    // The confirmation email says when it is due.
    const [text] = await emailText(email);
    expect(text).toContain('ASAP · Due 11:00 (London time)');
  });

  it("takes now + the channel's minimum time by day, and a scheduled order's own time", async () => {
    clockAt('2030-11-27T12:00:00Z');
    const asap = await place();
    expect(asap.order).toMatchObject({ Status: 'Accepted', ReadyBy: '2030-11-27T12:20:00.000Z' });

    const scheduled = await place({ ScheduledFor: '2030-11-28T18:30:00Z' });
    expect(scheduled.order).toMatchObject({
      Status: 'Accepted',
      DueAt: '2030-11-28T18:30:00.000Z',
      ReadyBy: '2030-11-28T18:30:00.000Z',
    });
    const [text] = await emailText(scheduled.email);
    expect(text).toContain('Scheduled · Due 18:30 tomorrow (London time)');
  });

  it('works per channel: an eat-in order stays New while only collection is on, until eat in is on too', async () => {
    clockAt('2030-11-27T12:00:00Z');
    const before = await place({ OrderOption: 'EatIn' });
    expect(before.order.Status).toBe('Placed');
    expect((await stored(before.order.OrderId)).status).toBe('Placed');

    await setAutoAccept('EatIn', true);
    const after = await place({ OrderOption: 'EatIn' });
    // Eat in: 15 minutes' notice from 12:00.
    expect(after.order).toMatchObject({ Status: 'Accepted', ReadyBy: '2030-11-27T12:15:00.000Z' });
    // The one placed before stays for staff.
    expect((await stored(before.order.OrderId)).status).toBe('Placed');

    await setAutoAccept('Collection', false);
    expect((await place()).order.Status).toBe('Placed');
    await setAutoAccept('EatIn', false);
  });

  it('accepts a card order once its payment succeeded', async () => {
    await setAutoAccept('Collection', true);
    const { placed: order } = await place({ PaymentMethod: 'Card' });
    expect(order.Status).toBe('PendingPayment');
    const call = async <T>(path: string, body: Record<string, unknown>) => {
      const res = await t.request('POST', path, {
        body: { BrandFlavor: flavour, ...body },
        token: order.GuestSession!,
      });
      expect(res.status, res.body).toBe(200);
      return res.json<T>();
    };
    const session = PaymentSessionResponse.parse(
      await call('/api/Payment/start', { OrderId: order.OrderId }),
    ).Data;
    TestConfirmResponse.parse(
      await call('/api/Payment/test/confirm', {
        ClientSecret: session.ClientSecret,
        CardNumber: TEST_CARDS.succeeds,
        Expiry: '12/34',
        Cvc: '123',
      }),
    );
    PaymentCheckResponse.parse(
      await call('/api/Payment/check', { OrderId: order.OrderId, PaymentId: session.PaymentId }),
    );
    expect((await stored(order.OrderId)).status).toBe('Accepted');
    await setAutoAccept('Collection', false);
  });

  it('is kept in the brand file: exported, and imported again', async () => {
    await setAutoAccept('Delivery', true);
    const file = await createBrandFileService(db()).exportBrand(flavour);
    expect(file?.BrandConfig.AutoAccept).toEqual({ Collection: false, EatIn: false, Delivery: true });
    await setAutoAccept('Delivery', false);
    const reimported = await createBrandFileService(db()).importBrands([
      {
        source: 'again',
        document: {
          ...file!,
          BrandConfig: { ...file!.BrandConfig, AutoAccept: { Collection: true } },
        },
      },
    ]);
    expect(reimported.ok, JSON.stringify(reimported)).toBe(true);
    const channels = ChannelsResponse.parse(
      (await t.request('GET', `/api/admin/${flavour}/channels`, { token: await token('owner') })).json(),
    ).Data;
    expect(channels.map((c) => c.AutoAccept)).toEqual([false, true, false]);
    const refused = await createBrandFileService(db()).importBrands([
      {
        source: 'bad',
        document: {
          ...file!,
          BrandConfig: { ...file!.BrandConfig, AutoAccept: { Pickup: true } },
        },
      },
    ]);
    expect(refused.ok).toBe(false);
  });
});
