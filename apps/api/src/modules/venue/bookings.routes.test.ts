import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ReservationsDayResponse,
  StaffEventBookingResponse,
  StaffEventsResponse,
  StaffReservationResponse,
} from '@storefront/contract/bookings';
import { ErrorResponse } from '@storefront/contract/envelope';
import { BookEventResponse, ReservationResponse, ReservationSlotsResponse } from '@storefront/contract/venue';
import { addDays, weekdayOf } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { auditLog, outbox } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { TEST_CARDS } from '../payments/test-provider';
import { createStaffAccount } from '../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';
/** This file's own brands (ids 931-939 are the bookings tests'): one with two branches and events, one without. */
const VENUE = { id: 931, flavour: 'bookings-venue' } as const;
const OTHER = { id: 932, flavour: 'bookings-other' } as const;
const QUIZ = 1;
const SUPPER = 2;
const PAST = 3;

const hours = (open: string, close: string) =>
  Array.from({ length: 7 }, (_, Day) => ({ Day, Open: open, Close: close }));

function venueBrandFile() {
  const file = makeBrandFile(VENUE.id, VENUE.flavour);
  const branch = {
    Address: '1 Test Street, London',
    Postcode: 'N1 1AA',
    Country: 'United Kingdom',
    Phone: '020 7946 0999',
    Email: 'branch@example.test',
  };
  return {
    ...file,
    Branches: [
      {
        ...branch,
        BranchId: 1,
        Name: 'Test Upper Street',
        // 12:00, 13:00 and 14:00: three slots of 10 covers.
        OpeningHours: hours('12:00', '15:00'),
        Reservations: { CoversPerSlot: 10, SlotMinutes: 60, MaxPartySize: 8, LastBookingBeforeClose: 60 },
      },
      {
        ...branch,
        BranchId: 2,
        Name: 'Test Riverside',
        // 18:00 to 21:00 every half hour: seven slots of 6 covers.
        OpeningHours: hours('18:00', '22:00'),
        Reservations: { CoversPerSlot: 6, SlotMinutes: 30, MaxPartySize: 6, LastBookingBeforeClose: 60 },
      },
    ],
    Events: [
      { EventId: QUIZ, Title: 'Quiz', StartsAt: '2031-03-01T19:00', Place: 'Upstairs', Price: 0, Seats: 20 },
      { EventId: SUPPER, Title: 'Supper', StartsAt: '2031-02-01T19:30', Place: 'Bar', Price: 25, Seats: 10 },
      { EventId: PAST, Title: 'Old supper', StartsAt: '2020-01-01T19:30', Place: 'Bar', Price: 0, Seats: 5 },
    ],
  };
}

