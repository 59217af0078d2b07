import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventBookings, events } from '../../db/schema';

/** Event bookings with their events (one brand's rows: the callers filter by brand). */
export const selectBookingsWithEvents = (db: DbOrTx) =>
  db
    .select({ booking: eventBookings, event: events })
    .from(eventBookings)
    .innerJoin(events, and(eq(events.brandId, eventBookings.brandId), eq(events.id, eventBookings.eventId)));

/** A brand's events starting after a London wall time ('YYYY-MM-DDTHH:MM'), soonest first. */
export const selectEventsAfter = (db: DbOrTx, brandId: number, after: string) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.brandId, brandId), gt(events.startsAt, after)))
    .orderBy(asc(events.startsAt), asc(events.id));

/** Gives a cancelled booking's seats back to its event, in the transaction that cancelled it. */
export async function returnSeats(
  tx: DbOrTx,
  brandId: number,
  booking: { eventId: number; quantity: number },
) {
  await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} - ${booking.quantity}` })
    .where(and(eq(events.brandId, brandId), eq(events.id, booking.eventId)));
}

/** Events and their bookings. Every query starts from the brand's id (tenant scoping). */
export function createEventsRepository(db: DbOrTx) {
  return {
    /** Events starting after a London wall time ('YYYY-MM-DDTHH:MM'), soonest first. */
    async upcoming(brandId: number, after: string) {
      return selectEventsAfter(db, brandId, after);
    },

    async event(brandId: number, eventId: number) {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.brandId, brandId), eq(events.id, eventId)));
      return row ?? null;
    },

    /**
     * Takes seats only while they last: one conditional UPDATE (`seats_taken + n <= seats`). PostgreSQL
     * locks the row and re-checks the condition on the latest count, so concurrent bookings never oversell.
     */
    async takeSeats(tx: DbOrTx, brandId: number, eventId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(events)
        .set({ seatsTaken: sql`${events.seatsTaken} + ${quantity}` })
        .where(
          and(
            eq(events.brandId, brandId),
            eq(events.id, eventId),
            sql`${events.seatsTaken} + ${quantity} <= ${events.seats}`,
          ),
        )
        .returning({ id: events.id });
      return rows.length === 1;
    },

    async insertBooking(tx: DbOrTx, row: typeof eventBookings.$inferInsert) {
      const [created] = await tx.insert(eventBookings).values(row).returning();
      return created!;
    },

    /** Whether the brand has a booking with this reference (an invitation's, once accepted). */
    async hasReference(brandId: number, reference: string): Promise<boolean> {
      const [row] = await db
        .select({ id: eventBookings.id })
        .from(eventBookings)
        .where(and(eq(eventBookings.brandId, brandId), eq(eventBookings.reference, reference)));
      return Boolean(row);
    },
    async bookingsByToken(brandId: number, tokenHash: string) {
      return selectBookingsWithEvents(db)
        .where(and(eq(eventBookings.brandId, brandId), eq(eventBookings.accessTokenHash, tokenHash)))
        .orderBy(asc(eventBookings.id));
    },

    /** The bookings a customer made while signed in at the brand, with their events. */
    async bookingsOfCustomer(brandId: number, customerId: number) {
      return selectBookingsWithEvents(db)
        .where(and(eq(eventBookings.brandId, brandId), eq(eventBookings.customerId, customerId)))
        .orderBy(asc(events.startsAt), asc(eventBookings.id));
    },

    async byReference(brandId: number, reference: string, tokenHash: string) {
      const [row] = await selectBookingsWithEvents(db).where(
        and(
          eq(eventBookings.brandId, brandId),
          eq(eventBookings.reference, reference),
          eq(eventBookings.accessTokenHash, tokenHash),
        ),
      );
      return row;
    },

    /** A booking by its card payment (a webhook names no brand: the row does). */
    async byRef(provider: 'test' | 'stripe', ref: string) {
      const [row] = await db
        .select()
        .from(eventBookings)
        .where(and(eq(eventBookings.provider, provider), eq(eventBookings.providerRef, ref)));
      return row;
    },

    async find(brandId: number, id: number) {
      const [row] = await selectBookingsWithEvents(db).where(
        and(eq(eventBookings.brandId, brandId), eq(eventBookings.id, id)),
      );
      return row;
    },

    /** PendingPayment → Confirmed, once (a conditional update: of the webhook and the check, one wins). */
    async confirmPaid(tx: DbOrTx, brandId: number, id: number) {
      const [row] = await tx
        .update(eventBookings)
        .set({ status: 'Confirmed', paymentDueBy: null })
        .where(
          and(
            eq(eventBookings.brandId, brandId),
            eq(eventBookings.id, id),
            eq(eventBookings.status, 'PendingPayment'),
          ),
        )
        .returning();
      return row;
    },

    /** PendingPayment → Cancelled, once, and its seats back to the event in the same transaction. */
    async cancelPending(tx: DbOrTx, brandId: number, id: number): Promise<boolean> {
      const [row] = await tx
        .update(eventBookings)
        .set({ status: 'Cancelled', paymentDueBy: null })
        .where(
          and(
            eq(eventBookings.brandId, brandId),
            eq(eventBookings.id, id),
            eq(eventBookings.status, 'PendingPayment'),
          ),
        )
        .returning({ eventId: eventBookings.eventId, quantity: eventBookings.quantity });
      if (!row) return false;
      await returnSeats(tx, brandId, row);
      return true;
    },

    /** Card bookings whose payment time ran out, oldest first. */
    async lapsed(now: Date, limit: number) {
      return db
        .select()
        .from(eventBookings)
        .where(and(eq(eventBookings.status, 'PendingPayment'), lt(eventBookings.paymentDueBy, now)))
        .orderBy(asc(eventBookings.paymentDueBy))
        .limit(limit);
    },
  };
}
