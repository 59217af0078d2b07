import type {
  ReservationsDay,
  StaffEvent,
  StaffEventBooking,
  StaffReservation,
  StaffReservationSlot,
} from '@storefront/contract/bookings';
import { toPounds } from '@storefront/domain/money';
import { reservationTimes } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import type { Db } from '../../db/client';
import type { eventBookings } from '../../db/schema';
import { emailLook } from '../../lib/email/email-look';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { BrandContext } from '../brand/brand.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { recordAudit, type Actor } from '../brand/audit';
import { eventBookingCancelledMessage, reservationCancelledMessage } from './venue-email';
import {
  createBookingsRepository,
  type StaffEventBookingRow,
  type StaffReservationRow,
} from './bookings.repository';

/** Past events the attendee lists still show (newest first), after the upcoming ones. */
const PAST_EVENTS = 10;

export interface BookingsServiceOptions {
  mailer: Mailer;
  /** The payments module's provider (card-paid tickets are refunded through it); null without card payments. */
  provider: PaymentProvider | null;
  now?: () => Date;
  onError: (error: unknown, context: string) => void;
  /** Where the site is: the emails' logo and links point there. */
  siteUrl?: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const reasonOf = (reason: string) => (reason.trim() === '' ? null : reason.trim());

function toStaffReservation(row: StaffReservationRow): StaffReservation {
  return {
    ReservationId: row.id,
    Reference: row.reference,
    Time: row.time,
    PartySize: row.partySize,
    Name: row.name,
    Email: row.email,
    Mobile: row.mobile,
    Notes: row.notes,
    Status: row.status,
    BookedAt: row.createdAt.toISOString(),
    CancelledAt: iso(row.cancelledAt),
    CancelReason: row.cancelReason,
  };
}

function toStaffEventBooking(row: StaffEventBookingRow): StaffEventBooking {
  return {
    BookingId: row.id,
    EventId: row.eventId,
    Reference: row.reference,
    Name: row.name,
    Email: row.email,
    Tickets: row.quantity,
    Total: toPounds(row.totalPence),
    Payment: row.totalPence === 0 ? 'Free' : row.providerRef ? 'Card' : 'AtDoor',
    Status: row.status,
    Refunded: toPounds(row.refundedPence),
    BookedAt: row.createdAt.toISOString(),
    CancelledAt: iso(row.cancelledAt),
    CancelReason: row.cancelReason,
  };
}

/**
 * The back office's bookings (issue 10): a day's table reservations by slot with their covers, event attendee
 * lists, and cancelling either one. A cancellation is one transaction: the conditional status change (so a
 * second cancel, or the guest's own at the same moment, changes nothing), the covers or seats given back, the
 * card refund, the audit entry and the guest's email in the outbox; the email is delivered once it committed.
 */
export function createBookingsService(db: Db, options: BookingsServiceOptions) {
  const look = (brand: BrandContext, branchId?: number) => emailLook(brand, options.siteUrl ?? '', branchId);
  const repo = createBookingsRepository(db);
  const now = options.now ?? (() => new Date());
  const provider = options.provider;

  async function deliver(send: (() => Promise<void>) | undefined, context: string) {
    await send?.().catch((error: unknown) => options.onError(error, context));
  }

  /**
   * What cancelling an event booking refunds: what was paid by card, once any payment still running at the
   * provider is cancelled there (one that succeeded at the last moment counts as paid).
   */
  async function paidToRefund(booking: typeof eventBookings.$inferSelect): Promise<number> {
    const card = booking.totalPence > 0 && booking.providerRef !== null;
    const ours = card && provider !== null && booking.provider === provider.name;
    if (card && !ours)
      throw new HttpError(
        409,
        'Card payments are not available at the moment, so this booking cannot be refunded and cancelled now',
      );
    let paid = booking.status === 'Confirmed' && card ? booking.totalPence : 0;
    if (booking.status === 'PendingPayment' && ours) {
      const at = await provider.cancel(booking.providerRef!).catch((error: unknown) => {
        options.onError(error, `cancelling the payment of event booking ${booking.reference}`);
        return null;
      });
      // Still running at the provider (an authentication step, say): it could yet take the money.
      if (at?.status !== 'succeeded' && at?.status !== 'cancelled')
        throw new HttpError(
          409,
          'The guest is paying for this booking right now; try again in a few minutes',
        );
      if (at.status === 'succeeded') paid = booking.totalPence;
    }
    return paid;
  }

  return {
    /** A day's reservations at a branch (today in London and the first branch unless asked otherwise). */
    async day(brand: BrandContext, query: { Date?: string; BranchId?: number }): Promise<ReservationsDay> {
      const today = londonTime(now()).date;
      const date = query.Date ?? today;
      const branches = await repo.bookableBranches(brand.id);
      const list = branches.map((b) => ({ BranchId: b.id, Name: b.name }));
      const branch =
        query.BranchId === undefined ? branches[0] : branches.find((b) => b.id === query.BranchId);
      if (!branch) {
        if (query.BranchId !== undefined)
          throw new HttpError(404, 'This branch does not take table bookings');
        return { Date: date, Today: today, Branches: [], BranchId: null, Slots: [], Covers: 0, Capacity: 0 };
      }
      const capacity = branch.settings.CoversPerSlot;
      // The whole day's slots (not only those still ahead): staff see the lunch service after it happened.
      const times = reservationTimes(branch.openingHours, date, branch.settings);
      const rows = await repo.reservationsOn(brand.id, branch.id, date);
      const slots = new Map<string, StaffReservationSlot>(
        times.map((Time) => [Time, { Time, Covers: 0, Capacity: capacity, Reservations: [] }]),
      );
      for (const row of rows) {
        // A booking for a time no longer in the hours (they changed since) still shows, in a slot of its own.
        const slot = slots.get(row.time) ?? {
          Time: row.time,
          Covers: 0,
          Capacity: capacity,
          Reservations: [],
        };
        slots.set(row.time, slot);
        slot.Reservations.push(toStaffReservation(row));
        if (row.status === 'Booked') slot.Covers += row.partySize;
      }
      const ordered = [...slots.values()].sort((a, b) => a.Time.localeCompare(b.Time));
      return {
        Date: date,
        Today: today,
        Branches: list,
        BranchId: branch.id,
        Slots: ordered,
        Covers: ordered.reduce((sum, s) => sum + s.Covers, 0),
        Capacity: times.length * capacity,
      };
    },

    /** Cancels a table booking for the guest, with the reason they are emailed; its covers go back once. */
    async cancelReservation(
      brand: BrandContext,
      actor: Actor,
      id: number,
      reasonText: string,
    ): Promise<StaffReservation> {
      const reason = reasonOf(reasonText);
      const branches = await repo.bookableBranches(brand.id);
      let send: (() => Promise<void>) | undefined;
      const row = await db.transaction(async (tx) => {
        const txRepo = createBookingsRepository(tx);
        const cancelled = await txRepo.cancelReservation(brand.id, id, reason);
        if (!cancelled) return null;
        await txRepo.releaseCovers(cancelled);
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'reservation.cancel',
          subject: `Reservation ${cancelled.reference} (${cancelled.name}, ${cancelled.date} ${cancelled.time}, ${cancelled.partySize} covers)`,
          before: { Status: 'Booked' },
          after: { Status: 'Cancelled', ...(reason ? { Reason: reason } : {}) },
        });
        const branch = branches.find((b) => b.id === cancelled.branchId) ?? null;
        send = await options.mailer.queue(tx, {
          brandId: brand.id,
          to: cancelled.email,
          ...reservationCancelledMessage(look(brand, cancelled.branchId), branch, cancelled, reason),
        });
        return cancelled;
      });
      if (!row) {
        const existing = await repo.reservation(brand.id, id);
        if (!existing) throw new HttpError(404, 'This booking was not found');
        throw new HttpError(409, 'This booking was already cancelled');
      }
      await deliver(send, 'reservation cancellation email');
      return toStaffReservation(row);
    },

