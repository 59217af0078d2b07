import { sweepEveryMinute } from '../../lib/sweep';
import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import { bookingsRoutesPlugin } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { createCustomerBookings } from './customer-bookings';
import { eventsRoutes } from './events.routes';
import { createEventsService } from './events.service';
import { createInvitations } from './invitations';
import { invitationsRoutes } from './invitations.routes';
import { venueRoutes } from './venue.routes';
import { createVenueService } from './venue.service';

/**
 * The venue: branches and table reservations, events with their bookings and invitations, a customer's own
 * bookings and tickets, and the back office's bookings. Lapsed unpaid event bookings are swept every minute. Answers the events service: payments pass it
 * the webhooks of event tickets.
 */
export async function registerVenue(
  app: Server,
  deps: Pick<Core, 'env' | 'db' | 'secrets' | 'mailer' | 'payment' | 'onError' | 'siteUrl'> & {
    brands: BrandService;
  },
) {
  const { env, db, mailer, onError, siteUrl } = deps;
  const provider = deps.payment.provider;
  const events = createEventsService(db, {
    mailer,
    provider,
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    onError,
    brandById: async (id) => (await deps.brands.resolveById(id)) ?? null,
    siteUrl,
  });
  sweepEveryMinute(app, env, 'event booking sweep', () => events.sweep());
  await app.register(venueRoutes, {
    venue: createVenueService(db, { mailer }),
    customerBookings: createCustomerBookings(db),
  });
  await app.register(eventsRoutes, { events });
  await app.register(invitationsRoutes, {
    invitations: createInvitations(db, { secret: deps.secrets.jwtSecret }),
    staffToken: env.STAFF_API_TOKEN,
  });
  await app.register(bookingsRoutesPlugin, {
    bookings: createBookingsService(db, { mailer, provider, onError, siteUrl }),
  });
  return { events };
}
