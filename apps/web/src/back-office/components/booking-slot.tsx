import { useId, useState } from 'react';
import type { StaffReservation, StaffReservationSlot } from '@storefront/contract/bookings';
import { buttonClass } from '../../components/ui/button';
import { useCancelReservation } from '../api/bookings';
import { CancelBookingForm } from './cancel-booking-form';

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One time of the day: covers booked against what it seats, and its reservations. */
export function Slot({
  brand,
  slot,
  onCancelled,
}: {
  brand: string;
  slot: StaffReservationSlot;
  onCancelled: (message: string) => void;
}) {
  const id = useId();
  const full = slot.Covers >= slot.Capacity;
  return (
    <li
      className={`office__panel bookings__slot${slot.Reservations.length === 0 ? ' bookings__slot--empty' : ''}`}
    >
      <section aria-labelledby={`${id}-time`}>
        <header className="bookings__slot-head">
          <h2 id={`${id}-time`}>{slot.Time}</h2>
          <span className={`chip ${full ? 'chip--Cancelled' : slot.Covers > 0 ? 'chip--Accepted' : ''}`}>
            {slot.Covers} / {slot.Capacity} covers
          </span>
        </header>
        {slot.Reservations.length === 0 ? (
          <p className="admin__muted bookings__none">No bookings</p>
        ) : (
          <ul className="bookings__list">
            {slot.Reservations.map((r) => (
              <ReservationRow key={r.ReservationId} brand={brand} reservation={r} onCancelled={onCancelled} />
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

function ReservationRow({
  brand,
  reservation: r,
  onCancelled,
}: {
  brand: string;
  reservation: StaffReservation;
  onCancelled: (message: string) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelReservation(brand);
  const id = useId();
  const live = r.Status === 'Booked';
  return (
    <li className={`bookings__item${live ? '' : ' bookings__item--cancelled'}`} data-reference={r.Reference}>
      <div className="bookings__item-head">
        <h3 id={`${id}-name`}>{r.Name}</h3>
        <span className="bookings__party">{guests(r.PartySize)}</span>
        <span className={`chip ${live ? 'chip--Ready' : 'chip--Cancelled'}`}>
          {live ? 'Booked' : 'Cancelled'}
        </span>
      </div>
      <p className="bookings__contact">
        <a href={tel(r.Mobile)}>{r.Mobile}</a>
        <span aria-hidden="true"> · </span>
        <a href={`mailto:${r.Email}`}>{r.Email}</a>
      </p>
      {r.Notes ? <p className="bookings__notes">Notes: {r.Notes}</p> : null}
      <p className="bookings__ref">
        Reference <strong>{r.Reference}</strong>
        {!live && r.CancelReason ? <> · Reason: {r.CancelReason}</> : null}
        {!live && !r.CancelReason && r.CancelledAt ? <> · Cancelled</> : null}
      </p>
      {live && !cancelling ? (
        <button
          type="button"
          className={buttonClass('outline', 'bookings__cancel-open')}
          onClick={() => setCancelling(true)}
        >
          Cancel…<span className="visually-hidden"> the booking of {r.Name}</span>
        </button>
      ) : null}
      {live && cancelling ? (
        <CancelBookingForm
          idPrefix={`reservation-${r.ReservationId}`}
          who={r.Name}
          pending={cancel.isPending}
          onKeep={() => setCancelling(false)}
          onCancel={(body, fail) =>
            cancel.mutate(
              { id: r.ReservationId, body },
              {
                onSuccess: () => {
                  setCancelling(false);
                  onCancelled(
                    `${r.Name}'s booking (${r.Reference}) is cancelled; the guest has been emailed.`,
                  );
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </li>
  );
}
