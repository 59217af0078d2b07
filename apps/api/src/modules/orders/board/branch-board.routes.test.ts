import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardResponse, StaffTokenResponse, type OrderEvent } from '@storefront/contract/admin';
import { OrderResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { makeBrandFile } from '../../../test/fixtures';
import { outbox } from '../../../db/schema';
import { createBrandFileService } from '../../brand-file/brand-file.service';
import { createStaffAccount } from '../../staff/staff.service';

/**
 * A member of staff tied to one branch (ADR 0047): `fork-*` has two branches; its Clapham cook's board, event
 * stream and order actions hold only Clapham's orders, and another branch's order answers 404, as another
 * brand's does; the owner keeps every branch. Ids apart per driver.
 */
const ids = { pglite: 5701, postgres: 5711 } as const;
const PASSWORD = 'staff-password-for-tests';
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

/**
 * Opens a board's event stream and resolves once it is answered (the server subscribes before it answers, so
 * every change after this is heard); `until` resolves with the events read when one of them satisfies `test`.
 */
function openStream(url: string) {
  const events: OrderEvent[] = [];
  const waiting: { test: (e: OrderEvent) => boolean; done: () => void }[] = [];
  let request: http.ClientRequest;
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes(': connected')) resolve();
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data.slice(6)) as OrderEvent);
        }
        for (const w of waiting.filter((w) => events.some(w.test))) w.done();
      });
    });
    request.on('error', () => undefined);
  });
  return {
    opened,
    events,
    until: (test: (e: OrderEvent) => boolean) =>
      new Promise<OrderEvent[]>((resolve) => {
        if (events.some(test)) resolve(events);
        else waiting.push({ test, done: () => resolve(events) });
      }),
    close: () => request.destroy(),
  };
}

