import type { Reservation } from '@storefront/contract/venue';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { BookingFacts } from './booking-facts';

/** The booking just made: its reference, when and where, and that the email has the cancel link. */
export function ReservationConfirmation({
  reservation,
  onAnother,
}: {
  reservation: Reservation;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="venue__card booking-done" aria-labelledby="booking-done-title">
      <h2 id="booking-done-title" ref={heading} tabIndex={-1} className="booking-done__title">
        Your table is booked
      </h2>
      <BookingFacts reservation={reservation} withName />
      <p>We have emailed you the details with a link to cancel the booking if your plans change.</p>
      <button type="button" className={buttonClass('outline')} onClick={onAnother}>
        Book another table
      </button>
    </section>
  );
}
