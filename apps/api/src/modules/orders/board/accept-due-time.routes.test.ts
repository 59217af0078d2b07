import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BoardOrderResponse, BoardResponse } from '@storefront/contract/admin';
import { OrderResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { createStaffAccount } from '../../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';
const MINUTE = 60_000;

/**
 * Accepting with the order's due time (issue 19): the alpha test brand takes collection orders from 11:00 with
 * a 20-minute minimum, so an ASAP collection order placed at 02:35 is due at 11:00, and accepting it at 02:40
 * with "Ready in 15 min" must promise 11:00, not 02:55. November: London is on GMT, so London time is UTC.
 */
describe.each(DRIVERS)('accepting with the due time on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const email = `due-staff-${tag}@staff.test`;
  const night = new Date('2030-11-27T02:35:00Z');
  const opening = '2030-11-27T11:00:00.000Z';

  /** A staff token issued on the test's clock (a token from the real clock has expired on a faked one). */
  const staffToken = async () => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return res.json<{ Data: { access_token: string } }>().Data.access_token;
  };
  const place = async (extra: Record<string, unknown> = {}) => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: 'alpha',
        OrderOption: 'Pickup',
        Guest: {
          Email: `g-${tag}@example.test`,
          FirstName: 'Nia',
          LastName: 'Night',
          Mobile: '+44 7700 900778',
        },
        Lines: [{ ItemId: 9012, Quantity: 1 }],
        ...extra,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    return OrderResponse.parse(res.json()).Data;
  };
  const accept = (token: string, orderId: number, body: unknown) =>
    t.request('POST', `/api/admin/alpha/orders/${orderId}/accept`, { token, body });
  const boardOrder = async (token: string, orderId: number) =>
    BoardOrderResponse.parse((await t.request('GET', `/api/admin/alpha/orders/${orderId}`, { token })).json())
      .Data;
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? [];
  /** Sets the clock (Date only: timers, sockets and the databases run as they are). */
  const clockAt = (at: Date | string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  };

  beforeAll(async () => {
    t = await startApp(driver);
    await createStaffAccount(t.app.database.db, {
      email,
      name: 'Night shift',
      role: 'BrandStaff',
      brandId: 901,
      password: STAFF_PASSWORD,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  it('an ASAP order placed while closed is ready by its due time, not now + the preparation time', async () => {
    clockAt(night);
    const order = await place();
    expect(order.DueAt).toBe(opening);
    vi.setSystemTime(new Date(night.getTime() + 5 * MINUTE));
    const token = await staffToken();

    const board = BoardResponse.parse((await t.request('GET', '/api/admin/alpha/orders', { token })).json());
    expect(board.Data.find((o) => o.OrderId === order.OrderId)).toMatchObject({
      DueAt: opening,
      EarliestReadyBy: opening,
      // The channel's minimum time: the kitchen starts a collection order 20 minutes before it is due.
      PrepWindowMinutes: 20,
    });

    const accepted = await accept(token, order.OrderId, { PrepMinutes: 15 });
    expect(accepted.status, accepted.body).toBe(200);
    expect(BoardOrderResponse.parse(accepted.json()).Data).toMatchObject({
      Status: 'Accepted',
      PrepMinutes: 15,
      ReadyBy: opening,
    });
    // What the customer reads on their confirmation page.
    const mine = OrderResponse.parse(
      (
        await t.request('GET', `/api/Order/getOrder/${order.OrderId}`, {
          token: order.GuestSession!,
          headers: { brandflavor: 'alpha' },
        })
      ).json(),
    ).Data;
    expect(mine.ReadyBy).toBe(opening);
  });

  it('takes now + the preparation time when that is later than the due time', async () => {
    clockAt('2030-11-27T12:00:00Z');
    const order = await place();
    expect(order.DueAt).toBe('2030-11-27T12:20:00.000Z');
    const token = await staffToken();
    // Five minutes is sooner than the 20-minute minimum the customer was promised: the due time holds.
    const soon = await accept(token, order.OrderId, { PrepMinutes: 5 });
    expect(BoardOrderResponse.parse(soon.json()).Data.ReadyBy).toBe('2030-11-27T12:20:00.000Z');

    const later = await place();
    const slow = await accept(token, later.OrderId, { PrepMinutes: 45 });
    expect(BoardOrderResponse.parse(slow.json()).Data.ReadyBy).toBe('2030-11-27T12:45:00.000Z');
  });

  it('keeps a scheduled order’s time, whenever it is accepted', async () => {
    clockAt('2030-11-27T12:00:00Z');
    const order = await place({ ScheduledFor: '2030-11-28T18:30:00Z' });
    expect(order.DueAt).toBe('2030-11-28T18:30:00.000Z');
    const token = await staffToken();
    const accepted = await accept(token, order.OrderId, { PrepMinutes: 20 });
    expect(accepted.status, accepted.body).toBe(200);
    expect(BoardOrderResponse.parse(accepted.json()).Data.ReadyBy).toBe('2030-11-28T18:30:00.000Z');
  });

  it('takes a later ready-by staff choose, and refuses one before the order was placed or due, naming the field', async () => {
    clockAt(night);
    const order = await place();
    vi.setSystemTime(new Date(night.getTime() + 5 * MINUTE));
    const token = await staffToken();
    const placedAt = new Date(order.CreatedAt);

    const refused = async (body: unknown, path: string, message: RegExp) => {
      const res = await accept(token, order.OrderId, body);
      expect(res.status, res.body).toBe(400);
      expect(errorsOf(res)).toEqual([{ Path: path, Message: expect.stringMatching(message) as string }]);
    };
    await refused(
      { PrepMinutes: 15, ReadyBy: new Date(placedAt.getTime() - 10 * MINUTE).toISOString() },
      'body.ReadyBy',
      /is before the order was placed/,
    );
    await refused(
      { ReadyBy: '2030-11-27T10:30:00Z' },
      'body.ReadyBy',
      /^Ready by 10:30 is before the order is due \(11:00\)$/,
    );
    await refused(
      { ReadyBy: '2030-11-27T15:30:00Z' },
      'body.ReadyBy',
      /more than 4 hours away: choose 15:00 or sooner/,
    );
    await refused({ ReadyBy: '11:30' }, 'body.ReadyBy', /date and time with its offset/);
    await refused({}, 'body.PrepMinutes', /Choose a preparation time or a ready-by time/);
    await refused({ PrepMinutes: 0 }, 'body.PrepMinutes', /at least 1 minute/);
    // Nothing was stored by any of them.
    expect(await boardOrder(token, order.OrderId)).toMatchObject({ Status: 'Placed', ReadyBy: null });

    // A time later than the due time, in London's own notation: taken as chosen.
    const accepted = await accept(token, order.OrderId, { ReadyBy: '2030-11-27T11:45:00+00:00' });
    expect(accepted.status, accepted.body).toBe(200);
    expect(BoardOrderResponse.parse(accepted.json()).Data).toMatchObject({
      Status: 'Accepted',
      PrepMinutes: null,
      ReadyBy: '2030-11-27T11:45:00.000Z',
    });
  });

  it('refuses a chosen ready-by that has already passed', async () => {
    clockAt('2030-11-27T12:00:00Z');
    const order = await place();
    vi.setSystemTime(new Date('2030-11-27T13:00:00Z'));
    const token = await staffToken();
    const res = await accept(token, order.OrderId, { ReadyBy: '2030-11-27T12:30:00Z' });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual([
      { Path: 'body.ReadyBy', Message: 'Ready by 12:30 has already passed: choose 13:01 or later' },
    ]);
  });
});