/** A Wednesday one to two weeks ahead: bookable, and on no other test's list. */
function aWednesdayAhead(): string {
  let date = addDays(londonTime(new Date()).date, 8);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

describe.each(DRIVERS)('back-office bookings on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens = { staff: '', otherOwner: '' };
  const base = `/api/admin/${VENUE.flavour}`;
  const date = aWednesdayAhead();

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: VENUE.flavour, document: venueBrandFile() },
      { source: OTHER.flavour, document: makeBrandFile(OTHER.id, OTHER.flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    for (const [key, brand, role] of [
      ['staff', VENUE, 'BrandStaff'],
      ['otherOwner', OTHER, 'BrandOwner'],
    ] as const) {
      const email = `${key}-${tag}@bookings.test`;
      await createStaffAccount(t.app.database.db, {
        email,
        name: key,
        role,
        brandId: brand.id,
        password: STAFF_PASSWORD,
      });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
  });
  afterAll(() => t.close());

  const book = async (time: string, party: number, name: string, branch = 1, notes = '') => {
    const res = await t.request('POST', '/api/Reservation/v1/book', {
      body: {
        BrandFlavor: VENUE.flavour,
        BranchId: branch,
        Date: date,
        Time: time,
        PartySize: party,
        Name: name,
        Email: `${name.toLowerCase().replace(/\W+/g, '.')}-${tag}@example.com`,
        Mobile: '07700 900123',
        Notes: notes,
      },
      csrf: false,
    });
    expect(res.status, res.body).toBe(200);
    return ReservationResponse.parse(res.json()).Reservation;
  };
  const day = async (query = `?Date=${date}`) => {
    const res = await t.request('GET', `${base}/reservations${query}`, { token: tokens.staff });
    expect(res.status, res.body).toBe(200);
    return ReservationsDayResponse.parse(res.json()).Data;
  };
  const lastMailTo = async (email: string) => {
    const [mail] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  };
  /** This brand's audit entries, oldest first. */
  const audit = async () =>
    (await t.app.database.db.select().from(auditLog).where(eq(auditLog.brandId, VENUE.id))).map((r) => ({
      Staff: r.staffEmail,
      Action: r.action,
      Subject: r.subject,
      Before: r.before,
      After: r.after,
    }));

  it("lists a day's reservations by slot with covers against capacity, per branch", async () => {
    const ada = await book('13:00', 4, 'Ada Lovelace', 1, 'Window seat');
    await book('13:00', 2, 'Alan Turing');
    await book('12:00', 3, 'Grace Hopper');
    await book('19:00', 5, 'Evening Guest', 2);

    const list = await day();
    expect(list).toMatchObject({
      Date: date,
      Today: londonTime(new Date()).date,
      Branches: [
        { BranchId: 1, Name: 'Test Upper Street' },
        { BranchId: 2, Name: 'Test Riverside' },
      ],
      BranchId: 1,
      Covers: 9,
      Capacity: 30,
    });
    expect(list.Slots.map((s) => [s.Time, s.Covers, s.Capacity])).toEqual([
      ['12:00', 3, 10],
      ['13:00', 6, 10],
      ['14:00', 0, 10],
    ]);
    const at13 = list.Slots[1]!.Reservations;
    expect(at13.map((r) => r.Name)).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(at13[0]).toMatchObject({
      Reference: ada.Reference,
      PartySize: 4,
      Mobile: '07700 900123',
      Email: `ada.lovelace-${tag}@example.com`,
      Notes: 'Window seat',
      Status: 'Booked',
      CancelReason: null,
    });

    // The other branch on its own; today by default; a branch that takes no bookings is not found.
    const riverside = await day(`?Date=${date}&BranchId=2`);
    expect(riverside).toMatchObject({ BranchId: 2, Covers: 5, Capacity: 7 * 6 });
    expect(riverside.Slots.find((s) => s.Time === '19:00')?.Reservations[0]?.Name).toBe('Evening Guest');
    expect((await day('')).Date).toBe(londonTime(new Date()).date);
    const missing = await t.request('GET', `${base}/reservations?BranchId=99`, { token: tokens.staff });
    expect(missing.status).toBe(404);
    const bad = await t.request('GET', `${base}/reservations?Date=tomorrow`, { token: tokens.staff });
    expect(bad.status).toBe(400);
  });

  it('cancels a reservation once: the guest is emailed the reason and the covers come back once', async () => {
    const guest = await book('14:00', 6, 'Cancel Me');
    const id = (await day()).Slots.find((s) => s.Time === '14:00')!.Reservations.find(
      (r) => r.Reference === guest.Reference,
    )!.ReservationId;
    const coversLeft = async () => {
      const res = await t.request(
        'GET',
        `/api/Reservation/v1/slots/${VENUE.flavour}?BranchId=1&Date=${date}&PartySize=1`,
      );
      return ReservationSlotsResponse.parse(res.json()).Slots.find((s) => s.Time === '14:00')!.CoversLeft;
    };
    expect(await coversLeft()).toBe(4);
    const cancel = (reservationId: number, token = tokens.staff, brand: string = VENUE.flavour) =>
      t.request('POST', `/api/admin/${brand}/reservations/${reservationId}/cancel`, {
        token,
        body: { Reason: '  The kitchen is closed for a private event  ' },
      });

    // Cancelled twice at the same moment: one wins, the other is told it was already cancelled.
    const [first, second] = await Promise.all([cancel(id), cancel(id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    expect(StaffReservationResponse.parse(winner.json()).Data).toMatchObject({
      Status: 'Cancelled',
      CancelReason: 'The kitchen is closed for a private event',
    });
    const loser = first.status === 200 ? second : first;
    expect(ErrorResponse.parse(loser.json()).Info.Message).toBe('This booking was already cancelled');
    expect(await coversLeft()).toBe(10);
    expect((await cancel(id)).status).toBe(409);
    expect(await coversLeft()).toBe(10);

    const mail = await lastMailTo(`cancel.me-${tag}@example.com`);
    expect(mail?.subject).toBe(`Test ${VENUE.flavour}: your table booking ${guest.Reference} is cancelled`);
    expect(mail?.text).toContain('Reason: The kitchen is closed for a private event');
    expect(mail?.text).toContain('Where: Test Upper Street');
    const slot = (await day()).Slots.find((s) => s.Time === '14:00')!;
    expect(slot.Covers).toBe(0);
    expect(slot.Reservations.find((r) => r.Reference === guest.Reference)?.Status).toBe('Cancelled');

    const entries = (await audit()).filter((e) => e.Action === 'reservation.cancel');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      Staff: `staff-${tag}@bookings.test`,
      Before: { Status: 'Booked' },
      After: { Status: 'Cancelled', Reason: 'The kitchen is closed for a private event' },
    });
    expect(entries[0]!.Subject).toContain(guest.Reference);

    // Another brand's staff reach it neither through their own brand (404) nor through this one (403).
    const other = await book('12:00', 1, 'Not Theirs');
    const otherId = (await day()).Slots[0]!.Reservations.find(
      (r) => r.Reference === other.Reference,
    )!.ReservationId;
    expect((await cancel(otherId, tokens.otherOwner, OTHER.flavour)).status).toBe(404);
    expect((await cancel(otherId, tokens.otherOwner)).status).toBe(403);
    expect(
      (await t.request('GET', `${base}/reservations?Date=${date}`, { token: tokens.otherOwner })).status,
    ).toBe(403);
    expect((await day()).Slots[0]!.Reservations.find((r) => r.ReservationId === otherId)?.Status).toBe(
      'Booked',
    );
    expect((await cancel(999_999)).status).toBe(404);
  });

  it('lists events upcoming first with their attendees and payment status', async () => {
    const free = await t.request('POST', '/api/Event/v1/book', {
      body: {
        BrandFlavor: VENUE.flavour,
        EventId: QUIZ,
        Quantity: 3,
        Name: 'Quiz Team',
        Email: 'q@example.com',
      },
    });
    expect(free.status, free.body).toBe(200);
    const door = await t.request('POST', '/api/Event/v1/book', {
      body: {
        BrandFlavor: VENUE.flavour,
        EventId: SUPPER,
        Quantity: 2,
        Name: 'Door Payer',
        Email: 'd@example.com',
      },
    });
    expect(door.status, door.body).toBe(200);

    const res = await t.request('GET', `${base}/event-bookings`, { token: tokens.staff });
    expect(res.status, res.body).toBe(200);
    const list = StaffEventsResponse.parse(res.json()).Data;
    expect(list.map((e) => [e.EventId, e.Upcoming])).toEqual([
      [SUPPER, true],
      [QUIZ, true],
      [PAST, false],
    ]);
    const quiz = list.find((e) => e.EventId === QUIZ)!;
    expect(quiz).toMatchObject({ Seats: 20, Price: 0 });
    expect(quiz.Bookings.find((b) => b.Name === 'Quiz Team')).toMatchObject({
      Tickets: 3,
      Payment: 'Free',
      Status: 'Confirmed',
      Email: 'q@example.com',
    });
    expect(
      list.find((e) => e.EventId === SUPPER)!.Bookings.find((b) => b.Name === 'Door Payer'),
    ).toMatchObject({ Tickets: 2, Total: 50, Payment: 'AtDoor', Status: 'PayAtDoor' });
    // Another brand's owner sees none of it.
    expect((await t.request('GET', `${base}/event-bookings`, { token: tokens.otherOwner })).status).toBe(403);
    const theirs = await t.request('GET', `/api/admin/${OTHER.flavour}/event-bookings`, {
      token: tokens.otherOwner,
    });
    expect(StaffEventsResponse.parse(theirs.json()).Data).toEqual([]);
  });

  it('cancels a card-paid booking: refunded once through the provider, seats back, guest emailed', async () => {
    const email = `paid-${tag}@example.com`;
    const booked = BookEventResponse.parse(
      (
        await t.request('POST', '/api/Event/v1/book', {
          body: {
            BrandFlavor: VENUE.flavour,
            EventId: SUPPER,
            Quantity: 2,
            Name: 'Card Payer',
            Email: email,
            PayBy: 'card',
          },
        })
      ).json(),
    );
    const card = await t.request('POST', '/api/Payment/test/confirm', {
      body: {
        BrandFlavor: VENUE.flavour,
        ClientSecret: booked.Payment!.ClientSecret,
        CardNumber: TEST_CARDS.succeeds,
        Expiry: '12/34',
        Cvc: '123',
      },
    });
    expect(card.status, card.body).toBe(200);
    const paid = await t.request('POST', '/api/Event/v1/confirmPayment', {
      body: { BrandFlavor: VENUE.flavour, Reference: booked.Booking.Reference },
      token: booked.EventAccessToken,
    });
    expect(paid.json()).toMatchObject({ Booking: { Status: 'Confirmed' } });

    const events = async () =>
      StaffEventsResponse.parse(
        (await t.request('GET', `${base}/event-bookings`, { token: tokens.staff })).json(),
      ).Data;
    const supper = (await events()).find((e) => e.EventId === SUPPER)!;
    const booking = supper.Bookings.find((b) => b.Reference === booked.Booking.Reference)!;
    expect(booking).toMatchObject({ Payment: 'Card', Status: 'Confirmed', Total: 50, Refunded: 0 });

    const refund = vi.spyOn(t.app.paymentProvider.provider!, 'refund');
    const cancel = () =>
      t.request('POST', `${base}/event-bookings/${booking.BookingId}/cancel`, {
        token: tokens.staff,
        body: { Reason: 'The chef is ill' },
      });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = StaffEventBookingResponse.parse((a.status === 200 ? a : b).json());
    expect(done.Info.Message).toBe('Booking cancelled and refunded; the guest has been emailed');
    expect(done.Data).toMatchObject({ Status: 'Cancelled', Refunded: 50, CancelReason: 'The chef is ill' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ amountPence: 5000 });
    refund.mockRestore();

    const after = (await events()).find((e) => e.EventId === SUPPER)!;
    expect(after.SeatsTaken).toBe(supper.SeatsTaken - 2);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain(`${booked.Booking.Reference} for Supper is cancelled`);
    expect(mail?.text).toContain('Reason: The chef is ill');
    expect(mail?.text).toContain('Refund: £50.00 back to the card you paid with');
    const entry = (await audit()).find((e) => e.Action === 'event-booking.cancel');
    expect(entry).toMatchObject({
      Before: { Status: 'Confirmed' },
      After: { Status: 'Cancelled', Reason: 'The chef is ill', Refunded: 50 },
    });

    // A booking still being paid: the payment is cancelled first, so it can no longer take the money.
    const pending = BookEventResponse.parse(
      (
        await t.request('POST', '/api/Event/v1/book', {
          body: {
            BrandFlavor: VENUE.flavour,
            EventId: SUPPER,
            Quantity: 1,
            Name: 'Slow Payer',
            Email: `slow-${tag}@example.com`,
            PayBy: 'card',
          },
        })
      ).json(),
    );
    const pendingId = (await events())
      .find((e) => e.EventId === SUPPER)!
      .Bookings.find((x) => x.Reference === pending.Booking.Reference)!.BookingId;
    const res = await t.request('POST', `${base}/event-bookings/${pendingId}/cancel`, {
      token: tokens.staff,
      body: {},
    });
    expect(StaffEventBookingResponse.parse(res.json()).Data).toMatchObject({
      Status: 'Cancelled',
      Refunded: 0,
    });
    const late = await t.request('POST', '/api/Payment/test/confirm', {
      body: {
        BrandFlavor: VENUE.flavour,
        ClientSecret: pending.Payment!.ClientSecret,
        CardNumber: TEST_CARDS.succeeds,
        Expiry: '12/34',
        Cvc: '123',
      },
    });
    expect(late.json<{ Data: { Status: string } }>().Data.Status).toBe('failed');
    expect((await events()).find((e) => e.EventId === SUPPER)!.SeatsTaken).toBe(supper.SeatsTaken - 2);
    expect((await lastMailTo(`slow-${tag}@example.com`))?.text).not.toContain('Refund');
    // Another brand's owner cannot reach it through their own brand.
    expect(
      (
        await t.request('POST', `/api/admin/${OTHER.flavour}/event-bookings/${booking.BookingId}/cancel`, {
          token: tokens.otherOwner,
          body: {},
        })
      ).status,
    ).toBe(404);
  });
});
