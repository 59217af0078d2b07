import { z } from 'zod';
import { PersonName } from './person-name';
import { Id, IdParam } from './ids';
import { Info } from './envelope';
import { ImageLink } from './image-link';

/**
 * The venue's calls (issue 9), which the spec routes but does not show: the brand's branches with their
 * opening hours, and table reservations (slots, booking, cancelling).
 */

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

/** One day's opening: Day 0 = Sunday … 6 = Saturday; a Close at or before Open runs past midnight. */
export const OpeningHours = z.object({ Day: z.number().int().min(0).max(6), Open: Clock, Close: Clock });
export type OpeningHours = z.infer<typeof OpeningHours>;

/** How a branch takes table bookings (brand file `Branches[].Reservations`). */
export const ReservationSettings = z.object({
  /** Covers (guests) one slot can seat in total. */
  CoversPerSlot: z.number().int().min(1).max(1000),
  /** Minutes between slots. */
  SlotMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(30),
  /** The largest party one booking may bring. */
  MaxPartySize: z.number().int().min(1).max(50).default(8),
  /** The last slot starts this many minutes before closing. */
  LastBookingBeforeClose: z.number().int().min(0).max(600).default(60),
  /** How many days ahead a table can be booked. */
  DaysAhead: z.number().int().min(1).max(365).default(60),
});
export type ReservationSettings = z.infer<typeof ReservationSettings>;

export const Branch = z.object({
  BranchId: z.number().int(),
  Name: z.string(),
  Address: z.string(),
  Postcode: z.string(),
  Country: z.string(),
  Phone: z.string(),
  Email: z.string(),
  OpeningHours: z.array(OpeningHours),
  /** Whether the branch takes table bookings, and the largest party it seats in one booking. */
  Reservations: z.object({ MaxPartySize: z.number().int(), DaysAhead: z.number().int() }).nullable(),
  /** Its own minimum times in minutes (ADR 0046): the checkout offers times from them. Absent: the brand's. */
  LeadTimes: z
    .object({
      Delivery: z.number().int().optional(),
      Collection: z.number().int().optional(),
      EatIn: z.number().int().optional(),
    })
    .optional(),
  /**
   * The tables dine-in orders at this branch may name: its own, else the brand's (`BrandConfig.DineInTables`);
   * absent when neither lists them (any table 1–999).
   */
  DineInTables: z.array(z.number().int()).optional(),
});
export type Branch = z.infer<typeof Branch>;

export const BranchesResponse = z.object({ Info, Branches: z.array(Branch) });
export type BranchesResponse = z.infer<typeof BranchesResponse>;

/** What the brand's venue offers: table bookings (a branch takes them) and events (the brand holds some). */
export const VenueFeatures = z.object({ TableBookings: z.boolean(), Events: z.boolean() });
export type VenueFeatures = z.infer<typeof VenueFeatures>;
export const VenueFeaturesResponse = z.object({ Info, Data: VenueFeatures });
export type VenueFeaturesResponse = z.infer<typeof VenueFeaturesResponse>;

export const ReservationSlotsQuery = z
  .object({
    BranchId: IdParam,
    Date: IsoDate,
    PartySize: z.coerce.number().int().min(1).max(50),
  })
  .strict();

export const ReservationSlot = z.object({
  /** 'HH:MM', Europe/London. */
  Time: Clock,
  /** Covers still free in the slot. */
  CoversLeft: z.number().int(),
  /** Whether the party asked about fits. */
  Available: z.boolean(),
});
export type ReservationSlot = z.infer<typeof ReservationSlot>;

export const ReservationSlotsResponse = z.object({
  Info,
  /** Empty when the branch is closed that day (or the day is past or too far ahead). */
  Slots: z.array(ReservationSlot),
});
export type ReservationSlotsResponse = z.infer<typeof ReservationSlotsResponse>;

export const ReserveBody = z
  .object({
    BrandFlavor: z.string().max(60).optional(),
    BranchId: Id,
    Date: IsoDate,
    Time: Clock,
    PartySize: z.number().int().min(1, 'Choose how many guests').max(50),
    Name: PersonName('Enter your name', 120),
    Email: z.email('Enter a valid email address').max(254),
    Mobile: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a valid mobile number'),
    Notes: z.string().trim().max(500, 'Notes can be at most 500 characters').default(''),
  })
  .strict();
