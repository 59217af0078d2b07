import type { CustomerEventTicket, CustomerReservation } from '@storefront/contract/venue';
import { londonTime } from '@storefront/domain/schedule';
import type { Db } from '../../db/client';
import type { BrandContext } from '../brand/brand.service';
import { createEventsRepository } from './events.repository';
import { toBooking } from './events.service';
import { createVenueRepository } from './venue.repository';
import { toReservation } from './venue.service';

/** Upcoming first, soonest first; then the past, latest first. `at` is each one's London wall time. */
function upcomingFirst<T extends { Upcoming: boolean }>(list: T[], at: (item: T) => string): T[] {
  const soonest = (a: T, b: T) => at(a).localeCompare(at(b));
  return [
    ...list.filter((item) => item.Upcoming).sort(soonest),
    ...list.filter((item) => !item.Upcoming).sort((a, b) => soonest(b, a)),
  ];
}

/**
 * A signed-in customer's table bookings and event tickets at a brand (issue 30): the ones booked while signed
 * in, read by the brand's id and the customer's, so another customer's or another brand's never show.
 */
export function createCustomerBookings(db: Db, options: { now?: () => Date } = {}) {
  const venue = createVenueRepository(db);
  const events = createEventsRepository(db);
  const now = options.now ?? (() => new Date());

  return {
    async of(
      brand: BrandContext,
      customerId: number,
    ): Promise<{ Reservations: CustomerReservation[]; Tickets: CustomerEventTicket[] }> {
      const clock = londonTime(now());
      const nowAt = `${clock.date}T${clock.time}`;
      const [reservations, tickets] = await Promise.all([
        venue.reservationsOfCustomer(brand.id, customerId),
        events.bookingsOfCustomer(brand.id, customerId),
      ]);
      return {
        Reservations: upcomingFirst(
          reservations.map((r) => ({
            ...toReservation(r.reservation, r.branchName ?? ''),
            Upcoming: `${r.reservation.date}T${r.reservation.time}` >= nowAt,
          })),
          (r) => `${r.Date}T${r.Time}`,
        ),
        Tickets: upcomingFirst(
          tickets.map((t) => ({ ...toBooking(t.booking, t.event), Upcoming: t.event.startsAt > nowAt })),
          (t) => t.StartsAt,
        ),
      };
    },
  };
}
export type CustomerBookings = ReturnType<typeof createCustomerBookings>;
