import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { BrandParams } from '@storefront/contract/catalog';
import { ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import {
  BookEventBody,
  BookEventResponse,
  EventPaymentBody,
  EventPaymentResponse,
  EventsResponse,
  MyEventBookingsResponse,
} from '@storefront/contract/venue';
import { HttpError } from '../../lib/http-error';
import type { EventsService } from './events.service';
import { signedInCustomerId } from './signed-in';
import { bearerOrNone, errorResponses } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The bearer token of a request, when it is not a JWT (an event access token is an opaque string). */
function eventToken(request: { headers: FastifyRequest['headers'] }): string | undefined {
  const value = request.headers.authorization;
  if (!value?.startsWith('Bearer ')) return undefined;
  const token = value.slice(7).trim();
  return /^[\w-]{20,100}$/.test(token) ? token : undefined;
}

/** A booking's card payment: the form again, and the buyer's check after paying. */
function paymentRoutes(app: RouteApp, events: EventsService) {
  const preHandler = app.resolveBrand;
  for (const [path, check, summary] of [
    [
      apiRoutes.eventPayment,
      false,
      'The card payment of a booking still to pay (to show the card form again)',
    ],
    [
      apiRoutes.confirmEventPayment,
      true,
      'The buyer’s check after paying: the server asks the provider and confirms the booking once',
    ],
  ] as const)
    app.post(
      path,
      {
        schema: {
          tags: ['Event'],
          summary,
          description:
            'With the event access token of the visit that booked: as AccessToken, or as the bearer token.',
          body: EventPaymentBody,
          response: { 200: EventPaymentResponse, ...errors },
        },
        preHandler,
      },
      async (request) => {
        const token = request.body.AccessToken ?? eventToken(request);
        if (!token) throw new HttpError(401, 'No event access token');
        const result = await events.payment(request.brand, token, request.body.Reference, check);
        return {
          Info: ok(result.booking.Status === 'Confirmed' ? 'Your tickets are booked' : ''),
          Booking: result.booking,
          Payment: result.payment,
          Message: result.message,
        };
      },
    );
}

/** Events (issue 9): the list with seats left, booking tickets, and the tickets of an event access token. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  const preHandler = app.resolveBrand;

  app.get(
    apiRoutes.getEvents,
    {
      schema: {
        tags: ['Event'],
        summary: 'The brand’s upcoming events with date, place, price and seats left',
        params: BrandParams,
        response: { 200: EventsResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Events: await events.list(request.brand) }),
  );

  app.post(
    apiRoutes.bookEvent,
    {
      schema: {
        tags: ['Event'],
        summary: 'Books tickets; never more than the seats left (409 when they ran out)',
        description:
          'Answers an EventAccessToken for session storage (`event_access_token`); sent back as the bearer token it lists the visit’s tickets, and later bookings join it. ' +
          'Booked with a customer’s access token, the tickets are listed on their account (api/Customer/v1/bookings).',
        security: bearerOrNone,
        body: BookEventBody,
        response: { 200: BookEventResponse, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const { booking, token, payment } = await events.book(
        request.brand,
        request.body,
        eventToken(request),
        await signedInCustomerId(app, request),
      );
      return {
        Info: ok(payment ? 'Your seats are held while you pay' : 'Your tickets are booked'),
        Booking: booking,
        EventAccessToken: token,
        Payment: payment,
      };
    },
  );

  app.get(
    apiRoutes.myEventBookings,
    {
      schema: {
        tags: ['Event'],
        summary: 'The tickets booked with the event access token sent as the bearer token',
        params: BrandParams,
        response: { 200: MyEventBookingsResponse, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const token = eventToken(request);
      if (!token) throw new HttpError(401, 'No event access token');
      return { Info: ok(), Bookings: await events.mine(request.brand, token) };
    },
  );
  paymentRoutes(app, events);
};
