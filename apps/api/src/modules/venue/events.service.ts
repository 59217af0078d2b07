import { createHash, randomBytes } from 'node:crypto';
import type { EventBooking, EventItem, EventPayment } from '@storefront/contract/venue';
import { toPounds } from '@storefront/domain/money';
import { londonTime } from '@storefront/domain/schedule';
import type { Db, DbOrTx } from '../../db/client';
import type { eventBookings, events } from '../../db/schema';
import { emailLook } from '../../lib/email/email-look';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { emitWebhook } from '../webhooks/webhook-events';
import type { BrandContext } from '../brand/brand.service';
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';
import { createEventsRepository } from './events.repository';
import { eventBookingMessage } from './venue-email';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () => 'E-' + [...randomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

export const SOLD_OUT_MESSAGE = 'Sorry, there are not enough seats left for that many tickets.';

type EventRow = typeof events.$inferSelect;
type BookingRow = typeof eventBookings.$inferSelect;

/** A booking as its buyer sees it. */
/** An event booking made (or paid for) tells the brand's webhook endpoints, in its transaction. */
const emitBooking = (tx: DbOrTx, brand: BrandContext, booking: BookingRow, event: EventRow) =>
  emitWebhook(tx, brand, 'booking.created', {
    Kind: 'Event',
    ...toBooking(booking, event),
    Name: booking.name,
    Email: booking.email,
  });

export function toBooking(booking: BookingRow, event: EventRow): EventBooking {
  return {
    Reference: booking.reference,
    EventId: event.id,
    EventTitle: event.title,
    StartsAt: event.startsAt,
    Place: event.place,
    Quantity: booking.quantity,
    Total: toPounds(booking.totalPence),
    Status: booking.status,
    PaymentDueBy: booking.paymentDueBy?.toISOString() ?? null,
  };
}

export interface EventsServiceOptions {
  mailer: Mailer;
  now?: () => Date;
  /** Card payments of tickets (the payments module's provider); null or absent: paid events are paid at the door. */
  provider?: PaymentProvider | null;
  /** Minutes seats are held while their card payment is made. */
  holdMinutes?: number;
  onError?: (error: unknown, context: string) => void;
  /** Brands by id: webhooks and the sweep know only an id. */
  brandById: (brandId: number) => Promise<BrandContext | null>;
  /** Where the site is: the emails' logo and links point there. */
  siteUrl?: string;
}

/**
 * Events (issue 9): the list with seats left, and booking tickets. Seats come off the event with one
 * conditional update inside the booking's transaction, so an event is never oversold. Free events are
 * confirmed at once; paid ones are held to pay at the door, or paid by card now: the seats are held
 * (PendingPayment) until the provider confirms the payment — the buyer's check or the webhook, whichever comes
 * first, moves the booking to Confirmed once — or given back by the sweep when the time to pay runs out.
 */
export function createEventsService(db: Db, options: EventsServiceOptions) {
  const repo = createEventsRepository(db);
  const now = options.now ?? (() => new Date());
  const provider = options.provider ?? null;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;
  const report = (error: unknown, context: string) => options.onError?.(error, context);
  const takesCards = (brand: BrandContext) => provider !== null && brand.config.CardPayments !== false;

  /** The booking's email: confirmed (free, or paid by card) or held to pay at the door. */
  function bookingMail(brand: BrandContext, booking: BookingRow, event: EventRow) {
    const look = emailLook(brand, options.siteUrl ?? '');
    return { brandId: brand.id, to: booking.email, ...eventBookingMessage(look, event, booking) };
  }

  /** Records what the provider says of a booking's payment; confirms it once, or gives the seats back. */
  async function settle(booking: BookingRow, seen?: ProviderPayment): Promise<string | null> {
    if (booking.status !== 'PendingPayment' || !provider || !booking.providerRef) return null;
    if (booking.provider !== provider.name) return null;
    const at = seen ?? (await provider.retrieve(booking.providerRef));
    if (at.status === 'pending' || at.status === 'failed') return at.failureMessage;
    if (at.status === 'cancelled') {
      await db.transaction((tx) => repo.cancelPending(tx, booking.brandId, booking.id));
      return null;
    }
    const brand = await options.brandById(booking.brandId);
    const found = await repo.find(booking.brandId, booking.id);
    const deliver = await db.transaction(async (tx: DbOrTx) => {
      const confirmed = await repo.confirmPaid(tx, booking.brandId, booking.id);
      if (!confirmed || !brand || !found) return null;
      await emitBooking(tx, brand, confirmed, found.event);
      return options.mailer.queue(tx, bookingMail(brand, confirmed, found.event));
    });
    deliver?.().catch((error: unknown) => report(error, 'event booking email'));
    return null;
  }
  const nowLondon = () => {
    const t = londonTime(now());
    return `${t.date}T${t.time}`;
  };

  return {
    async list(brand: BrandContext): Promise<EventItem[]> {
      return (await repo.upcoming(brand.id, nowLondon())).map((e) => ({
        EventId: e.id,
        Title: e.title,
        Description: e.description,
        StartsAt: e.startsAt,
        Place: e.place,
        Price: toPounds(e.pricePence),
        Seats: e.seats,
        SeatsLeft: e.seats - e.seatsTaken,
        MaxTicketsPerBooking: e.maxPerBooking,
        Image: e.image,
      }));
    },

    async book(
      brand: BrandContext,
      body: { EventId: number; Quantity: number; Name: string; Email: string; PayBy?: 'door' | 'card' },
      /** The visitor's event access token, if they hold one: this booking joins the others it shows. */
      held?: string,
      /** The customer signed in while booking: their account lists it. */
      customerId: number | null = null,
    ): Promise<{ booking: EventBooking; token: string; payment: EventPayment | null }> {
      const event = await repo.event(brand.id, body.EventId);
      if (!event || event.startsAt <= nowLondon())
        throw new HttpError(404, 'This event is not open for booking');
      if (body.Quantity > event.maxPerBooking)
        throw new HttpError(400, `You can book up to ${event.maxPerBooking} tickets at a time`);
      const reuse = held && (await repo.bookingsByToken(brand.id, sha256(held))).length > 0;
      const token = reuse ? held : randomBytes(24).toString('base64url');
      const totalPence = event.pricePence * body.Quantity;
      const reference = newReference();
      const byCard = totalPence > 0 && body.PayBy === 'card';
      if (byCard && (!provider || !takesCards(brand)))
        throw new HttpError(409, 'Card payments are not available at the moment: pay at the door instead');
      // The card payment first, so the seats are only held for a payment that exists.
      const payment = byCard
        ? await provider!.create({
            amountPence: totalPence,
            currency: 'gbp',
            description: `${brand.name}: ${event.title} (${reference})`,
            metadata: { brandId: String(brand.id), kind: 'event-booking', reference },
            idempotencyKey: `event-booking-${brand.id}-${reference}`,
          })
        : null;
      let deliver: (() => Promise<void>) | undefined;
      let row: BookingRow;
      try {
        row = await db.transaction(async (tx) => {
          if (!(await repo.takeSeats(tx, brand.id, event.id, body.Quantity)))
            throw new HttpError(409, SOLD_OUT_MESSAGE);
          const created = await repo.insertBooking(tx, {
            brandId: brand.id,
            eventId: event.id,
            reference,
            quantity: body.Quantity,
            name: body.Name,
            email: body.Email,
            totalPence,
            status: totalPence === 0 ? 'Confirmed' : byCard ? 'PendingPayment' : 'PayAtDoor',
            accessTokenHash: sha256(token),
            customerId,
            ...(payment
              ? {
                  provider: provider!.name,
                  providerRef: payment.ref,
                  paymentDueBy: new Date(now().getTime() + holdMs),
                }
              : {}),
          });
          // A card booking is confirmed, and told of, when its payment succeeds.
          if (!payment) {
            await emitBooking(tx, brand, created, event);
            deliver = await options.mailer.queue(tx, bookingMail(brand, created, event));
          }
          return created;
        });
      } catch (error) {
        if (payment) await provider!.cancel(payment.ref).catch(() => undefined);
        throw error;
      }
      await deliver?.();
      return {
        booking: toBooking(row, event),
        token,
        payment: payment && {
          Provider: provider!.name,
          ClientSecret: payment.clientSecret,
          PublishableKey: provider!.publishableKey,
          AmountPence: totalPence,
        },
      };
    },

    /**
     * A card booking's payment for the visit holding its event access token: asks the provider how it stands
     * (confirming the booking once when paid) and answers what is left to do.
     */
    async payment(brand: BrandContext, token: string, reference: string, check: boolean) {
      const found = await repo.byReference(brand.id, reference, sha256(token));
      if (!found) throw new HttpError(404, 'This booking was not found');
      let message: string | null = null;
      if (check) message = await settle(found.booking);
      const after = (await repo.byReference(brand.id, reference, sha256(token)))!;
      const pending = after.booking.status === 'PendingPayment' && provider && after.booking.providerRef;
      const at = pending ? await provider.retrieve(after.booking.providerRef!) : null;
      return {
        booking: toBooking(after.booking, after.event),
        payment:
          at && provider
            ? {
                Provider: provider.name,
                ClientSecret: at.clientSecret,
                PublishableKey: provider.publishableKey,
                AmountPence: after.booking.totalPence,
              }
            : null,
        message: message ?? (at?.status === 'failed' ? at.failureMessage : null),
      };
    },

    /** A provider webhook about a payment that may be a booking's: true when it was one. */
    async webhook(providerName: 'test' | 'stripe', ref: string): Promise<boolean> {
      const booking = await repo.byRef(providerName, ref);
      if (!booking) return false;
      await settle(booking);
      return true;
    },

    /**
     * Gives back the seats of card bookings whose time to pay ran out: the payment is cancelled at the
     * provider first (so it can no longer succeed); one that succeeded at the last moment is confirmed instead.
     */
    async sweep(limit = 100): Promise<{ cancelled: number; paid: number }> {
      const result = { cancelled: 0, paid: 0 };
      for (const booking of await repo.lapsed(now(), limit)) {
        try {
          const at = provider && booking.providerRef ? await provider.cancel(booking.providerRef) : null;
          if (at?.status === 'succeeded') {
            await settle(booking, at);
            result.paid += 1;
          } else if (await db.transaction((tx) => repo.cancelPending(tx, booking.brandId, booking.id)))
            result.cancelled += 1;
        } catch (error) {
          report(error, `event booking sweep of ${booking.reference}`);
        }
      }
      return result;
    },

    /** The bookings an event access token was issued for. */
    async mine(brand: BrandContext, token: string): Promise<EventBooking[]> {
      const rows = await repo.bookingsByToken(brand.id, sha256(token));
      return rows.map((r) => toBooking(r.booking, r.event));
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
