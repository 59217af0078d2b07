import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, brands, events, reservationSlots, reservations } from '../../db/schema';

export type ReservationRow = typeof reservations.$inferSelect;

/** The venue's reads and writes. Every query starts from the brand's id (tenant scoping). */
export function createVenueRepository(db: DbOrTx) {
  return {
    async branches(brandId: number) {
      return db.select().from(branches).where(eq(branches.brandId, brandId)).orderBy(asc(branches.id));
    },

    async branch(brandId: number, branchId: number) {
      const [row] = await db
        .select()
        .from(branches)
        .where(and(eq(branches.brandId, brandId), eq(branches.id, branchId)));
      return row ?? null;
    },

    /** Whether the brand holds events (past or upcoming). */
    async hasEvents(brandId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.brandId, brandId))
        .limit(1);
      return Boolean(row);
    },

    async legalTexts(brandId: number) {
      const [row] = await db
        .select({ legalTexts: brands.legalTexts })
        .from(brands)
        .where(eq(brands.id, brandId));
      return row?.legalTexts ?? {};
    },

    /** Covers booked per slot time on a date at a branch. */
    async bookedCovers(brandId: number, branchId: number, date: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ time: reservationSlots.time, covers: reservationSlots.covers })
        .from(reservationSlots)
        .where(
          and(
            eq(reservationSlots.brandId, brandId),
            eq(reservationSlots.branchId, branchId),
            eq(reservationSlots.date, date),
          ),
        );
      return new Map(rows.map((r) => [r.time, r.covers]));
    },

    /**
     * Seats a party in a slot if it still fits: one statement that inserts the slot's first booking or adds
     * to its count only while `covers + party <= capacity`. PostgreSQL locks the slot's row for the update
     * and re-checks the condition on the latest count, so concurrent bookings queue up and the last one that
     * does not fit gets no row back. Returns whether the party was seated.
     */
    async takeCovers(
      tx: DbOrTx,
      slot: { brandId: number; branchId: number; date: string; time: string },
      party: number,
      capacity: number,
    ): Promise<boolean> {
      const rows = await tx
        .insert(reservationSlots)
        .values({ ...slot, covers: party, capacity })
        .onConflictDoUpdate({
          target: [
            reservationSlots.brandId,
            reservationSlots.branchId,
            reservationSlots.date,
            reservationSlots.time,
          ],
          set: { covers: sql`${reservationSlots.covers} + excluded.covers`, capacity },
          setWhere: sql`${reservationSlots.covers} + excluded.covers <= excluded.capacity`,
        })
        .returning({ covers: reservationSlots.covers });
      return rows.length === 1;
    },

    async releaseCovers(
      tx: DbOrTx,
      slot: { brandId: number; branchId: number; date: string; time: string },
      party: number,
    ) {
      await tx
        .update(reservationSlots)
        .set({ covers: sql`greatest(${reservationSlots.covers} - ${party}, 0)` })
        .where(
          and(
            eq(reservationSlots.brandId, slot.brandId),
            eq(reservationSlots.branchId, slot.branchId),
            eq(reservationSlots.date, slot.date),
            eq(reservationSlots.time, slot.time),
          ),
        );
    },

    async insertReservation(tx: DbOrTx, row: typeof reservations.$inferInsert) {
      const [created] = await tx.insert(reservations).values(row).returning();
      return created!;
    },

    /** The table bookings a customer made while signed in at the brand, with their branch's name. */
    async reservationsOfCustomer(brandId: number, customerId: number) {
      return db
        .select({ reservation: reservations, branchName: branches.name })
        .from(reservations)
        .leftJoin(
          branches,
          and(eq(branches.brandId, reservations.brandId), eq(branches.id, reservations.branchId)),
        )
        .where(and(eq(reservations.brandId, brandId), eq(reservations.customerId, customerId)))
        .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
    },

    async byTokenHash(brandId: number, tokenHash: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.brandId, brandId), eq(reservations.cancelTokenHash, tokenHash)));
      return row ?? null;
    },

    /** Marks a booking cancelled once; null when it was cancelled already (or is not this brand's). */
    async cancel(tx: DbOrTx, brandId: number, tokenHash: string) {
      const [row] = await tx
        .update(reservations)
        .set({ status: 'Cancelled', cancelledAt: new Date() })
        .where(
          and(
            eq(reservations.brandId, brandId),
            eq(reservations.cancelTokenHash, tokenHash),
            eq(reservations.status, 'Booked'),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type VenueRepository = ReturnType<typeof createVenueRepository>;
