import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@storefront/contract/envelope';
import {
  BookEventResponse,
  EventPaymentResponse,
  EventsResponse,
  MyEventBookingsResponse,
} from '@storefront/contract/venue';
import { eventBookings, events, outbox } from '../../db/schema';
import { TEST_CARDS } from '../payments/test-provider';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

const QUIZ = 702;
const PASTA = 703;
/** The bistro's brand id. */
const BISTRO = 1;

describe.each(DRIVERS)('events on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const list = async (brand = 'bistro') =>
    EventsResponse.parse((await t.request('GET', `/api/Event/v1/getEvents/${brand}`)).json()).Events;
  const book = (body: Record<string, unknown>, token?: string) =>
    t.request('POST', '/api/Event/v1/book', {
      body: { BrandFlavor: 'bistro', Name: 'Guest', Email: 'guest@example.com', ...body },
      ...(token ? { token } : {}),
    });

  it('lists the brand’s upcoming events with price and seats left, and no other brand’s', async () => {
    const bistro = await list();
    expect(bistro.map((e) => e.EventId)).toEqual([701, QUIZ, PASTA]);
    expect(bistro.find((e) => e.EventId === QUIZ)).toMatchObject({ Price: 0, Seats: 40, SeatsLeft: 40 });
    expect(await list('grocer')).toEqual([]);
  });

  it('books seats, hands out an event access token that lists the visit’s tickets', async () => {
    const first = await book({ EventId: QUIZ, Quantity: 2 });
    expect(first.status, first.body).toBe(200);
    const { Booking, EventAccessToken } = BookEventResponse.parse(first.json());
    expect(Booking).toMatchObject({ EventTitle: 'Quiz night', Quantity: 2, Total: 0, Status: 'Confirmed' });
    expect(Booking.Reference).toMatch(/^E-[A-Z2-9]{6}$/);
    expect((await list()).find((e) => e.EventId === QUIZ)?.SeatsLeft).toBe(38);

    // A second booking with the token joins it; a paid event is held to pay at the door.
    const second = BookEventResponse.parse(
      (await book({ EventId: 701, Quantity: 1 }, EventAccessToken)).json(),
    );
    expect(second.EventAccessToken).toBe(EventAccessToken);
    expect(second.Booking).toMatchObject({ Total: 45, Status: 'PayAtDoor' });

    const mine = await t.request('GET', '/api/Event/v1/myBookings/bistro', { token: EventAccessToken });
    expect(MyEventBookingsResponse.parse(mine.json()).Bookings.map((b) => b.EventId)).toEqual([QUIZ, 701]);
    expect(
      (await t.request('GET', '/api/Event/v1/myBookings/grocer', { token: EventAccessToken })).json(),
    ).toMatchObject({ Bookings: [] });
    expect((await t.request('GET', '/api/Event/v1/myBookings/bistro')).status).toBe(401);
  });

  it('refuses more tickets than one booking may take, and unknown events', async () => {
    expect((await book({ EventId: PASTA, Quantity: 5 })).status).toBe(400);
    expect((await book({ EventId: 999, Quantity: 1 })).status).toBe(404);
  });

  it('never oversells: 50 concurrent bookings for the last seats', async () => {
    // The class seats 10: 4 + 4 taken, 2 left.
    expect((await book({ EventId: PASTA, Quantity: 4 })).status).toBe(200);
    expect((await book({ EventId: PASTA, Quantity: 4 })).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book({ EventId: PASTA, Quantity: 1, Email: `p${i}@example.com` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    expect(ErrorResponse.parse(results.find((r) => r.status === 409)!.json()).Info.Message).toMatch(
      /not enough seats/,
    );
    const db = t.app.database.db;
    // The bistro's own event: on the run's shared PostgreSQL database other brands number their events too.
    const sold = await db
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.brandId, BISTRO), eq(eventBookings.eventId, PASTA)));
    expect(sold.reduce((sum, b) => sum + b.quantity, 0)).toBe(10);
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.brandId, BISTRO), eq(events.id, PASTA)));
    expect(row?.seatsTaken).toBe(10);
    expect((await list()).find((e) => e.EventId === PASTA)?.SeatsLeft).toBe(0);
  });

  it('holds the seats of tickets paid by card, confirms them once paid, and gives back unpaid ones', async () => {
    const SUPPER = 701;
    const seatsLeft = async () => (await list()).find((e) => e.EventId === SUPPER)!.SeatsLeft;
    const pay = (token: string, reference: string, check = true) =>
      t.request('POST', check ? '/api/Event/v1/confirmPayment' : '/api/Event/v1/payment', {
        body: { BrandFlavor: 'bistro', Reference: reference },
        token,
      });
    const card = (secret: string, number: string) =>
      t.request('POST', '/api/Payment/test/confirm', {
        body: {
          BrandFlavor: 'bistro',
          ClientSecret: secret,
          CardNumber: number,
          Expiry: '12/34',
          Cvc: '123',
        },
      });
    const email = `card-${driver}@example.com`;
    const before = await seatsLeft();

    const res = await book({ EventId: SUPPER, Quantity: 2, PayBy: 'card', Email: email });
    expect(res.status, res.body).toBe(200);
    const booked = BookEventResponse.parse(res.json());
    expect(booked.Booking).toMatchObject({ Status: 'PendingPayment', Total: 90 });
    expect(booked.Booking.PaymentDueBy).toBeTruthy();
    expect(booked.Payment).toMatchObject({ Provider: 'test', AmountPence: 9000 });
    expect(await seatsLeft()).toBe(before - 2);

    // A declined card: still held, the provider's message; then a good card confirms it, once.
    expect((await card(booked.Payment!.ClientSecret, TEST_CARDS.declined)).status).toBe(200);
    const declined = EventPaymentResponse.parse(
      (await pay(booked.EventAccessToken, booked.Booking.Reference)).json(),
    );
    expect(declined).toMatchObject({
      Booking: { Status: 'PendingPayment' },
      Message: 'Your card was declined.',
    });
    expect(declined.Payment?.ClientSecret).toBe(booked.Payment!.ClientSecret);
    expect((await card(booked.Payment!.ClientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    const paid = EventPaymentResponse.parse(
      (await pay(booked.EventAccessToken, booked.Booking.Reference)).json(),
    );
    expect(paid).toMatchObject({ Booking: { Status: 'Confirmed', PaymentDueBy: null }, Payment: null });
    await new Promise((r) => setTimeout(r, 150));
    const mails = await t.app.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Paid by card: £90.00');
    // Another visit's token does not find it.
    expect((await pay('x'.repeat(32), booked.Booking.Reference)).status).toBe(404);

    // An unpaid booking lapses: its seat goes back, and the payment can no longer be taken.
    const unpaid = BookEventResponse.parse(
      (
        await book({ EventId: SUPPER, Quantity: 1, PayBy: 'card', Email: `late-${driver}@example.com` })
      ).json(),
    );
    expect(await seatsLeft()).toBe(before - 3);
    const db = t.app.database.db;
    await db
      .update(eventBookings)
      .set({ paymentDueBy: new Date(Date.now() - 60_000) })
      .where(eq(eventBookings.reference, unpaid.Booking.Reference));
    expect((await t.app.events.sweep()).cancelled).toBeGreaterThanOrEqual(1);
    expect(await seatsLeft()).toBe(before - 2);
    const after = EventPaymentResponse.parse(
      (await pay(unpaid.EventAccessToken, unpaid.Booking.Reference, false)).json(),
    );
    expect(after).toMatchObject({ Booking: { Status: 'Cancelled' }, Payment: null });
    expect(
      (await card(unpaid.Payment!.ClientSecret, TEST_CARDS.succeeds)).json<{ Data: { Status: string } }>()
        .Data.Status,
    ).toBe('failed');
    await t.app.events.sweep();
    expect(await seatsLeft()).toBe(before - 2);
  });
});
