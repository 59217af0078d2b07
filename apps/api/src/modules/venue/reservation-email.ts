import { longDate } from '@storefront/domain/opening-hours';

/** The booking confirmation: reference, when, where, and the link that cancels it. Plain text. */
export function reservationEmail(
  brandName: string,
  branch: { name: string; address: string; postcode: string; phone: string },
  booking: { reference: string; date: string; time: string; partySize: number; name: string; notes: string },
  cancelLink: string,
): { subject: string; text: string } {
  const guests = booking.partySize === 1 ? '1 guest' : `${booking.partySize} guests`;
  return {
    subject: `${brandName}: table booked for ${longDate(booking.date)} at ${booking.time} (${booking.reference})`,
    text:
      `Hello ${booking.name},\n\n` +
      `Your table is booked.\n\n` +
      `Reference: ${booking.reference}\n` +
      `When: ${longDate(booking.date)} at ${booking.time} (London time)\n` +
      `Party: ${guests}\n` +
      `Where: ${branch.name}, ${branch.address}${branch.postcode ? `, ${branch.postcode}` : ''}\n` +
      (booking.notes ? `Your notes: ${booking.notes}\n` : '') +
      (branch.phone ? `Phone: ${branch.phone}\n` : '') +
      `\nIf your plans change, cancel the booking here:\n${cancelLink}\n\n` +
      `We look forward to seeing you.\n${brandName}\n`,
  };
}
