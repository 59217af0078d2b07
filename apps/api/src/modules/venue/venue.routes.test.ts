import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@storefront/contract/envelope';
import {
  BranchesResponse,
  LegalTextResponse,
  ReservationResponse,
  ReservationSlotsResponse,
  VenueFeaturesResponse,
} from '@storefront/contract/venue';
import { addDays, weekdayOf } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { outbox, reservationSlots, reservations } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

/** A Wednesday a week or two ahead (the demo branches open 11:30/12:00 to 23:00 then). */
function nextWednesday(): string {
  let date = addDays(londonTime(new Date()).date, 7);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

const guest = (n: number) => ({
  Name: `Guest ${n}`,
  Email: `guest${n}@example.com`,
  Mobile: '07700 900123',
});

describe.each(DRIVERS)('venue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const book = (body: Record<string, unknown>, brand = 'bistro') =>
    t.request('POST', '/api/Reservation/v1/book', { body: { BrandFlavor: brand, ...body }, csrf: false });
  const slots = async (branch: number, date: string, party: number) => {
    const res = await t.request(
      'GET',
      `/api/Reservation/v1/slots/bistro?BranchId=${branch}&Date=${date}&PartySize=${party}`,
    );
    expect(res.status, res.body).toBe(200);
    return ReservationSlotsResponse.parse(res.json()).Slots;
  };

  it('lists the brand’s branches with hours and booking settings, scoped to the brand', async () => {
    const res = await t.request('GET', '/api/Brand/v1/getBranches/bistro');
    const { Branches } = BranchesResponse.parse(res.json());
    expect(Branches.map((b) => b.BranchId)).toEqual([11, 12, 13]);
    expect(Branches[0]).toMatchObject({ Name: 'Copperleaf Shoreditch', Reservations: { MaxPartySize: 8 } });
    expect(Branches[0]!.OpeningHours).toHaveLength(7);
    const grocer = BranchesResponse.parse(
      (await t.request('GET', '/api/Brand/v1/getBranches/grocer')).json(),
    );
    expect(grocer.Branches.every((b) => b.Reservations === null)).toBe(true);
  });

  it('says what each brand’s venue offers: table bookings and events', async () => {
    const features = async (brand: string) =>
      VenueFeaturesResponse.parse((await t.request('GET', `/api/Brand/v1/getVenueFeatures/${brand}`)).json())
        .Data;
    expect(await features('bistro')).toEqual({ TableBookings: true, Events: true });
    expect(await features('grocer')).toEqual({ TableBookings: false, Events: false });
    expect(await features('parts')).toEqual({ TableBookings: false, Events: false });
    expect((await t.request('GET', '/api/Brand/v1/getVenueFeatures/nobody')).status).toBe(404);
  });

  it('serves a brand’s legal texts, and null for a brand without them', async () => {
    const bistro = LegalTextResponse.parse(
      (await t.request('GET', '/api/Brand/v1/getLegalText/bistro/PrivacyPolicy')).json(),
    );
    expect(bistro.Html).toContain('Copperleaf Bistro Ltd is the controller');
    const grocer = LegalTextResponse.parse(
      (await t.request('GET', '/api/Brand/v1/getLegalText/grocer/TermsAndConditions')).json(),
    );
    expect(grocer.Html).toBeNull();
    expect((await t.request('GET', '/api/Brand/v1/getLegalText/bistro/Cookies')).status).toBe(400);
  });

  it('checks a postcode: covered with its area’s fee and minimum, uncovered, malformed', async () => {
    const covered = await t.request('GET', '/api/Order/v1/checkPostcode/bistro?Postcode=sw11%201aa');
    expect(covered.json()).toMatchObject({
      Data: { Postcode: 'SW11 1AA', Delivers: true, AreaName: 'Battersea', DeliveryFee: 3.5 },
    });
    const uncovered = await t.request('GET', '/api/Order/v1/checkPostcode/bistro?Postcode=M1%201AE');
    expect(uncovered.json()).toMatchObject({
      Data: { Delivers: false, Message: 'Sorry, we do not deliver to M1 1AE' },
    });
    const malformed = await t.request('GET', '/api/Order/v1/checkPostcode/bistro?Postcode=12345');
    expect(malformed.status).toBe(400);
    expect(ErrorResponse.parse(malformed.json()).Info.Message).toBe('Enter a valid UK postcode');
  });

  it('books a table, emails a reference and a cancel link, and the link cancels it once', async () => {
    const date = nextWednesday();
    const before = await slots(11, date, 2);
    expect(before[0]).toEqual({ Time: '11:30', CoversLeft: 20, Available: true });
    const res = await book({
      BranchId: 11,
      Date: date,
      Time: '19:00',
      PartySize: 4,
      ...guest(1),
      Notes: 'Window',
    });
    expect(res.status, res.body).toBe(200);
    const { Reservation } = ReservationResponse.parse(res.json());
    expect(Reservation).toMatchObject({
      BranchName: 'Copperleaf Shoreditch',
      PartySize: 4,
      Status: 'Booked',
    });
    expect(Reservation.Reference).toMatch(/^R-[A-Z2-9]{6}$/);
    expect((await slots(11, date, 2)).find((s) => s.Time === '19:00')?.CoversLeft).toBe(16);

    const [mail] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'guest1@example.com'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toContain(Reservation.Reference);
    const token = /reservation\?cancel=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const found = await t.request('GET', `/api/Reservation/v1/byToken/bistro?Token=${token}`);
    expect(ReservationResponse.parse(found.json()).Reservation.Reference).toBe(Reservation.Reference);
    // Another brand cannot reach it with the same token.
    expect((await t.request('GET', `/api/Reservation/v1/byToken/grocer?Token=${token}`)).status).toBe(404);

    const cancel = () =>
      t.request('POST', '/api/Reservation/v1/cancel', {
        body: { BrandFlavor: 'bistro', Token: token },
        csrf: false,
      });
    const first = await cancel();
    expect(ReservationResponse.parse(first.json()).Reservation.Status).toBe('Cancelled');
    expect((await cancel()).status).toBe(409);
    expect((await slots(11, date, 2)).find((s) => s.Time === '19:00')?.CoversLeft).toBe(20);
  });

  it('refuses times outside the branch’s slots, oversized parties and branches of other brands', async () => {
    const date = nextWednesday();
    const base = { BranchId: 12, Date: date, ...guest(2) };
    expect((await book({ ...base, Time: '03:00', PartySize: 2 })).status).toBe(400);
    expect((await book({ ...base, Time: '19:00', PartySize: 9 })).status).toBe(400);
    expect((await book({ ...base, Time: '19:00', PartySize: 2 }, 'grocer')).status).toBe(404);
    expect((await book({ ...base, Date: '2020-01-01', Time: '19:00', PartySize: 2 })).status).toBe(400);
  });

  it('never seats more than a slot holds: 50 concurrent bookings for its last covers', async () => {
    const date = nextWednesday();
    const slot = { BranchId: 13, Date: date, Time: '20:00' };
    // Branch 13 seats 12 per slot: 8 + 2 taken, 2 left.
    expect((await book({ ...slot, PartySize: 8, ...guest(3) })).status).toBe(200);
    expect((await book({ ...slot, PartySize: 2, ...guest(4) })).status).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book({ ...slot, PartySize: 1, ...guest(100 + i) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    expect(ErrorResponse.parse(results.find((r) => r.status === 409)!.json()).Info.Message).toMatch(
      /fully booked/,
    );

    const db = t.app.database.db;
    const booked = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.branchId, 13), eq(reservations.date, date), eq(reservations.time, '20:00')));
    expect(booked.reduce((sum, r) => sum + r.partySize, 0)).toBe(12);
    const [count] = await db
      .select()
      .from(reservationSlots)
      .where(and(eq(reservationSlots.branchId, 13), eq(reservationSlots.date, date)));
    expect(count?.covers).toBe(12);
    const after = await slots(13, date, 1);
    expect(after.find((s) => s.Time === '20:00')).toEqual({ Time: '20:00', CoversLeft: 0, Available: false });
  });
});
