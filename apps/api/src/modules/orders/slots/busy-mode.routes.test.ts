import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@storefront/contract/back-office';
import { GetConfigResponse } from '@storefront/contract/brand-config';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import { BusyModeResponse } from '@storefront/contract/busy-mode';
import { ErrorResponse } from '@storefront/contract/envelope';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { slotKey } from '@storefront/domain/slot-capacity';
import { addDays, londonInstants, londonTime } from '@storefront/domain/schedule';
import { brands } from '../../../db/schema';
import { makeBrandFile, TEST_PASSWORD } from '../../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { ALPHA } from '../../../test/seed-test-brands';
import { createBrandFileService } from '../../brand-file/brand-file.service';
import { createStaffAccount } from '../../staff/staff.service';

const ids = { pglite: 5301, postgres: 5311 } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';
const MINUTE = 60_000;

/** A brand whose channels take orders round the clock, so times follow the lead time alone. */
function openBrand(id: number, flavour: string): BrandFileInput {
  const file = makeBrandFile(id, flavour);
  return {
    ...file,
    BrandConfig: {
      ...file.BrandConfig,
      StopOnlineEatInOrders: false,
      DeliveryFrom: '00:00',
      CollectionFrom: '00:00',
      EatInFrom: '00:00',
    },
  };
}

/**
 * Busy mode and slot capacity (issue 19): staff add minutes to every lead time or pause a channel, and the
 * storefront's getConfig, quote and order placement follow at once (on another API instance too); owners set a
 * capacity per 15-minute slot, and orders racing for the last place get one place, the others a 409 naming the
 * next free time. Bad input is a field error that stores nothing.
 */