    /** Events, upcoming first (soonest first), then the latest past ones, each with its bookings. */
    async events(brand: BrandContext): Promise<StaffEvent[]> {
      const t = londonTime(now());
      const { upcoming, past } = await repo.eventsAround(brand.id, `${t.date}T${t.time}`, PAST_EVENTS);
      const all = [
        ...upcoming.map((e) => ({ e, upcoming: true })),
        ...past.map((e) => ({ e, upcoming: false })),
      ];
      const bookings = await repo.bookingsOf(
        brand.id,
        all.map(({ e }) => e.id),
      );
      return all.map(({ e, upcoming: isUpcoming }) => ({
        EventId: e.id,
        Title: e.title,
        StartsAt: e.startsAt,
        Place: e.place,
        Price: toPounds(e.pricePence),
        Seats: e.seats,
        SeatsTaken: e.seatsTaken,
        Upcoming: isUpcoming,
        Bookings: bookings.filter((b) => b.eventId === e.id).map(toStaffEventBooking),
      }));
    },

    /**
     * Cancels an event booking: what was paid by card is refunded through the provider inside the cancelling
     * transaction (a refused refund leaves the booking as it was, to try again; the idempotency key makes a
     * retry after a lost answer refund once). A booking still being paid has its payment cancelled at the
     * provider first, after which it can no longer succeed; one that succeeded at the last moment is refunded.
     */
    async cancelEventBooking(
      brand: BrandContext,
      actor: Actor,
      id: number,
      reasonText: string,
    ): Promise<StaffEventBooking> {
      const reason = reasonOf(reasonText);
      const found = await repo.eventBooking(brand.id, id);
      if (!found) throw new HttpError(404, 'This booking was not found');
      const { booking, event } = found;
      const from = booking.status;
      if (from === 'Cancelled') throw new HttpError(409, 'This booking was already cancelled');
      const paidPence = await paidToRefund(booking);
      let send: (() => Promise<void>) | undefined;
      const row = await db.transaction(async (tx) => {
        const cancelled = await createBookingsRepository(tx).cancelEventBooking(brand.id, id, from, {
          reason,
          refundedPence: paidPence,
        });
        if (!cancelled) return null;
        if (paidPence > 0) {
          try {
            await provider!.refund({
              ref: booking.providerRef!,
              amountPence: paidPence,
              idempotencyKey: `event-booking-refund-${booking.id}`,
            });
          } catch (error) {
            options.onError(error, `refund of event booking ${booking.reference}`);
            throw new HttpError(
              502,
              'The card refund did not go through, so the booking is not cancelled. Please try again.',
            );
          }
        }
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'event-booking.cancel',
          subject: `Event booking ${booking.reference} (${booking.name}, ${event.title}, ${booking.quantity} tickets)`,
          before: { Status: booking.status },
          after: {
            Status: 'Cancelled',
            ...(reason ? { Reason: reason } : {}),
            ...(paidPence > 0 ? { Refunded: toPounds(paidPence) } : {}),
          },
        });
        send = await options.mailer.queue(tx, {
          brandId: brand.id,
          to: booking.email,
          ...eventBookingCancelledMessage(look(brand), event, booking, reason, paidPence),
        });
        return cancelled;
      });
      if (!row) {
        const now = await repo.eventBooking(brand.id, id);
        if (now?.booking.status === 'Cancelled')
          throw new HttpError(409, 'This booking was already cancelled');
        throw new HttpError(409, 'This booking changed meanwhile; the list shows where it is now');
      }
      await deliver(send, 'event booking cancellation email');
      return toStaffEventBooking(row);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
