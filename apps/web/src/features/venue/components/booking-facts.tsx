import type { Reservation } from '@storefront/contract/venue';
import { longDate } from '@storefront/domain/opening-hours';

/** A table booking's reference, when, where and for how many: as the confirmation and the cancel link show it. */
export function BookingFacts({
  reservation,
  withName = false,
}: {
  reservation: Reservation;
  withName?: boolean;
}) {
  return (
    <>
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
        <dd>{reservation.PartySize === 1 ? '1 guest' : `${reservation.PartySize} guests`}</dd>
        {withName ? (
          <>
            <dt>Name</dt>
            <dd>{reservation.Name}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
