import type { Reservation } from '@storefront/contract/venue';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { longDate } from '@storefront/domain/opening-hours';

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
  const guests = reservation.PartySize === 1 ? '1 guest' : `${reservation.PartySize} guests`;
  return (
    <section className="venue__card booking-done" aria-labelledby="booking-done-title">
      <h2 id="booking-done-title" ref={heading} tabIndex={-1} className="booking-done__title">
        Your table is booked
      </h2>
      <p className="booking-done__reference">
        Reference <strong>{reservation.Reference}</strong>
      </p>
      <dl className="booking-done__facts">
        <dt>When</dt>
        <dd>
          {longDate(reservation.Date)} at {reservation.Time}
        </dd>
        <dt>Where</dt>
        <dd>{reservation.BranchName}</dd>
        <dt>Party</dt>
        <dd>{guests}</dd>
        <dt>Name</dt>
        <dd>{reservation.Name}</dd>
      </dl>
      <p>We have emailed you the details with a link to cancel the booking if your plans change.</p>
      <button type="button" className={buttonClass('outline')} onClick={onAnother}>
        Book another table
      </button>
    </section>
  );
}
