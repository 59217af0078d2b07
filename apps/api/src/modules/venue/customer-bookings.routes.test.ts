import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBookingsResponse, ReservationResponse, BookEventResponse } from '@storefront/contract/venue';
import { addDays, weekdayOf } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { customers, reservations } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/** This file's own brands (of the bookings tests' ids 931-939): PostgreSQL runs share one database. */
const MINE = { id: 933, flavour: 'bookings-mine' } as const;
const ELSEWHERE = { id: 934, flavour: 'bookings-elsewhere' } as const;
const BRANCH = 1;
const QUIZ = 1;

/** A brand with a branch that takes table bookings (every evening) and an event ahead. */
function venueBrandFile() {
  return {
    ...makeBrandFile(MINE.id, MINE.flavour),
    Branches: [
      {
        BranchId: BRANCH,
        Name: 'Mine Upper Street',
        Address: '1 Test Street, London',
        Postcode: 'N1 1AA',
        Country: 'United Kingdom',
        Phone: '020 7946 0999',
        Email: 'branch@example.test',
        OpeningHours: Array.from({ length: 7 }, (_, Day) => ({ Day, Open: '17:00', Close: '23:00' })),
        Reservations: { CoversPerSlot: 40, SlotMinutes: 30, MaxPartySize: 8, LastBookingBeforeClose: 60 },
      },
    ],
    Events: [
      {
        EventId: QUIZ,
        Title: 'Quiz night',
        StartsAt: '2031-03-01T19:00',
        Place: 'Upstairs',
        Price: 0,
        Seats: 100,
      },
    ],
  };
}

/** A Wednesday a week or two ahead (the demo branches open then). */
function nextWednesday(): string {
  let date = addDays(londonTime(new Date()).date, 7);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

describe.each(DRIVERS)("a customer's bookings and tickets on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: MINE.flavour, document: venueBrandFile() },
      { source: ELSEWHERE.flavour, document: makeBrandFile(ELSEWHERE.id, ELSEWHERE.flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
  });
  afterAll(() => t.close());

  /** A new customer of the brand, signed in: their email and access token. */
  async function newCustomer(brand: string = MINE.flavour) {
    const email = `booker-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'a-long-password';
    const res = await t.request('POST', '/api/Customer/register', {
      body: {
        BrandFlavor: brand,
        CustomerEmail: email,
        CustomerPassword: password,
        CustomerFirstName: 'Bo',
        CustomerLastName: 'Oker',
      },
      headers: { BrandFlavor: brand },
    });
    expect(res.status, res.body).toBe(200);
    return { email, token: await t.login(brand, email, password) };
  }

  const table = (email: string, time: string) => ({
    BrandFlavor: MINE.flavour,
    BranchId: BRANCH,
    Date: nextWednesday(),
    Time: time,
    PartySize: 2,
    Name: 'Bo Oker',
    Email: email,
    Mobile: '07700 900123',
  });
  const reserve = async (body: Record<string, unknown>, token?: string) => {
    const res = await t.request('POST', '/api/Reservation/v1/book', { body, ...(token ? { token } : {}) });
    expect(res.status, res.body).toBe(200);
    return ReservationResponse.parse(res.json()).Reservation.Reference;
  };
  const bookQuiz = async (email: string, token?: string) => {
    const res = await t.request('POST', '/api/Event/v1/book', {
      body: { BrandFlavor: MINE.flavour, EventId: QUIZ, Quantity: 2, Name: 'Bo Oker', Email: email },
      ...(token ? { token } : {}),
    });
    expect(res.status, res.body).toBe(200);
    return BookEventResponse.parse(res.json()).Booking.Reference;
  };
  const mine = async (token: string, brand: string = MINE.flavour) => {
    const res = await t.request('GET', '/api/Customer/v1/bookings', {
      token,
      headers: { BrandFlavor: brand },
    });
    expect(res.status, res.body).toBe(200);
    return MyBookingsResponse.parse(res.json());
  };

  it('lists the bookings and tickets made signed in, never those of another customer or a guest', async () => {
    const ann = await newCustomer();
    const bob = await newCustomer();
    const annTable = await reserve(table(ann.email, '19:00'), ann.token);
    const annTicket = await bookQuiz(ann.email, ann.token);
    const bobTable = await reserve(table(bob.email, '19:30'), bob.token);
    // A guest who types Ann's email: not her account's (anyone can type an email).
    await reserve(table(ann.email, '20:00'));
    await bookQuiz(ann.email);

    const annList = await mine(ann.token);
    expect(annList.Reservations.map((r) => r.Reference)).toEqual([annTable]);
    expect(annList.Reservations[0]).toMatchObject({
      BranchName: 'Mine Upper Street',
      Time: '19:00',
      PartySize: 2,
      Status: 'Booked',
      Upcoming: true,
    });
    expect(annList.Tickets.map((b) => b.Reference)).toEqual([annTicket]);
    expect(annList.Tickets[0]).toMatchObject({ EventTitle: 'Quiz night', Quantity: 2, Upcoming: true });

    const bobList = await mine(bob.token);
    expect(bobList.Reservations.map((r) => r.Reference)).toEqual([bobTable]);
    expect(bobList.Tickets).toEqual([]);
  });

  it('lists upcoming bookings first, soonest first, then past ones, latest first', async () => {
    const cat = await newCustomer();
    const later = await reserve(table(cat.email, '21:00'), cat.token);
    const sooner = await reserve(table(cat.email, '18:00'), cat.token);
    const [customer] = await t.app.database.db.select().from(customers).where(eq(customers.email, cat.email));
    const today = londonTime(new Date()).date;
    const past = (daysAgo: number) => ({
      brandId: customer!.brandId,
      branchId: BRANCH,
      reference: `R-P${randomUUID().slice(0, 6)}`,
      date: addDays(today, -daysAgo),
      time: '19:00',
      partySize: 2,
      name: 'Cat',
      email: cat.email,
      mobile: '07700 900123',
      cancelTokenHash: randomUUID(),
      customerId: customer!.id,
    });
    await t.app.database.db.insert(reservations).values([past(30), past(3)]);
    const list = (await mine(cat.token)).Reservations;
    expect(list.map((r) => [r.Time, r.Upcoming])).toEqual([
      ['18:00', true],
      ['21:00', true],
      ['19:00', false],
      ['19:00', false],
    ]);
    expect(list.slice(0, 2).map((r) => r.Reference)).toEqual([sooner, later]);
    expect(list[2]!.Date > list[3]!.Date).toBe(true);
  });

  it("shows another brand's account none of this brand's bookings, and a visitor none at all", async () => {
    const dan = await newCustomer();
    await reserve(table(dan.email, '19:00'), dan.token);
    const elsewhere = await newCustomer(ELSEWHERE.flavour);
    expect(await mine(elsewhere.token, ELSEWHERE.flavour)).toMatchObject({ Reservations: [], Tickets: [] });
    expect((await t.request('GET', '/api/Customer/v1/bookings')).status).toBe(401);
    // A token is good for its own brand only: asked at this brand, the other brand's token is refused.
    const crossed = await t.request('GET', '/api/Customer/v1/bookings', {
      token: elsewhere.token,
      headers: { BrandFlavor: MINE.flavour },
    });
    expect(crossed.status, crossed.body).toBe(403);
  });
});
