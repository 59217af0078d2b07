import { z } from 'zod';
import { IdParam } from './ids';
import { Info } from './envelope';

/**
 * The back office's bookings screens (issue 10): a day's table reservations by slot with their covers, event
 * attendee lists, and cancelling either with a reason the guest is emailed. Like every back-office route these
 * sit under `/api/admin/{brand}/…` (not `…/events`, which is the orders board's event stream) and the server
 * checks the caller's role and brand on each of them.
 */
export const bookingsRoutes = {
  /** GET: a day's reservations at one branch, by slot (all staff). */
  reservations: '/api/admin/:brand/reservations',
  /** POST: cancels a reservation, emails the guest and gives the covers back (all staff). */
  cancelReservation: '/api/admin/:brand/reservations/:ReservationId/cancel',
  /** GET: events, upcoming first, with their bookings (all staff). */
  eventBookings: '/api/admin/:brand/event-bookings',
  /** POST: cancels an event booking, refunds a card payment, emails the guest, gives the seats back (all staff). */
  cancelEventBooking: '/api/admin/:brand/event-bookings/:BookingId/cancel',
} as const;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');
const brand = z.string().min(1).max(60);

/** Which day and branch to list; the server's defaults are today in London and the brand's first branch. */
export const ReservationsQuery = z
  .object({
    Date: IsoDate.optional(),
    BranchId: IdParam.optional(),
  })
  .strict();
export type ReservationsQuery = z.infer<typeof ReservationsQuery>;

export const ReservationParams = z.object({ brand, ReservationId: IdParam });
export const EventBookingParams = z.object({ brand, BookingId: IdParam });

/** Why staff cancel: told to the guest in the cancellation email; may be left empty. */
export const CancelBookingBody = z
  .object({
    Reason: z.string().trim().max(300, 'Keep the reason to 300 characters or fewer').default(''),
  })
  .strict();
export type CancelBookingBody = z.input<typeof CancelBookingBody>;

/** A table booking as staff see it: who, how many, how to reach them, and where it stands. */
export const StaffReservation = z.object({
  ReservationId: z.number().int(),
  Reference: z.string(),
  /** 'HH:MM', London. */
  Time: z.string(),
  PartySize: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Mobile: z.string(),
  Notes: z.string(),
  Status: z.enum(['Booked', 'Cancelled']),
  /** ISO 8601. */
  BookedAt: z.string(),
  CancelledAt: z.string().nullable(),
  /** The reason staff gave the guest; null when the guest cancelled (or for a live booking). */
  CancelReason: z.string().nullable(),
});
export type StaffReservation = z.infer<typeof StaffReservation>;

/** One slot of the day: the covers its live bookings seat against what it holds. */
export const StaffReservationSlot = z.object({
  Time: z.string(),
  Covers: z.number().int(),
  Capacity: z.number().int(),
  Reservations: z.array(StaffReservation),
});
export type StaffReservationSlot = z.infer<typeof StaffReservationSlot>;

export const ReservationsDay = z.object({
  /** The day listed and today, both London dates. */
  Date: IsoDate,
  Today: IsoDate,
  /** The brand's branches that take table bookings (empty: the brand takes none). */
  Branches: z.array(z.object({ BranchId: z.number().int(), Name: z.string() })),
  /** The branch listed; null when the brand takes no bookings. */
  BranchId: z.number().int().nullable(),
  /** The day's slots in time order (the opening hours' slots, plus any time a booking was made for). */
  Slots: z.array(StaffReservationSlot),
  /** Covers of the day's live bookings, and what the day's slots hold together. */
  Covers: z.number().int(),
  Capacity: z.number().int(),
});
export type ReservationsDay = z.infer<typeof ReservationsDay>;
export const ReservationsDayResponse = z.object({ Info, Data: ReservationsDay });
export type ReservationsDayResponse = z.infer<typeof ReservationsDayResponse>;
export const StaffReservationResponse = z.object({ Info, Data: StaffReservation });
export type StaffReservationResponse = z.infer<typeof StaffReservationResponse>;

/** How a booking is paid: free, by card online, or at the door. */
export const TicketPayment = z.enum(['Free', 'Card', 'AtDoor']);
export type TicketPayment = z.infer<typeof TicketPayment>;

export const StaffEventBooking = z.object({
  BookingId: z.number().int(),
  EventId: z.number().int(),
  Reference: z.string(),
  Name: z.string(),
  Email: z.string(),
  Tickets: z.number().int(),
  /** Pounds. */
  Total: z.number(),
  Payment: TicketPayment,
  /** PendingPayment: seats held while the guest pays by card. */
  Status: z.enum(['Confirmed', 'PayAtDoor', 'PendingPayment', 'Cancelled']),
  /** Pounds given back to the guest's card. */
  Refunded: z.number(),
  BookedAt: z.string(),
  CancelledAt: z.string().nullable(),
  CancelReason: z.string().nullable(),
});
export type StaffEventBooking = z.infer<typeof StaffEventBooking>;

export const StaffEvent = z.object({
  EventId: z.number().int(),
  Title: z.string(),
  /** London wall time 'YYYY-MM-DDTHH:MM'. */
  StartsAt: z.string(),
  Place: z.string(),
  Price: z.number(),
  /** Seats the event has, and seats taken (sold, to pay at the door, or held while a card payment runs). */
  Seats: z.number().int(),
  SeatsTaken: z.number().int(),
  Upcoming: z.boolean(),
  Bookings: z.array(StaffEventBooking),
});
export type StaffEvent = z.infer<typeof StaffEvent>;
export const StaffEventsResponse = z.object({ Info, Data: z.array(StaffEvent) });
export type StaffEventsResponse = z.infer<typeof StaffEventsResponse>;
export const StaffEventBookingResponse = z.object({ Info, Data: StaffEventBooking });
export type StaffEventBookingResponse = z.infer<typeof StaffEventBookingResponse>;