describe.each(DRIVERS)('busy mode and slot capacity on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const busy = `busy-${driver}`;
  const full = `slots-${driver}`;
  const lemonade = (brandId: number) => brandId * 10 + 2;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens = { owner: '', staff: '', fullOwner: '', otherOwner: '', customer: '' };
  const db = () => t.app.database.db;

  const version = async (brandId = id) =>
    (await db().select({ version: brands.version }).from(brands).where(eq(brands.id, brandId)))[0]!.version;
  const audit = async (flavour = busy, token = tokens.owner) =>
    AuditResponse.parse(
      (await t.request('GET', `/api/admin/${flavour}/audit?limit=500`, { token })).json(),
    ).Data.filter((e) => e.Action === 'busy-mode' || e.Action === 'slot-capacity');
  const admin = (path: string, body: unknown, token = tokens.staff, flavour = busy) =>
    t.request('POST', `/api/admin/${flavour}/${path}`, { token, body });
  const state = async (token = tokens.staff, flavour = busy) =>
    BusyModeResponse.parse((await t.request('GET', `/api/admin/${flavour}/busy-mode`, { token })).json())
      .Data;
  const getConfig = async (app: TestApp = t, flavour = busy) =>
    GetConfigResponse.parse(
      (await app.request('POST', `/api/Order/v2/getConfig/${flavour}`, { body: {} })).json(),
    ).Data;
  const guest = () => ({
    Email: `guest-${randomUUID().slice(0, 8)}@example.test`,
    FirstName: 'Gia',
    LastName: 'Guest',
    Mobile: '+44 7700 900777',
  });
  const place = (flavour: string, brandId: number, extra: Record<string, unknown> = {}, app: TestApp = t) =>
    app.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: flavour,
        OrderOption: 'Pickup',
        Guest: guest(),
        Lines: [{ ItemId: lemonade(brandId), Quantity: 1 }],
        ...extra,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  const quoteEarliest = async () =>
    new Date(
      QuoteResponse.parse(
        (
          await t.request('POST', '/api/Order/v2/quote', {
            body: {
              BrandFlavor: busy,
              OrderOption: 'Pickup',
              Lines: [{ ItemId: lemonade(id), Quantity: 1 }],
            },
          })
        ).json(),
      ).Data.EarliestTime,
    ).getTime();
  const errorsOf = (res: { json: <T>() => T }) => ErrorResponse.parse(res.json()).Errors ?? [];
  /** Tomorrow at a London wall time. */
  const tomorrowAt = (time: string) => londonInstants(addDays(londonTime(new Date()).date, 1), time)[0]!;

  beforeAll(async () => {
    t = await startApp(driver);
    const result = await createBrandFileService(db()).importBrands([
      { source: 'busy', document: openBrand(id, busy) },
      { source: 'full', document: openBrand(id + 1, full) },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    for (const [key, role, brandId] of [
      ['owner', 'BrandOwner', id],
      ['staff', 'BrandStaff', id],
      ['fullOwner', 'BrandOwner', id + 1],
      ['otherOwner', 'BrandOwner', ALPHA.id],
    ] as const) {
      const email = `busy-${key}-${tag}@staff.test`;
      await createStaffAccount(db(), { email, name: key, role, brandId, password: STAFF_PASSWORD });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
    tokens.customer = await t.login(ALPHA.flavour, `ann@${ALPHA.flavour}.test`, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it("lets the brand's staff use busy mode and only its owners set the capacity", async () => {
    expect(await state()).toMatchObject({
      Extension: null,
      SlotCapacity: null,
      ExtraMinutesChoices: [10, 20, 30, 45],
      MaxMinutes: 240,
      Channels: [
        { Channel: 'Delivery', BaseMinutes: 45, LeadMinutes: 45, PausedUntil: null },
        { Channel: 'Collection', BaseMinutes: 20, LeadMinutes: 20, PausedUntil: null },
        { Channel: 'EatIn', BaseMinutes: 15, LeadMinutes: 15, PausedUntil: null },
      ],
    });
    for (const [token, status] of [
      [tokens.otherOwner, 403],
      [tokens.customer, 403],
      ['', 401],
    ] as const) {
      expect((await t.request('GET', `/api/admin/${busy}/busy-mode`, { token })).status).toBe(status);
      expect((await admin('busy-mode/extension', { ExtraMinutes: 10, ForMinutes: 30 }, token)).status).toBe(
        status,
      );
    }
    expect((await admin('slot-capacity', { SlotCapacity: 5 }, tokens.staff)).status).toBe(403);
    expect((await state()).Extension).toBeNull();
  });

  it('refuses bad input with the field at fault, and stores nothing', async () => {
    const versionBefore = await version();
    const auditBefore = (await audit()).length;
    const past = new Date(Date.now() - 5 * MINUTE).toISOString();
    const cases: [string, Record<string, unknown>, string, RegExp, string?][] = [
      ['busy-mode/extension', { ExtraMinutes: 15, ForMinutes: 30 }, 'body.ExtraMinutes', /10, 20, 30, 45/],
      ['busy-mode/extension', { ExtraMinutes: 20, ForMinutes: 241 }, 'body.ForMinutes', /at most 4 hours/],
      ['busy-mode/extension', { ExtraMinutes: 20, ForMinutes: 600 }, 'body.ForMinutes', /at most 4 hours/],
      ['busy-mode/extension', { ExtraMinutes: 20, ForMinutes: 0 }, 'body.ForMinutes', /at least 1 minute/],
      ['busy-mode/extension', { ExtraMinutes: 20 }, 'body.ForMinutes', /./],
      ['busy-mode/pause', { Channel: 'WalkIn', Until: tomorrowAt('12:00') }, 'body.Channel', /Delivery/],
      ['busy-mode/pause', { Channel: 'Pickup', Until: tomorrowAt('12:00') }, 'body.Channel', /Collection/],
      ['busy-mode/pause', { Channel: 'Collection', Until: past }, 'body.Until', /after now/],
      ['busy-mode/pause', { Channel: 'Collection', Until: 'teatime' }, 'body.Until', /valid time/],
      [
        'busy-mode/pause',
        { Channel: 'Delivery', Until: new Date(Date.now() + 9 * 24 * 60 * MINUTE).toISOString() },
        'body.Until',
        /at most 7 days/,
      ],
      ['busy-mode/resume', { Channel: 'Drone' }, 'body.Channel', /Delivery/],
      ['slot-capacity', { SlotCapacity: 0 }, 'body.SlotCapacity', /at least 1 order/, tokens.owner],
      ['slot-capacity', { SlotCapacity: -4 }, 'body.SlotCapacity', /at least 1 order/, tokens.owner],
      ['slot-capacity', { SlotCapacity: 2.5 }, 'body.SlotCapacity', /whole number/, tokens.owner],
      ['slot-capacity', { SlotCapacity: 5000 }, 'body.SlotCapacity', /at most 1000/, tokens.owner],
      ['slot-capacity', { SlotCapacity: '5' }, 'body.SlotCapacity', /./, tokens.owner],
    ];
    for (const [path, body, field, message, token] of cases) {
      const res = await admin(path, body, token);
      const label = `${path} ${JSON.stringify(body)}`;
      expect(res.status, `${label}: ${res.body}`).toBe(400);
      const error = errorsOf(res).find((e) => e.Path === field);
      expect(error, `${label}: ${res.body}`).toBeDefined();
      expect(error!.Message, label).toMatch(message);
    }
    expect(await version()).toBe(versionBefore);
    expect((await audit()).length).toBe(auditBefore);
    const after = await state();
    expect(after.Extension).toBeNull();
    expect(after.SlotCapacity).toBeNull();
    expect(after.Channels.every((c) => c.PausedUntil === null)).toBe(true);
  });

  it("moves the storefront's times at once, refuses an order now too soon, and ends when asked", async () => {
    const before = await getConfig();
    expect(before).toMatchObject({ MinCollectionTime: 20, MinDeliveryTime: 45, Busy: null });
    const soon = Date.now() + 30 * MINUTE;
    expect(await quoteEarliest()).toBeLessThan(soon);

    const versionBefore = await version();
    const res = await admin('busy-mode/extension', { ExtraMinutes: 30, ForMinutes: 90 });
    expect(res.status, res.body).toBe(200);
    const on = BusyModeResponse.parse(res.json()).Data;
    expect(on.Extension?.ExtraMinutes).toBe(30);
    expect(new Date(on.Extension!.Until).getTime()).toBeGreaterThan(Date.now() + 89 * MINUTE);
    expect(on.Channels.find((c) => c.Channel === 'Collection')).toMatchObject({
      BaseMinutes: 20,
      ExtraMinutes: 30,
      LeadMinutes: 50,
    });
    expect(await version()).toBe(versionBefore + 1);
    const [entry] = await audit();
    expect(entry).toMatchObject({ Action: 'busy-mode', Subject: 'Busy mode: +30 min' });

    const config = await getConfig();
    expect(config).toMatchObject({ MinCollectionTime: 50, MinDeliveryTime: 75, MinEatInTime: 45 });
    expect(config.Busy).toMatchObject({ ExtraMinutes: 30, Until: on.Extension!.Until });
    expect(await quoteEarliest()).toBeGreaterThanOrEqual(Date.now() + 49 * MINUTE);

    // A time the checkout offered a moment ago is now too soon: a field error at the time picker.
    const tooSoon = await place(busy, id, { ScheduledFor: new Date(soon).toISOString() });
    expect(tooSoon.status, tooSoon.body).toBe(400);
    expect(errorsOf(tooSoon)).toContainEqual({
      Path: 'body.ScheduledFor',
      Message: 'Choose a time at least 50 minutes from now',
    });
    const asap = await place(busy, id);
    expect(asap.status, asap.body).toBe(200);
    const order = OrderResponse.parse(asap.json()).Data;
    expect(new Date(order.DueAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(order.CreatedAt).getTime() + 50 * MINUTE - 1000,
    );

    const off = await admin('busy-mode/extension/end', {});
    expect(off.status, off.body).toBe(200);
    expect(BusyModeResponse.parse(off.json()).Data.Extension).toBeNull();
    expect(await getConfig()).toMatchObject({ MinCollectionTime: 20, Busy: null });
    expect(await quoteEarliest()).toBeLessThan(Date.now() + 30 * MINUTE);
  });

  it('pauses a channel with its own message: getConfig stops it, the server refuses its orders, others go on', async () => {
    const until = new Date(Date.now() + 90 * MINUTE);
    const res = await admin('busy-mode/pause', { Channel: 'Collection', Until: until.toISOString() });
    expect(res.status, res.body).toBe(200);
    const paused = BusyModeResponse.parse(res.json()).Data.Channels.find((c) => c.Channel === 'Collection');
    const message = `We are not taking collection orders until ${londonTime(until).time}`;
    expect(paused).toMatchObject({ PausedUntil: until.toISOString() });
    expect(paused?.PausedMessage).toMatch(new RegExp(`^${message}`));

    const config = await getConfig();
    expect(config).toMatchObject({ StopOnlineCollectionOrders: true, StopOnlineDeliveryOrders: false });
    expect(config.PausedChannels).toEqual([
      { Channel: 'Collection', Until: until.toISOString(), Message: paused!.PausedMessage },
    ]);
    const refused = await place(busy, id);
    expect(refused.status, refused.body).toBe(409);
    expect(refused.json<{ Info: { Message: string } }>().Info.Message).toBe(paused!.PausedMessage);
    const delivery = await place(busy, id, {
      OrderOption: 'Delivery',
      Address: { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 7AA' },
    });
    expect(delivery.status, delivery.body).toBe(200);

    expect((await admin('busy-mode/resume', { Channel: 'Collection' })).status).toBe(200);
    expect(await getConfig()).toMatchObject({ StopOnlineCollectionOrders: false, PausedChannels: [] });
    expect((await place(busy, id)).status).toBe(200);
  });

  it.runIf(driver === 'postgres')(
    'reaches another API instance on the same database within 2 seconds (brand_changes)',
    async () => {
      const other = await startApp('postgres');
      try {
        // The other instance has the brand cached (its cache would otherwise keep it for 5 s).
        expect((await getConfig(other)).MinCollectionTime).toBe(20);
        const started = Date.now();
        expect((await admin('busy-mode/extension', { ExtraMinutes: 45, ForMinutes: 20 })).status).toBe(200);
        let seen = 0;
        while (Date.now() - started < 2000) {
          seen = (await getConfig(other)).MinCollectionTime;
          if (seen === 65) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(seen).toBe(65);
        expect(Date.now() - started).toBeLessThan(2000);
        expect((await admin('busy-mode/extension/end', {})).status).toBe(200);
      } finally {
        await other.close();
      }
    },
  );

  describe('slot capacity', () => {
    const brandId = id + 1;
    const slotCounts = async () => {
      const res = await db().execute<{ slot: Date | string; orders: number }>(
        sql`select slot_start as slot, orders from order_slots where brand_id = ${brandId} order by slot_start`,
      );
      return (res as { rows: { slot: Date | string; orders: number }[] }).rows.map((r) => ({
        slot: new Date(r.slot).toISOString(),
        orders: Number(r.orders),
      }));
    };
    const setCapacity = (SlotCapacity: number | null) =>
      admin('slot-capacity', { SlotCapacity }, tokens.fullOwner, full);
    /** Three ASAP orders on this instance and three on `other`, all at once. */
    const raceOnTwo = (other: TestApp) =>
      Promise.all([t, t, t, other, other, other].map((app) => place(full, brandId, {}, app)));

    it('is set by owners and shown to the checkout with the full slots', async () => {
      const res = await setCapacity(2);
      expect(res.status, res.body).toBe(200);
      expect(BusyModeResponse.parse(res.json()).Data.SlotCapacity).toBe(2);
      expect(await getConfig(t, full)).toMatchObject({ SlotCapacity: 2, FullSlots: [] });
      const [entry] = await audit(full, tokens.fullOwner);
      expect(entry).toMatchObject({ Action: 'slot-capacity', After: { SlotCapacity: 2 } });
    });

    it('gives the last places of a slot to exactly as many racing orders; the others get a 409 naming the next free time', async () => {
      const at = tomorrowAt('13:00');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => place(full, brandId, { ScheduledFor: at.toISOString() })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 200, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        const message = refused.json<{ Info: { Message: string } }>().Info.Message;
        expect(message).toBe('The 13:00 tomorrow slot is full: the next free time is 13:15 tomorrow');
        expect(errorsOf(refused)).toEqual([{ Path: 'body.ScheduledFor', Message: message }]);
      }
      expect(await slotCounts()).toContainEqual({ slot: at.toISOString(), orders: 2 });
      expect((await getConfig(t, full)).FullSlots).toEqual([slotKey(at)]);

      // A time in the same quarter hour is in the same full slot; a cancelled order gives its place back.
      const later = await place(full, brandId, {
        ScheduledFor: new Date(at.getTime() + 10 * MINUTE).toISOString(),
      });
      expect(later.status).toBe(409);
      const winner = OrderResponse.parse(answers.find((a) => a.status === 200)!.json()).Data;
      await db().execute(
        sql`update orders set status = 'Cancelled' where brand_id = ${brandId} and id = ${winner.OrderId}`,
      );
      expect(await slotCounts()).toContainEqual({ slot: at.toISOString(), orders: 1 });
      expect((await getConfig(t, full)).FullSlots).toEqual([]);
      const again = await Promise.all([
        place(full, brandId, { ScheduledFor: at.toISOString() }),
        place(full, brandId, { ScheduledFor: at.toISOString() }),
      ]);
      expect(again.map((a) => a.status).sort()).toEqual([200, 409]);
      // A training order takes no place.
      const training = await place(full, brandId, { ScheduledFor: at.toISOString(), Training: true });
      expect(training.status, training.body).toBe(200);
    });

    it('puts racing ASAP orders in the first slots with room, never over the capacity', async () => {
      expect((await setCapacity(1)).status).toBe(200);
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 4 }, () => place(full, brandId)));
      expect(
        answers.map((a) => a.status),
        answers.map((a) => a.body).join('\n'),
      ).toEqual([200, 200, 200, 200]);
      const dues = answers.map((a) => OrderResponse.parse(a.json()).Data.DueAt!);
      const slots = new Set(dues.map((d) => slotKey(d)));
      expect(slots.size).toBe(4);
      const starts = [...slots].map((s) => new Date(s).getTime()).sort((a, b) => a - b);
      // Consecutive quarter hours from the earliest time.
      expect(starts.map((s) => (s - starts[0]!) / (15 * MINUTE))).toEqual([0, 1, 2, 3]);
      // The first is due at its earliest time (20 minutes' notice), the others at the start of their slot.
      expect(Math.min(...dues.map((d) => new Date(d).getTime()))).toBeGreaterThanOrEqual(
        started + 20 * MINUTE - 1000,
      );
      for (const due of dues) expect(await slotCounts()).toContainEqual({ slot: slotKey(due), orders: 1 });
      // An ASAP quote names the first slot with room.
      const quote = QuoteResponse.parse(
        (
          await t.request('POST', '/api/Order/v2/quote', {
            body: {
              BrandFlavor: full,
              OrderOption: 'Pickup',
              Lines: [{ ItemId: lemonade(brandId), Quantity: 1 }],
            },
          })
        ).json(),
      ).Data;
      expect(dues.map((d) => slotKey(d))).not.toContain(slotKey(quote.EarliestTime));
    });

    it.runIf(driver === 'postgres')(
      'keeps the capacity when two API instances place ASAP orders at once (each planning alone)',
      async () => {
        expect((await setCapacity(1)).status).toBe(200);
        const other = await startApp('postgres');
        try {
          const answers = await raceOnTwo(other);
          expect(
            answers.map((a) => a.status),
            answers.map((a) => a.body).join('\n'),
          ).toEqual([200, 200, 200, 200, 200, 200]);
          const dues = answers.map((a) => OrderResponse.parse(a.json()).Data.DueAt!);
          expect(new Set(dues.map((d) => slotKey(d))).size).toBe(6);
          for (const due of dues)
            expect(await slotCounts()).toContainEqual({ slot: slotKey(due), orders: 1 });
        } finally {
          await other.close();
        }
      },
    );

    it('keeps an amended ASAP order in a slot with room, and the kept counts equal the orders', async () => {
      expect((await setCapacity(1)).status).toBe(200);
      const placed = OrderResponse.parse((await place(full, brandId)).json()).Data;
      const res = await t.request('POST', '/api/Order/v2/amendOrder', {
        body: {
          BrandFlavor: full,
          OrderId: placed.OrderId,
          Lines: [{ ItemId: lemonade(brandId), Quantity: 2 }],
        },
        headers: { 'idempotency-key': randomUUID() },
        token: placed.GuestSession,
      });
      expect(res.status, res.body).toBe(200);
      const amended = OrderResponse.parse(res.json()).Data;
      expect(new Date(amended.DueAt!).getTime()).toBeGreaterThanOrEqual(new Date(placed.DueAt!).getTime());
      const counted = await db().execute<{ slot: Date | string; orders: number }>(
        sql`select date_bin('15 minutes', due_at, timestamptz '2000-01-01 00:00:00+00') as slot, count(*)::int as orders
            from orders where brand_id = ${brandId} and due_at is not null and status <> 'Cancelled' and not training
            group by 1 order by 1`,
      );
      const fromOrders = (counted as { rows: { slot: Date | string; orders: number }[] }).rows.map((r) => ({
        slot: new Date(r.slot).toISOString(),
        orders: Number(r.orders),
      }));
      expect((await slotCounts()).filter((s) => s.orders > 0)).toEqual(fromOrders);
      expect(fromOrders).toContainEqual({ slot: slotKey(amended.DueAt!), orders: 1 });
    });

    it.runIf(driver === 'postgres')(
      'refuses an order a racing instance moved to a later slot when its lines are not served then',
      async () => {
        expect((await setCapacity(1)).status).toBe(200);
        // Lemonade is served until the end of the first slot with room: only an order due in it can have it.
        const quoted = QuoteResponse.parse(
          (
            await t.request('POST', '/api/Order/v2/quote', {
              body: {
                BrandFlavor: full,
                OrderOption: 'Pickup',
                Lines: [{ ItemId: lemonade(brandId), Quantity: 1 }],
              },
            })
          ).json(),
        ).Data.EarliestTime;
        const end = londonTime(new Date(new Date(slotKey(quoted)).getTime() + 15 * MINUTE));
        // Hours cannot run past midnight: near it, the slot after the first is another day and this cannot be set.
        if (end.date !== londonTime(new Date(quoted)).date || end.time === '00:00') return;
        const setHours = async (hours: unknown) => {
          await db().execute(
            sql`update recipes set hours = ${hours === null ? null : JSON.stringify(hours)}::jsonb
                where brand_id = ${brandId} and id = ${lemonade(brandId)}`,
          );
          await db().execute(sql`update brands set version = version + 1 where id = ${brandId}`);
        };
        await setHours([{ Days: [0, 1, 2, 3, 4, 5, 6], From: '00:00', To: end.time }]);
        const other = await startApp('postgres');
        try {
          // The brand's change reaches each instance by a notification: wait until both list the new hours.
          for (const app of [t, other])
            for (let tries = 0; ; tries++) {
              const res = await app.request('GET', `/api/Recipe/getRecipe/${full}/${lemonade(brandId)}`);
              if (res.body.includes(`"To":"${end.time}"`)) break;
              if (tries > 200) throw new Error(`the new hours never reached an instance: ${res.body}`);
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
          // Each instance plans its first order in the first slot (the rest of its own after it, and refused
          // at once): the slower of the two first orders is moved under the slot's lock, past the hours.
          const answers = await raceOnTwo(other);
          const statuses = answers.map((a) => a.status).sort();
          expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 400, 400, 400, 400, 400]);
          for (const refused of answers.filter((a) => a.status === 400)) {
            const [issue, ...more] = errorsOf(refused);
            expect(more).toEqual([]);
            expect(issue?.Path).toBe('body.Lines.0');
            // Due after midnight, the time names its day (menu-hours.ts dueWhen).
            expect(issue?.Message).toMatch(/^Lemonade is served .*, not (on [A-Z][a-z]+day )?at \d\d:\d\d/);
          }
          const kept = OrderResponse.parse(answers.find((a) => a.status === 200)!.json()).Data;
          expect(slotKey(kept.DueAt!)).toBe(slotKey(quoted));
        } finally {
          await setHours(null);
          await other.close();
        }
      },
    );

    it('turns off with null: every time is offered again', async () => {
      expect((await setCapacity(null)).status).toBe(200);
      expect(await getConfig(t, full)).toMatchObject({ SlotCapacity: null, FullSlots: [] });
      const res = await place(full, brandId, { ScheduledFor: tomorrowAt('13:00').toISOString() });
      expect(res.status, res.body).toBe(200);
    });
  });
});