export type ReserveBody = z.input<typeof ReserveBody>;

export const Reservation = z.object({
  /** What the guest quotes: 'R-7KQ2M9'. */
  Reference: z.string(),
  BranchName: z.string(),
  Date: IsoDate,
  Time: Clock,
  PartySize: z.number().int(),
  Name: z.string(),
  Status: z.enum(['Booked', 'Cancelled']),
});
export type Reservation = z.infer<typeof Reservation>;

export const ReservationResponse = z.object({ Info, Reservation });
export type ReservationResponse = z.infer<typeof ReservationResponse>;

/** The cancel link's token (from the confirmation email). */
export const CancelReservationBody = z
  .object({ BrandFlavor: z.string().max(60).optional(), Token: z.string().min(20).max(100) })
  .strict();
export const ReservationTokenQuery = z.object({ Token: z.string().min(20).max(100) }).strict();

export const LegalPageParams = z.object({
  brand: z.string().min(1).max(60),
  page: z.enum(['TermsAndConditions', 'PrivacyPolicy']),
});
/** The brand's own text (HTML, to be sanitised before showing), or null: the page then shows its default. */
export const LegalTextResponse = z.object({ Info, Html: z.string().nullable() });
export type LegalTextResponse = z.infer<typeof LegalTextResponse>;

export const PostcodeQuery = z.object({ Postcode: z.string().max(20) }).strict();

/** An event of the brand (brand file `Events`): a tasting, a quiz night, a class. */
export const BrandFileEvent = z.object({
  EventId: Id,
  Title: z.string().min(1).max(160),
  Description: z.string().max(2000).default(''),
  /** London wall time 'YYYY-MM-DDTHH:MM'. */
  StartsAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Use YYYY-MM-DDTHH:MM'),
  Place: z.string().min(1).max(200),
  /** Pounds per ticket; 0 for a free event. */
  Price: z.number().min(0).max(100_000).multipleOf(0.01),
  Seats: z.number().int().min(1).max(100_000),
  MaxTicketsPerBooking: z.number().int().min(1).max(100).default(10),
  Image: ImageLink.nullable().default(null),
});
export type BrandFileEvent = z.infer<typeof BrandFileEvent>;

export const EventItem = z.object({
  EventId: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  StartsAt: z.string(),
  Place: z.string(),
  Price: z.number(),
  Seats: z.number().int(),
  SeatsLeft: z.number().int(),
  MaxTicketsPerBooking: z.number().int(),
  Image: z.string().nullable(),
});
export type EventItem = z.infer<typeof EventItem>;
export const EventsResponse = z.object({ Info, Events: z.array(EventItem) });
export type EventsResponse = z.infer<typeof EventsResponse>;

export const BookEventBody = z
  .object({
    BrandFlavor: z.string().max(60).optional(),
    EventId: Id,
    Quantity: z.number().int().min(1, 'Choose how many tickets').max(100),
    Name: PersonName('Enter your name', 120),
    Email: z.email('Enter a valid email address').max(254),
    /** Paid events: 'card' pays now (where the brand takes cards), holding the seats meanwhile; else at the door. */
    PayBy: z.enum(['door', 'card']).optional(),
  })
  .strict();
export type BookEventBody = z.input<typeof BookEventBody>;

export const EventBooking = z.object({
  Reference: z.string(),
  EventId: z.number().int(),
  EventTitle: z.string(),
  StartsAt: z.string(),
  Place: z.string(),
  Quantity: z.number().int(),
  /** Pounds; 0 for a free event. */
  Total: z.number(),
  /**
   * Free events and tickets paid by card are Confirmed; PayAtDoor holds the seats to pay on the night;
   * PendingPayment holds them while the card payment is made (until PaymentDueBy), then Cancelled if unpaid.
   */
  Status: z.enum(['Confirmed', 'PayAtDoor', 'PendingPayment', 'Cancelled']),
  PaymentDueBy: z.string().nullable().optional(),
});
export type EventBooking = z.infer<typeof EventBooking>;