describe.each(DRIVERS)('a branch’s own board on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const fork = `fork-${id}`;
  const other = `other-${id}`;
  const tag = randomUUID().slice(0, 8);
  const tokens = { owner: '', clapham: '' };
  let claphamId = 0;
  let listening = '';

  const signIn = async (email: string) => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return StaffTokenResponse.parse(res.json()).Data;
  };
  const place = async (branchId: number) => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: fork,
        OrderOption: 'Pickup',
        BranchId: branchId,
        Lines: [{ ItemId: id * 10 + 2, Quantity: 1 }],
        Guest: { Email: `b-${tag}@example.test`, FirstName: 'Gia', Mobile: '+44 7700 900777' },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    return OrderResponse.parse(res.json()).Data.OrderId;
  };
  const board = async (token: string) =>
    BoardResponse.parse((await t.request('GET', `/api/admin/${fork}/orders`, { token })).json()).Data.map(
      (o) => o.OrderId,
    );

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const result = await createBrandFileService(db).importBrands([
      { source: 'fork', document: { ...makeBrandFile(id, fork), Branches: [SHOREDITCH, CLAPHAM] } },
      {
        source: 'other',
        document: {
          ...makeBrandFile(id + 1, other),
          Branches: [{ ...SHOREDITCH, BranchId: 31, Name: 'Elsewhere' }],
        },
      },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const make = (who: string, role: 'BrandOwner' | 'BrandStaff', branchId: number | null) =>
      createStaffAccount(db, {
        email: `${who}-${tag}@staff.test`,
        name: who,
        role,
        brandId: id,
        branchId,
        password: PASSWORD,
      });
    await make('owner', 'BrandOwner', null);
    claphamId = (await make('clapham', 'BrandStaff', CLAPHAM.BranchId)).id;
    tokens.owner = (await signIn(`owner-${tag}@staff.test`)).access_token;
    tokens.clapham = (await signIn(`clapham-${tag}@staff.test`)).access_token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    listening = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('says at sign-in and in "me" which branch the account works at', async () => {
    const signedIn = await signIn(`clapham-${tag}@staff.test`);
    expect(signedIn.Staff.Branch).toEqual({ BranchId: 22, Name: 'Clapham' });
    const me = await t.request('GET', `/api/admin/${fork}/me`, { token: tokens.clapham });
    expect(me.json<{ Data: { Branch: unknown } }>().Data.Branch).toEqual({ BranchId: 22, Name: 'Clapham' });
    expect((await signIn(`owner-${tag}@staff.test`)).Staff.Branch).toBeNull();
  });

  it("holds only the branch's orders on its board; the owner's board holds both", async () => {
    const shoreditch = await place(SHOREDITCH.BranchId);
    const clapham = await place(CLAPHAM.BranchId);
    const theirs = await board(tokens.clapham);
    expect(theirs).toContain(clapham);
    expect(theirs).not.toContain(shoreditch);
    expect(await board(tokens.owner)).toEqual(expect.arrayContaining([shoreditch, clapham]));
  });

  it("does not tell the branch's stream of another branch's order", async () => {
    const ticket = (
      await t.request('POST', `/api/admin/${fork}/events/ticket`, { token: tokens.clapham })
    ).json<{ Data: { Ticket: string } }>().Data.Ticket;
    const stream = openStream(`${listening}/api/admin/${fork}/events?ticket=${encodeURIComponent(ticket)}`);
    const owners = openStream(
      `${listening}/api/admin/${fork}/events?ticket=${encodeURIComponent(
        (await t.request('POST', `/api/admin/${fork}/events/ticket`, { token: tokens.owner })).json<{
          Data: { Ticket: string };
        }>().Data.Ticket,
      )}`,
    );
    try {
      await Promise.all([stream.opened, owners.opened]);
      // Shoreditch's order is placed first: its event would come before Clapham's (NOTIFY keeps commit order).
      const shoreditch = await place(SHOREDITCH.BranchId);
      const clapham = await place(CLAPHAM.BranchId);
      const heard = await stream.until((e) => e.OrderId === clapham && e.New);
      expect(heard.map((e) => e.OrderId)).not.toContain(shoreditch);
      const ownerHeard = await owners.until((e) => e.OrderId === clapham && e.New);
      expect(ownerHeard.map((e) => e.OrderId)).toContain(shoreditch);
    } finally {
      stream.close();
      owners.close();
    }
  });

  it("answers 404 for another branch's order, as for another brand's; the owner's move succeeds", async () => {
    const shoreditch = await place(SHOREDITCH.BranchId);
    const act = (token: string, action: string, body: unknown) =>
      t.request('POST', `/api/admin/${fork}/orders/${shoreditch}/${action}`, { token, body });
    const refused = [
      await t.request('GET', `/api/admin/${fork}/orders/${shoreditch}`, { token: tokens.clapham }),
      await act(tokens.clapham, 'accept', { PrepMinutes: 20 }),
      await act(tokens.clapham, 'reject', { Reason: 'Not our branch' }),
      await act(tokens.clapham, 'status', { Status: 'Ready' }),
      await t.request('GET', `/api/admin/${fork}/orders/${shoreditch}/print`, { token: tokens.clapham }),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(refused[1]!.body).not.toContain('Shoreditch');
    const accepted = await act(tokens.owner, 'accept', { PrepMinutes: 20 });
    expect(accepted.status, accepted.body).toBe(200);
    // Their own branch's order they work as before.
    const clapham = await place(CLAPHAM.BranchId);
    const own = await t.request('POST', `/api/admin/${fork}/orders/${clapham}/accept`, {
      token: tokens.clapham,
      body: { PrepMinutes: 15 },
    });
    expect(own.status, own.body).toBe(200);
  });

  it("refuses another brand's branch or an unknown one on the team, and records a change", async () => {
    const save = (branchId: number | null, staffId = claphamId) =>
      t.request('POST', `/api/admin/${fork}/team/members/${staffId}/branch`, {
        token: tokens.owner,
        body: { BranchId: branchId },
      });
    for (const branchId of [31, 99]) {
      const res = await save(branchId);
      expect(res.status, res.body).toBe(400);
      expect(res.json<{ Errors: { Path: string }[] }>().Errors.map((e) => e.Path)).toEqual(['body.BranchId']);
    }
    const invite = await t.request('POST', `/api/admin/${fork}/team/invitations`, {
      token: tokens.owner,
      body: { Email: `new-${tag}@staff.test`, Name: 'Newcomer', Role: 'BrandStaff', BranchId: 31 },
    });
    expect(invite.status, invite.body).toBe(400);

    const moved = await save(SHOREDITCH.BranchId);
    expect(moved.status, moved.body).toBe(200);
    expect(moved.json<{ Data: { Branch: unknown } }>().Data.Branch).toEqual({
      BranchId: 21,
      Name: 'Shoreditch',
    });
    const audit = await t.request('GET', `/api/admin/${fork}/audit`, { token: tokens.owner });
    expect(audit.body).toContain('team.branch');
    // The guard reads the account on each call: the same sign-in's board is Shoreditch's now.
    const shoreditch = await place(SHOREDITCH.BranchId);
    expect(await board(tokens.clapham)).toContain(shoreditch);
    expect((await save(CLAPHAM.BranchId)).status).toBe(200);
    expect(await board(tokens.clapham)).not.toContain(shoreditch);
  });

  it('gives an invitation’s branch to the account its invitee makes', async () => {
    const email = `invited-${tag}@staff.test`;
    const invited = await t.request('POST', `/api/admin/${fork}/team/invitations`, {
      token: tokens.owner,
      body: { Email: email, Name: 'Invited cook', Role: 'BrandStaff', BranchId: CLAPHAM.BranchId },
    });
    expect(invited.status, invited.body).toBe(200);
    expect(invited.json<{ Data: { Branch: unknown } }>().Data.Branch).toEqual({
      BranchId: 22,
      Name: 'Clapham',
    });
    const [mail] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /accept-invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const accepted = await t.request('POST', '/api/admin/Invitation/accept', {
      body: { Token: token, Password: 'a-password-of-my-own' },
    });
    expect(accepted.status, accepted.body).toBe(200);
    const session = StaffTokenResponse.parse(accepted.json()).Data;
    expect(session.Staff.Branch).toEqual({ BranchId: 22, Name: 'Clapham' });
    const shoreditch = await place(SHOREDITCH.BranchId);
    expect(await board(session.access_token)).not.toContain(shoreditch);
  });
});
