/** @jsxRuntime automatic @jsxImportSource react */
import { formatPence } from '@storefront/domain/money';
import { longDate } from '@storefront/domain/opening-hours';
import { ActionButton, Details, EmailHeading, EmailLayout, Paragraph } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';
import { eventBookingCancelledEmail, reservationCancelledEmail } from './bookings-email';
import { eventTime } from './event-time';
import { reservationEmail } from './reservation-email';

/* The venue's emails (table bookings, event tickets) with their HTML part; the plain text is the builders'. */

type Branch = { name: string; address: string; postcode: string; phone: string };
type Reservation = { reference: string; date: string; time: string; partySize: number; name: string };
type Event = { title: string; startsAt: string; place: string };
type EventBooking = { reference: string; quantity: number; name: string };

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);
const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);
const when = (r: Reservation) => `${longDate(r.date)} at ${r.time} (London time)`;

/** The booking confirmation: reference, when, where, the guest's notes, and the button that cancels it. */
export function reservationMessage(
  look: EmailLook,
  branch: Branch,
  booking: Reservation & { notes: string },
  cancelLink: string,
): EmailContent {
  const where = `${branch.name}, ${branch.address}${branch.postcode ? `, ${branch.postcode}` : ''}`;
  const html = renderEmail(
    <EmailLayout look={look} preview={`Your table is booked for ${when(booking)}.`}>
      <EmailHeading look={look}>Your table is booked.</EmailHeading>
      <Paragraph>{`Hello ${booking.name},`}</Paragraph>
      <Details
        rows={[
          ['Reference', booking.reference],
          ['When', when(booking)],
          ['Party', guests(booking.partySize)],
          ['Where', where],
          ['Your notes', booking.notes],
          ['Phone', branch.phone],
        ]}
      />
      <Paragraph>If your plans change, cancel the booking here:</Paragraph>
      <ActionButton look={look} href={cancelLink}>
        Cancel the booking
      </ActionButton>
      <Paragraph>We look forward to seeing you.</Paragraph>
    </EmailLayout>,
  );
  return { ...reservationEmail(look.name, branch, booking, cancelLink), html };
}

/** The guest's email when staff cancel their table. */
export function reservationCancelledMessage(
  look: EmailLook,
  branch: { name: string; phone: string } | null,
  booking: Reservation,
  reason: string | null,
): EmailContent {
  const html = renderEmail(
    <EmailLayout look={look} preview={`Your table booking ${booking.reference} is cancelled.`}>
      <EmailHeading look={look}>We have had to cancel your table booking.</EmailHeading>
      <Paragraph>{`Hello ${booking.name}, we are sorry.`}</Paragraph>
      <Details
        rows={[
          ['Reference', booking.reference],
          ['When', when(booking)],
          ['Party', guests(booking.partySize)],
          ['Where', branch?.name ?? null],
          ['Reason', reason],
        ]}
      />
      <Paragraph>
        {`We would be glad to welcome you another time${branch?.phone ? `: call us on ${branch.phone} or book again online.` : ': book again online.'}`}
      </Paragraph>
    </EmailLayout>,
  );
  return { ...reservationCancelledEmail(look.name, branch, booking, reason), html };
}

/** The guest's email when staff cancel their event booking, with the card refund when there is one. */
export function eventBookingCancelledMessage(
  look: EmailLook,
  event: Event,
  booking: EventBooking,
  reason: string | null,
  refundedPence: number,
): EmailContent {
  const html = renderEmail(
    <EmailLayout look={look} preview={`Your booking ${booking.reference} for ${event.title} is cancelled.`}>
      <EmailHeading look={look}>We have had to cancel your booking.</EmailHeading>
      <Paragraph>{`Hello ${booking.name}, we are sorry.`}</Paragraph>
      <Details
        rows={[
          ['Reference', booking.reference],
          ['Event', event.title],
          ['When', `${eventTime(event.startsAt)} (London time)`],
          ['Where', event.place],
          ['Tickets', tickets(booking.quantity)],
          ['Reason', reason],
          [
            'Refund',
            refundedPence > 0
              ? `${formatPence(refundedPence)} back to the card you paid with (it can take 5 to 10 days to show).`
              : null,
          ],
        ]}
      />
    </EmailLayout>,
  );
  return { ...eventBookingCancelledEmail(look.name, event, booking, reason, refundedPence), html };
}

/** The event booking's email: confirmed (free, or paid by card) or held to pay at the door. */
export function eventBookingMessage(
  look: EmailLook,
  event: Event,
  booking: EventBooking & { status: string; totalPence: number },
): EmailContent {
  const held = booking.status === 'PayAtDoor';
  const [priceLabel, price] =
    booking.totalPence === 0
      ? ['Price', 'free']
      : [held ? 'To pay at the door' : 'Paid by card', formatPence(booking.totalPence)];
  const facts: [string, string][] = [
    ['Reference', booking.reference],
    ['Event', event.title],
    ['When', `${eventTime(event.startsAt)} (London time)`],
    ['Where', event.place],
    ['Tickets', String(booking.quantity)],
    [priceLabel, price],
  ];
  const text =
    `Hello ${booking.name},\n\nYour booking is ${held ? 'held' : 'confirmed'}.\n\n` +
    facts.map(([label, value]) => `${label}: ${value}\n`).join('') +
    `\nSee you there.\n${look.name}\n`;
  const html = renderEmail(
    <EmailLayout look={look} preview={`${tickets(booking.quantity)} for ${event.title}`}>
      <EmailHeading look={look}>{`Your booking is ${held ? 'held' : 'confirmed'}.`}</EmailHeading>
      <Paragraph>{`Hello ${booking.name},`}</Paragraph>
      <Details rows={facts} />
      <Paragraph>See you there.</Paragraph>
    </EmailLayout>,
  );
  return {
    subject: `${look.name}: ${tickets(booking.quantity)} for ${event.title} (${booking.reference})`,
    text,
    html,
  };
}