/** A card payment of tickets to confirm in the browser (the test provider's form or Stripe's Payment Element). */
export const EventPayment = z.object({
  Provider: z.enum(['test', 'stripe']),
  ClientSecret: z.string(),
  PublishableKey: z.string().nullable(),
  AmountPence: z.number().int(),
});
export type EventPayment = z.infer<typeof EventPayment>;

export const BookEventResponse = z.object({
  Info,
  Booking: EventBooking,
  /** PayBy 'card': the payment to confirm in the browser, then `confirmPayment`. */
  Payment: EventPayment.nullable().optional(),
  /** Keep as `event_access_token` in session storage: it shows this visit's tickets (spec §3 Storage, §7). */
  EventAccessToken: z.string(),
});
export type BookEventResponse = z.infer<typeof BookEventResponse>;

/** The card payment of a booking made with PayBy 'card' (with the visit's event access token). */
export const EventPaymentBody = z
  .object({
    BrandFlavor: z.string().max(60).optional(),
    Reference: z.string().min(3).max(20),
    /** The visit's event access token, when the bearer token is a customer's sign-in. */
    AccessToken: z.string().min(20).max(100).optional(),
  })
  .strict();
export const EventPaymentResponse = z.object({
  Info,
  Booking: EventBooking,
  /** The payment still to confirm; null once the booking is paid or cancelled. */
  Payment: EventPayment.nullable(),
  /** The provider's message for a declined card (another card may be tried). */
  Message: z.string().nullable(),
});
export type EventPaymentResponse = z.infer<typeof EventPaymentResponse>;
export const MyEventBookingsResponse = z.object({ Info, Bookings: z.array(EventBooking) });
export type MyEventBookingsResponse = z.infer<typeof MyEventBookingsResponse>;

/** A table booking on a signed-in customer's account: still to come (Upcoming) or past, by the London clock. */
export const CustomerReservation = Reservation.extend({ Upcoming: z.boolean() });
export type CustomerReservation = z.infer<typeof CustomerReservation>;
/** Event tickets on a signed-in customer's account: the event still to come (Upcoming) or past. */
export const CustomerEventTicket = EventBooking.extend({ Upcoming: z.boolean() });
export type CustomerEventTicket = z.infer<typeof CustomerEventTicket>;

/**
 * The table bookings and event tickets a customer booked while signed in at the brand: upcoming ones first,
 * soonest first, then past ones, latest first. Never another customer's, never another brand's.
 */
export const MyBookingsResponse = z.object({
  Info,
  Reservations: z.array(CustomerReservation),
  Tickets: z.array(CustomerEventTicket),
});
export type MyBookingsResponse = z.infer<typeof MyBookingsResponse>;

/** Staff invite a guest to an event: complimentary seats, accepted through a signed, expiring link. */
export const CreateInvitationBody = z
  .object({
    BrandFlavor: z.string().max(60).optional(),
    EventId: Id,
    Email: z.email().max(254),
    Seats: z.number().int().min(1).max(10).default(1),
    /** How long the link works; 0 makes one that has already lapsed (to try the expired message). */
    ValidHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 90)
      .default(168),
  })
  .strict();
export const CreateInvitationResponse = z.object({ Info, Token: z.string(), Link: z.string() });

export const Invitation = z.object({
  EventId: z.number().int(),
  EventTitle: z.string(),
  StartsAt: z.string(),
  Place: z.string(),
  Seats: z.number().int(),
  Email: z.string(),
  /** ISO 8601. */
  ExpiresAt: z.string(),
  Status: z.enum(['Valid', 'Expired', 'Used']),
  /** What to tell the guest when the invitation cannot be accepted. */
  Message: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationResponse = z.object({ Info, Invitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const AcceptInvitationBody = z
  .object({
    BrandFlavor: z.string().max(60).optional(),
    Token: z.string().min(20).max(2000),
    Name: PersonName('Enter your name', 120),
  })
  .strict();
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;
export const InvitationTokenQuery = z.object({ Token: z.string().min(20).max(2000) }).strict();
