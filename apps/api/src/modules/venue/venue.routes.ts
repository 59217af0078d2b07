import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { z } from 'zod';
import { DeliveryCheck } from '@storefront/contract/brand-config';
import { BrandParams } from '@storefront/contract/catalog';
import { Info, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import {
  BranchesResponse,
  CancelReservationBody,
  MyBookingsResponse,
  LegalPageParams,
  LegalTextResponse,
  PostcodeQuery,
  ReservationResponse,
  ReservationSlotsQuery,
  ReservationSlotsResponse,
  ReservationTokenQuery,
  ReserveBody,
  VenueFeaturesResponse,
} from '@storefront/contract/venue';
import { parsePostcode } from '@storefront/domain/delivery-fee';
import { HttpError } from '../../lib/http-error';
import { deliveryCheck } from '../brand/brand.routes';
import type { CustomerBookings } from './customer-bookings';
import { signedInCustomerId } from './signed-in';
import type { VenueService } from './venue.service';
import { bearer, bearerOrNone, errorResponses } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { venue: VenueService; customerBookings: CustomerBookings };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { venue, customerBookings }: Options) {
  const preHandler = app.resolveBrand;
  return { venue, customerBookings, preHandler };
}
type Context = ReturnType<typeof context>;

/** Branches, legal texts and postcode checks. */
function branchRoutes(app: RouteApp, { venue, preHandler }: Context) {
  app.get(
    apiRoutes.getBranches,
    {
      schema: {
        tags: ['Brand'],
        summary: 'The brand’s branches: address, phone, opening hours and whether they take table bookings',
        params: BrandParams,
        response: { 200: BranchesResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Branches: await venue.branches(request.brand) }),
  );

  app.get(
    apiRoutes.getVenueFeatures,
    {
      schema: {
        tags: ['Brand'],
        summary: 'What the brand’s venue offers: table bookings (at some branch) and events',
        params: BrandParams,
        response: { 200: VenueFeaturesResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Data: await venue.features(request.brand) }),
  );

  app.get(
    apiRoutes.getLegalText,
    {
      schema: {
        tags: ['Brand'],
        summary: 'The brand’s terms and conditions or privacy policy (HTML; null when the brand has none)',
        params: LegalPageParams,
        response: { 200: LegalTextResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Html: await venue.legalText(request.brand, request.params.page) }),
  );

  app.get(
    apiRoutes.checkPostcode,
    {
      schema: {
        tags: ['Order'],
        summary: 'Whether the brand delivers to a UK postcode, with the fee and minimum order there',
        description:
          'The embeddable postcode check: a GET, so a page framed on another site needs no anti-forgery cookie.',
        params: BrandParams,
        querystring: PostcodeQuery,
        response: { 200: z.object({ Info, Data: DeliveryCheck }), ...errors },
      },
      preHandler,
    },
    async (request) => {
      if (!parsePostcode(request.query.Postcode)) throw new HttpError(400, 'Enter a valid UK postcode');
      return { Info: ok(), Data: deliveryCheck(request.brand, request.query.Postcode) };
    },
  );
}

/** Table reservations. */
function reservationRoutes(app: RouteApp, { venue, preHandler }: Context) {
  app.get(
    apiRoutes.reservationSlots,
    {
      schema: {
        tags: ['Reservation'],
        summary: 'A date’s booking slots at a branch, with the covers left and whether a party fits',
        params: BrandParams,
        querystring: ReservationSlotsQuery,
        response: { 200: ReservationSlotsResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Slots: await venue.slots(request.brand, request.query) }),
  );

  app.post(
    apiRoutes.reserve,
    {
      schema: {
        tags: ['Reservation'],
        summary: 'Books a table; emails the guest a reference and a cancel link',
        description:
          'A slot never seats more than its capacity: a booking that no longer fits answers 409. Booked with a ' +
          'customer’s access token, it is listed on their account (api/Customer/v1/bookings).',
        security: bearerOrNone,
        body: ReserveBody,
        response: { 200: ReservationResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      Info: ok('Your table is booked'),
      Reservation: await venue.book(
        request.brand,
        request.body,
        app.linkOrigin(request),
        await signedInCustomerId(app, request),
      ),
    }),
  );

  app.get(
    apiRoutes.getReservation,
    {
      schema: {
        tags: ['Reservation'],
        summary: 'The booking a cancel link belongs to',
        params: BrandParams,
        querystring: ReservationTokenQuery,
        response: { 200: ReservationResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Reservation: await venue.byToken(request.brand, request.query.Token) }),
  );

  app.post(
    apiRoutes.cancelReservation,
    {
      schema: {
        tags: ['Reservation'],
        summary: 'Cancels a booking with the token of its email’s link, freeing its covers',
        body: CancelReservationBody,
        response: { 200: ReservationResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      Info: ok('Your booking is cancelled'),
      Reservation: await venue.cancel(request.brand, request.body.Token),
    }),
  );
}

/** A signed-in customer's own table bookings and event tickets, for their account. */
function customerRoutes(app: RouteApp, { customerBookings }: Context) {
  app.get(
    apiRoutes.customerBookings,
    {
      schema: {
        tags: ['Customer'],
        summary: 'The signed-in customer’s table bookings and event tickets at the brand, upcoming first',
        description: 'Only those booked while signed in to this account; the brand is the access token’s.',
        security: bearer,
        response: { 200: MyBookingsResponse, ...errors },
      },
      onRequest: app.requireCustomer,
      preHandler: app.resolveCustomerBrand,
    },
    async (request) => ({
      Info: ok(),
      ...(await customerBookings.of(request.brand, request.customer!.customerId)),
    }),
  );
}

/** The venue's calls (issue 9): branches, legal texts, the postcode check, table bookings, the account's list. */
export const venueRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  branchRoutes(app, ctx);
  reservationRoutes(app, ctx);
  customerRoutes(app, ctx);
};
