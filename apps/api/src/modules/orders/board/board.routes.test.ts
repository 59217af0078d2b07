import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BoardOrderResponse, BoardResponse, type OrderEvent } from '@storefront/contract/admin';
import { OrderResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { TEST_PASSWORD } from '../../../test/fixtures';
import { recipes } from '../../../db/schema';
import { createStaffAccount } from '../../staff/staff.service';
import { TEST_CARDS } from '../../payments/test-provider';

const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * Reads a server-sent event stream until some event read so far satisfies `until` (or the time runs
 * out). `until` is asked again as time passes, not only when an event arrives: a test learns the id
 * of the order it placed only when the placing call answers, and the board may have heard of the
 * order before that.
 */
function readEvents(
  url: string,
  until: (event: OrderEvent) => boolean,
  timeoutMs = 5000,
  onEvent: (event: OrderEvent) => void = () => undefined,
) {
  return new Promise<{ events: OrderEvent[]; ms: number; arrivedAt: number }>((resolve, reject) => {
    const events: OrderEvent[] = [];
    const arrivals: number[] = [];
    const started = Date.now();
    let buffer = '';
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearInterval(recheck);
      clearTimeout(timer);
      req.destroy();
      if (error) reject(error);
      else {
        const matched = events.findIndex(until);
        resolve({ events, ms: Date.now() - started, arrivedAt: arrivals[matched] ?? Date.now() });
      }
    };
    const check = () => {
      if (events.some(until)) finish();
    };
    const req = http.get(url, (res) => {
      if (res.statusCode !== 200) return finish(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as OrderEvent;
          events.push(event);
          arrivals.push(Date.now());
          onEvent(event);
        }
        check();
      });
    });
    req.on('error', () => undefined);
    const recheck = setInterval(check, 25);
    const timer = setTimeout(
      () => finish(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`)),
      timeoutMs,
    );
  });
}

describe.each(DRIVERS)('back office on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens: Record<'alphaOwner' | 'alphaStaff' | 'betaOwner' | 'admin' | 'customer', string> = {
    alphaOwner: '',
    alphaStaff: '',
    betaOwner: '',
    admin: '',
    customer: '',
  };
  const signIn = async (email: string) => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return res;
  };
  const place = async (option = 'Pickup', quantity = 1, extra: Record<string, unknown> = {}) => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: 'alpha',
        OrderOption: option,
        Guest: {
          Email: `g-${tag}@example.test`,
          FirstName: 'Gia',
          LastName: 'Guest',
          Mobile: '+44 7700 900777',
        },
        Lines: [{ ItemId: 9012, Quantity: quantity }],
        ...(option === 'Delivery'
          ? { Address: { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' } }
          : {}),
        ...extra,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    const order = OrderResponse.parse(res.json()).Data;
    return { order, session: order.GuestSession! };
  };
  /** The app listening on a real port (streams need one), once for the whole file. */
  let listening: string | null = null;
  const baseUrl = async () => {
    if (!listening) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      listening = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    return listening;
  };
  const act = (token: string, orderId: number, action: string, body: unknown) =>
    t.request('POST', `/api/admin/alpha/orders/${orderId}/${action}`, { token, body });

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const make = (who: string, role: 'PlatformAdmin' | 'BrandOwner' | 'BrandStaff', brandId: number | null) =>
      createStaffAccount(db, {
        email: `${who}-${tag}@staff.test`,
        name: who,
        role,
        brandId,
        password: STAFF_PASSWORD,
      });
    await make('alpha-owner', 'BrandOwner', 901);
    await make('alpha-staff', 'BrandStaff', 901);
    await make('beta-owner', 'BrandOwner', 902);
    await make('admin', 'PlatformAdmin', null);
    for (const [key, who] of [
      ['alphaOwner', 'alpha-owner'],
      ['alphaStaff', 'alpha-staff'],
      ['betaOwner', 'beta-owner'],
      ['admin', 'admin'],
    ] as const)
      tokens[key] = (await signIn(`${who}-${tag}@staff.test`)).json<{
        Data: { access_token: string };
      }>().Data.access_token;
    tokens.customer = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('accepts with a preparation time, readies and completes; the customer reads each status', async () => {
    const { order, session } = await place();
    const board = BoardResponse.parse(
      (await t.request('GET', '/api/admin/alpha/orders', { token: tokens.alphaStaff })).json(),
    );
    expect(board.Data.find((o) => o.OrderId === order.OrderId)).toMatchObject({
      CustomerName: 'Gia Guest',
      Status: 'Placed',
    });

    expect((await act(tokens.alphaStaff, order.OrderId, 'status', { Status: 'Ready' })).status).toBe(409);
    const accepted = await act(tokens.alphaStaff, order.OrderId, 'accept', { PrepMinutes: 20 });
    expect(accepted.status, accepted.body).toBe(200);
    expect((await act(tokens.alphaStaff, order.OrderId, 'accept', { PrepMinutes: 20 })).status).toBe(409);

    const mine = OrderResponse.parse(
      (
        await t.request('GET', `/api/Order/getOrder/${order.OrderId}`, {
          token: session,
          headers: { brandflavor: 'alpha' },
        })
      ).json(),
    ).Data;
    expect(mine).toMatchObject({ Status: 'Accepted', PrepMinutes: 20 });
    expect(new Date(mine.ReadyBy!).getTime() - Date.now()).toBeGreaterThan(19 * 60_000);

    expect((await act(tokens.alphaStaff, order.OrderId, 'status', { Status: 'OutForDelivery' })).status).toBe(
      409,
    );
    expect((await act(tokens.alphaStaff, order.OrderId, 'status', { Status: 'Ready' })).status).toBe(200);
    const done = await act(tokens.alphaStaff, order.OrderId, 'status', { Status: 'Completed' });
    expect(BoardOrderResponse.parse(done.json()).Data.Status).toBe('Completed');
  });

  it('rejects with a reason the customer sees, giving the stock back', async () => {
    const stock = async () =>
      (
        await t.app.database.db
          .select({ stock: recipes.stock })
          .from(recipes)
          .where(and(eq(recipes.brandId, 901), eq(recipes.id, 9012)))
      )[0]!.stock;
    const before = await stock();
    const { order, session } = await place('Pickup', 2);
    expect(await stock()).toBe(before - 2);
    expect((await act(tokens.alphaOwner, order.OrderId, 'reject', { Reason: 'x' })).status).toBe(400);
    const res = await act(tokens.alphaOwner, order.OrderId, 'reject', {
      Reason: 'We have run out of lemons',
    });
    expect(res.status, res.body).toBe(200);
    expect(await stock()).toBe(before);
    const mine = OrderResponse.parse(
      (
        await t.request('GET', `/api/Order/getOrder/${order.OrderId}`, {
          token: session,
          headers: { brandflavor: 'alpha' },
        })
      ).json(),
    ).Data;
    expect(mine).toMatchObject({ Status: 'Cancelled', StatusReason: 'We have run out of lemons' });
  });

  it('refunds a card-paid order in part (owners only, never more than is left); rejecting emails the guest and refunds the rest', async () => {
    const { order, session } = await place('Pickup', 1, { PaymentMethod: 'Card' });
    const pay = async (path: string, body: Record<string, unknown>) => {
      const res = await t.request('POST', path, { body: { BrandFlavor: 'alpha', ...body }, token: session });
      expect(res.status, res.body).toBe(200);
      return res.json<{ Data: Record<string, unknown> }>().Data;
    };
    const started = await pay('/api/Payment/start', { OrderId: order.OrderId });
    await pay('/api/Payment/test/confirm', {
      ClientSecret: started.ClientSecret,
      CardNumber: TEST_CARDS.succeeds,
      Expiry: '12/34',
      Cvc: '123',
    });
    await pay('/api/Payment/check', { OrderId: order.OrderId, PaymentId: started.PaymentId });

    const refund = (token: string, body: Record<string, unknown>) =>
      act(token, order.OrderId, 'refund', body);
    expect((await refund(tokens.alphaStaff, { AmountPence: 100, Reason: 'Missing drink' })).status).toBe(403);
    expect((await refund(tokens.alphaOwner, { AmountPence: 100, Reason: 'x' })).status).toBe(400);
    const part = await refund(tokens.alphaOwner, { AmountPence: 100, Reason: 'Missing drink' });
    expect(part.status, part.body).toBe(200);
    const refunded = BoardOrderResponse.parse(part.json()).Data;
    expect(refunded).toMatchObject({ Paid: order.Total, Refunded: 1 });
    const tooMuch = await refund(tokens.alphaOwner, { AmountPence: 1_000_000, Reason: 'Too much' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json<{ Info: { Message: string } }>().Info.Message).toMatch(/At most £/);
    const audit = (
      await t.request('GET', '/api/admin/alpha/audit?limit=50', { token: tokens.alphaOwner })
    ).json<{ Data: { Action: string; Subject: string; After: Record<string, unknown> }[] }>().Data;
    expect(
      audit.find((e) => e.Action === 'order.refund' && e.Subject === `Order ${order.OrderNumber}`),
    ).toMatchObject({
      After: { Refunded: 1, Amount: 1, Reason: 'Missing drink' },
    });

    const rejected = await act(tokens.alphaOwner, order.OrderId, 'reject', { Reason: 'The oven broke down' });
    expect(rejected.status, rejected.body).toBe(200);
    expect(BoardOrderResponse.parse(rejected.json()).Data).toMatchObject({ Refunded: order.Total });
    const mails = (
      (await t.app.database.db.execute<{ subject: string; text: string }>(
        sql`select subject, text from outbox where recipient = ${`g-${tag}@example.test`} and subject like ${'%cancelled'}`,
      )) as { rows: { subject: string; text: string }[] }
    ).rows;
    const mail = mails.find((m) => m.subject.includes(order.OrderNumber));
    expect(mail?.text).toContain('Reason: The oven broke down');
    expect(mail?.text).toContain(`£${(order.Total - 1).toFixed(2)} you paid by card is being refunded`);
  });

  it('streams a new order to an open board within 2 s, and not to another brand’s', async () => {
    const base = await baseUrl();
    const ticket = async (brand: string, token: string) =>
      (await t.request('POST', `/api/admin/${brand}/events/ticket`, { token })).json<{
        Data: { Ticket: string };
      }>().Data.Ticket;
    const alphaTicket = await ticket('alpha', tokens.alphaStaff);
    // A ticket is for its own brand only.
    await expect(
      readEvents(`${base}/api/admin/beta/events?ticket=${alphaTicket}`, () => true, 1000),
    ).rejects.toThrow(/403/);
    const betaEvents: OrderEvent[] = [];
    void readEvents(
      `${base}/api/admin/beta/events?ticket=${await ticket('beta', tokens.betaOwner)}`,
      () => false,
      3000,
      (e) => betaEvents.push(e),
    ).catch(() => undefined);
    let placedId = 0;
    const seen = readEvents(
      `${base}/api/admin/alpha/events?ticket=${alphaTicket}`,
      (e) => e.OrderId === placedId && e.New,
    );
    await new Promise((r) => setTimeout(r, 200));
    const placing = Date.now();
    placedId = (await place()).order.OrderId;
    const { arrivedAt } = await seen;
    expect(arrivedAt - placing).toBeLessThan(2000);
    expect(betaEvents).toEqual([]);
  });

  it("streams a guest's own order's status changes, within 2 s, and nothing of other orders", async () => {
    const base = await baseUrl();
    const mine = await place();
    const theirs = await place();
    const askTicket = (session: string, OrderIds: number[]) =>
      t.request('POST', '/api/Order/events/ticket', {
        token: session,
        headers: { brandflavor: 'alpha' },
        body: { OrderIds },
      });
    // Only for the caller's own orders; a staff ticket or a made-up one does not open a customer stream.
    expect((await askTicket(mine.session, [mine.order.OrderId, theirs.order.OrderId])).status).toBe(404);
    expect((await askTicket(theirs.session, [mine.order.OrderId])).status).toBe(404);
    const res = await askTicket(mine.session, [mine.order.OrderId]);
    expect(res.status, res.body).toBe(200);
    const ticket = res.json<{ Data: { Ticket: string } }>().Data.Ticket;
    const staffTicket = (
      await t.request('POST', '/api/admin/alpha/events/ticket', { token: tokens.alphaStaff })
    ).json<{ Data: { Ticket: string } }>().Data.Ticket;
    for (const wrong of [staffTicket, 'not-a-ticket'])
      await expect(
        readEvents(`${base}/api/Order/events?ticket=${encodeURIComponent(wrong)}`, () => true, 1000),
      ).rejects.toThrow(/401/);

    const heard: OrderEvent[] = [];
    const seen = readEvents(
      `${base}/api/Order/events?ticket=${encodeURIComponent(ticket)}`,
      (e) => e.OrderId === mine.order.OrderId && e.Status === 'Accepted',
      5000,
      (e) => heard.push(e),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect((await act(tokens.alphaStaff, theirs.order.OrderId, 'accept', { PrepMinutes: 5 })).status).toBe(
      200,
    );
    const accepting = Date.now();
    expect((await act(tokens.alphaStaff, mine.order.OrderId, 'accept', { PrepMinutes: 5 })).status).toBe(200);
    const { arrivedAt } = await seen;
    expect(arrivedAt - accepting).toBeLessThan(2000);
    expect(heard.map((e) => e.OrderId)).toEqual([mine.order.OrderId]);
    expect(heard[0]).toEqual({ OrderId: mine.order.OrderId, Status: 'Accepted' });
  });

  it.runIf(driver === 'postgres')('fans out between two API instances on one PostgreSQL', async () => {
    const other = await startApp('postgres');
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
      const token = (
        await other.request('POST', '/api/admin/Token', {
          body: {
            grant_type: 'password',
            username: `alpha-staff-${tag}@staff.test`,
            password: STAFF_PASSWORD,
          },
        })
      ).json<{ Data: { access_token: string } }>().Data.access_token;
      const ticket = (await other.request('POST', '/api/admin/alpha/events/ticket', { token })).json<{
        Data: { Ticket: string };
      }>().Data.Ticket;
      let placedId = 0;
      const seen = readEvents(
        `${base}/api/admin/alpha/events?ticket=${ticket}`,
        (e) => e.OrderId === placedId && e.New,
      );
      await new Promise((r) => setTimeout(r, 200));
      // Placed through the first instance, seen on a board connected to the second.
      const placing = Date.now();
      placedId = (await place()).order.OrderId;
      expect((await seen).arrivedAt - placing).toBeLessThan(2000);
      expect(inject('pgUrl')).toBeTruthy();
    } finally {
      await other.close();
    }
  });
});
