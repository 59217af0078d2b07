import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, eventBookings, events, reservationSlots, reservations } from '../../db/schema';
import { returnSeats, selectBookingsWithEvents, selectEventsAfter } from './events.repository';

export type StaffReservationRow = typeof reservations.$inferSelect;
export type StaffEventRow = typeof events.$inferSelect;
export type StaffEventBookingRow = typeof eventBookings.$inferSelect;
type EventBookingStatus = StaffEventBookingRow['status'];

/** The back office's reads and writes of table bookings and event bookings; every query takes the brand. */
export function createBookingsRepository(db: DbOrTx) {
  return {
    async bookableBranches(brandId: number) {
      const rows = await db
        .select()
        .from(branches)
        .where(eq(branches.brandId, brandId))
        .orderBy(asc(branches.id));
      return rows.flatMap((b) => (b.reservations ? [{ ...b, settings: b.reservations }] : []));
    },

    /** A day's reservations at a branch, live and cancelled, by time then booking order. */
    async reservationsOn(brandId: number, branchId: number, date: string) {
      return db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.brandId, brandId),
            eq(reservations.branchId, branchId),
            eq(reservations.date, date),
          ),
        )
        .orderBy(asc(reservations.time), asc(reservations.id));
    },

    async reservation(brandId: number, id: number) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.brandId, brandId), eq(reservations.id, id)));
      return row ?? null;
    },

    /**
     * Booked → Cancelled, once: a conditional update, so of two cancellations racing (staff twice, or staff and
     * the guest's link) only one gets the row back and gives the covers back.
     */
    async cancelReservation(brandId: number, id: number, reason: string | null) {
      const [row] = await db
        .update(reservations)
        .set({ status: 'Cancelled', cancelledAt: new Date(), cancelReason: reason })
        .where(
          and(eq(reservations.brandId, brandId), eq(reservations.id, id), eq(reservations.status, 'Booked')),
        )
        .returning();
      return row ?? null;
    },

    async releaseCovers(row: StaffReservationRow) {
      await db
        .update(reservationSlots)
        .set({ covers: sql`greatest(${reservationSlots.covers} - ${row.partySize}, 0)` })
        .where(
          and(
            eq(reservationSlots.brandId, row.brandId),
            eq(reservationSlots.branchId, row.branchId),
            eq(reservationSlots.date, row.date),
            eq(reservationSlots.time, row.time),
          ),
        );
    },

    /** Events starting after a London wall time, soonest first, then the latest past ones, newest first. */
    async eventsAround(brandId: number, now: string, pastLimit: number) {
      const upcoming = await selectEventsAfter(db, brandId, now);
      const past = await db
        .select()
        .from(events)
        .where(and(eq(events.brandId, brandId), lte(events.startsAt, now)))
        .orderBy(desc(events.startsAt), desc(events.id))
        .limit(pastLimit);
      return { upcoming, past };
    },

    async bookingsOf(brandId: number, eventIds: number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventBookings)
        .where(and(eq(eventBookings.brandId, brandId), inArray(eventBookings.eventId, eventIds)))
        .orderBy(asc(eventBookings.id));
    },

    async eventBooking(brandId: number, id: number) {
      const [row] = await selectBookingsWithEvents(db).where(
        and(eq(eventBookings.brandId, brandId), eq(eventBookings.id, id)),
      );
      return row ?? null;
    },

    /**
     * Moves a booking from the status it was seen in to Cancelled, once, and gives its seats back to the event
     * in the same transaction; null when it moved meanwhile (the guest paid, the sweep or another cancel won).
     */
    async cancelEventBooking(
      brandId: number,
      id: number,
      from: Exclude<EventBookingStatus, 'Cancelled'>,
      change: { reason: string | null; refundedPence: number },
    ) {
      const [row] = await db
        .update(eventBookings)
        .set({
          status: 'Cancelled',
          paymentDueBy: null,
          cancelledAt: new Date(),
          cancelReason: change.reason,
          refundedPence: change.refundedPence,
        })
        .where(
          and(eq(eventBookings.brandId, brandId), eq(eventBookings.id, id), eq(eventBookings.status, from)),
        )
        .returning();
      if (!row) return null;
      await returnSeats(db, brandId, row);
      return row;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
