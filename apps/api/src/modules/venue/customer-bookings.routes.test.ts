import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBookingsResponse, ReservationResponse, BookEventResponse } from '@storefront/contract/venue';
import { addDays, weekdayOf } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { customers, reservations } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

const QUIZ = 702;

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
  });
  afterAll(() => t.close());

  /** A new customer of the brand, signed in: their email and access token. */
  async function newCustomer(brand = 'bistro') {
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
    BrandFlavor: 'bistro',
    BranchId: 11,
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
      body: { BrandFlavor: 'bistro', EventId: QUIZ, Quantity: 2, Name: 'Bo Oker', Email: email },
      ...(token ? { token } : {}),
    });
    expect(res.status, res.body).toBe(200);
    return BookEventResponse.parse(res.json()).Booking.Reference;
  };
  const mine = async (token: string, brand = 'bistro') => {
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
      BranchName: 'Copperleaf Shoreditch',
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
      branchId: 11,
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
    const elsewhere = await newCustomer('grocer');
    expect(await mine(elsewhere.token, 'grocer')).toMatchObject({ Reservations: [], Tickets: [] });
    expect((await t.request('GET', '/api/Customer/v1/bookings')).status).toBe(401);
    // A token is good for its own brand only: asked at bistro, grocer's token is refused.
    const crossed = await t.request('GET', '/api/Customer/v1/bookings', {
      token: elsewhere.token,
      headers: { BrandFlavor: 'bistro' },
    });
    expect(crossed.status, crossed.body).toBe(403);
  });
});
