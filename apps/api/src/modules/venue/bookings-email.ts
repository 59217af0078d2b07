import { formatPence } from '@storefront/domain/money';
import { longDate } from '@storefront/domain/opening-hours';
import { eventTime } from './event-time';

const reasonLine = (reason: string | null) => (reason ? `Reason: ${reason}\n` : '');

/** The guest's email when staff cancel their table: which booking, why, and how to reach the branch. Plain text. */
export function reservationCancelledEmail(
  brandName: string,
  branch: { name: string; phone: string } | null,
  booking: { reference: string; date: string; time: string; partySize: number; name: string },
  reason: string | null,
): { subject: string; text: string } {
  const guests = booking.partySize === 1 ? '1 guest' : `${booking.partySize} guests`;
  return {
    subject: `${brandName}: your table booking ${booking.reference} is cancelled`,
    text:
      `Hello ${booking.name},\n\n` +
      `We are sorry: we have had to cancel your table booking.\n\n` +
      `Reference: ${booking.reference}\n` +
      `When: ${longDate(booking.date)} at ${booking.time} (London time)\n` +
      `Party: ${guests}\n` +
      (branch ? `Where: ${branch.name}\n` : '') +
      reasonLine(reason) +
      `\nWe would be glad to welcome you another time` +
      (branch?.phone ? `: call us on ${branch.phone} or book again online.\n` : ': book again online.\n') +
      `\n${brandName}\n`,
  };
}

/** The guest's email when staff cancel their event booking, with the card refund when there is one. */
export function eventBookingCancelledEmail(
  brandName: string,
  event: { title: string; startsAt: string; place: string },
  booking: { reference: string; quantity: number; name: string },
  reason: string | null,
  refundedPence: number,
): { subject: string; text: string } {
  const tickets = booking.quantity === 1 ? '1 ticket' : `${booking.quantity} tickets`;
  return {
    subject: `${brandName}: your booking ${booking.reference} for ${event.title} is cancelled`,
    text:
      `Hello ${booking.name},\n\n` +
      `We are sorry: we have had to cancel your booking.\n\n` +
      `Reference: ${booking.reference}\n` +
      `Event: ${event.title}\n` +
      `When: ${eventTime(event.startsAt)} (London time)\n` +
      `Where: ${event.place}\n` +
      `Tickets: ${tickets}\n` +
      reasonLine(reason) +
      (refundedPence > 0
        ? `Refund: ${formatPence(refundedPence)} back to the card you paid with (it can take 5 to 10 days to show).\n`
        : '') +
      `\n${brandName}\n`,
  };
}
