import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  CancelBookingBody,
  EventBookingParams,
  ReservationParams,
  ReservationsDayResponse,
  ReservationsQuery,
  StaffEventBookingResponse,
  StaffEventsResponse,
  StaffReservationResponse,
  bookingsRoutes,
} from '@storefront/contract/bookings';
import { ok } from '@storefront/contract/envelope';
import type { BookingsService } from './bookings.service';
import { ALL_STAFF, decorateStaff, staffGuard, actorOf } from '../staff/staff-guard';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

type Options = { bookings: BookingsService };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { bookings }: Options) {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);
  return { bookings, anyStaff };
}
type Context = ReturnType<typeof context>;

/** Table reservations: the list and cancelling one. */
function reservationRoutes(app: RouteApp, { bookings, anyStaff }: Context) {
  app.get(
    bookingsRoutes.reservations,
    {
      schema: {
        tags: backOfficeTags,
        summary: "A day's table reservations at a branch by time slot, with covers against capacity",
        security: bearer,
        params: AdminBrandParams,
        querystring: ReservationsQuery,
        response: { 200: ReservationsDayResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await bookings.day(request.brand, request.query) }),
  );

  app.post(
    bookingsRoutes.cancelReservation,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Cancels a table reservation: the guest is emailed the reason and the covers are freed',
        security: bearer,
        params: ReservationParams,
        body: CancelBookingBody,
        response: { 200: StaffReservationResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok('Booking cancelled; the guest has been emailed'),
      Data: await bookings.cancelReservation(
        request.brand,
        actorOf(request),
        request.params.ReservationId,
        request.body.Reason,
      ),
    }),
  );
}

/** Event bookings: the list and cancelling one. */
function eventBookingRoutes(app: RouteApp, { bookings, anyStaff }: Context) {
  app.get(
    bookingsRoutes.eventBookings,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Events, upcoming first, with their attendees, tickets and payment status',
        security: bearer,
        params: AdminBrandParams,
        response: { 200: StaffEventsResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await bookings.events(request.brand) }),
  );

  app.post(
    bookingsRoutes.cancelEventBooking,
    {
      schema: {
        tags: backOfficeTags,
        summary:
          'Cancels an event booking: a card payment is refunded, the guest is emailed and the seats are freed',
        security: bearer,
        params: EventBookingParams,
        body: CancelBookingBody,
        response: { 200: StaffEventBookingResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => {
      const booking = await bookings.cancelEventBooking(
        request.brand,
        actorOf(request),
        request.params.BookingId,
        request.body.Reason,
      );
      return {
        Info: ok(
          booking.Refunded > 0
            ? 'Booking cancelled and refunded; the guest has been emailed'
            : 'Booking cancelled; the guest has been emailed',
        ),
        Data: booking,
      };
    },
  );
}

/**
 * Table reservations and event bookings for the back office: all staff read the day's list and the attendee
 * lists and may cancel a booking. The staff guard runs in `onRequest`, before the body is read.
 */
export const bookingsRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  reservationRoutes(app, ctx);
  eventBookingRoutes(app, ctx);
};
