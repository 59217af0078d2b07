import { useId, useState } from 'react';
import type { StaffReservation, StaffReservationSlot } from '@storefront/contract/bookings';
import { addDays, longDate } from '@storefront/domain/opening-hours';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useCancelReservation, useReservationsDay } from '../api/bookings';
import { CancelBookingForm } from './cancel-booking-form';
import './bookings.css';

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The day's table reservations (all staff): today in London unless another day is picked, one branch at a
 * time, grouped by slot with the covers booked against what the slot seats. Any live booking can be cancelled
 * with a reason the guest is emailed; its covers go back on sale at once.
 */
export function BookingsScreen({ brand }: { brand: string }) {
  const [date, setDate] = useState<string | null>(null);
  const [branchId, setBranchId] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [showEmpty, setShowEmpty] = useState(false);
  const day = useReservationsDay(brand, date, branchId);
  const dateId = useId();
  const emptyId = useId();
  const branchSelectId = useId();
  const data = day.data;
  const shownDate = date ?? data?.Date ?? '';
  const bookings = data?.Slots.reduce(
    (sum, s) => sum + s.Reservations.filter((r) => r.Status === 'Booked').length,
    0,
  );
  const pick = (next: string) => {
    setDone(null);
    setDate(next);
  };

  return (
    <div className="office bookings">
      <div className="office__head">
        <h1>Bookings</h1>
        <p className="admin__muted">Table reservations by time. The list refreshes every minute.</p>
      </div>

      <div className="bookings__controls">
        <div className="bookings__control">
          <label htmlFor={dateId}>Date</label>
          <input
            id={dateId}
            type="date"
            value={shownDate}
            onChange={(event) => event.target.value && pick(event.target.value)}
          />
        </div>
        <div className="bookings__days" role="group" aria-label="Change day">
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={!shownDate}
            onClick={() => pick(addDays(shownDate, -1))}
          >
            Previous day
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={!data || shownDate === data.Today}
            onClick={() => data && pick(data.Today)}
          >
            Today
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={!shownDate}
            onClick={() => pick(addDays(shownDate, 1))}
          >
            Next day
          </button>
        </div>
        {data && data.Branches.length > 1 ? (
          <div className="bookings__control">
            <label htmlFor={branchSelectId}>Branch</label>
            <select
              id={branchSelectId}
              value={data.BranchId ?? ''}
              onChange={(event) => {
                setDone(null);
                setBranchId(Number(event.target.value));
              }}
            >
              {data.Branches.map((b) => (
                <option key={b.BranchId} value={b.BranchId}>
                  {b.Name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {day.isPending ? <p role="status">Loading bookings…</p> : null}
      {day.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(day.error)}
        </p>
      ) : null}
      <div aria-live="polite">{done ? <p className="bookings__done">{done}</p> : null}</div>

      {data && data.BranchId === null ? (
        <p className="office__panel admin__muted">This brand does not take table bookings.</p>
      ) : null}
      {data && data.BranchId !== null ? (
        <>
          <section className="office__panel bookings__summary" aria-labelledby={`${dateId}-summary`}>
            <h2 id={`${dateId}-summary`}>
              {longDate(data.Date)}
              {data.Date === data.Today ? ' (today)' : ''}
              {data.Branches.length > 1
                ? ` · ${data.Branches.find((b) => b.BranchId === data.BranchId)?.Name ?? ''}`
                : ''}
            </h2>
            {data.Capacity > 0 || data.Covers > 0 ? (
              <>
                <p className="bookings__total">
                  <strong>{data.Covers}</strong> of {data.Capacity} covers booked
                  {' · '}
                  {bookings === 1 ? '1 booking' : `${bookings ?? 0} bookings`}
                </p>
                <meter
                  className="bookings__meter"
                  min={0}
                  max={Math.max(data.Capacity, data.Covers, 1)}
                  value={data.Covers}
                  aria-label="Covers booked for the day"
                />
              </>
            ) : (
              <p className="admin__muted">Closed for bookings on this day.</p>
            )}
          </section>
          {data.Slots.length > 0 ? (
            <div className="bookings__toggle">
              <input
                id={emptyId}
                type="checkbox"
                checked={showEmpty}
                onChange={(event) => setShowEmpty(event.target.checked)}
              />
              <label htmlFor={emptyId}>Show times without bookings</label>
            </div>
          ) : null}
          {data.Slots.length > 0 && !showEmpty && data.Slots.every((s) => s.Reservations.length === 0) ? (
            <p className="admin__muted">No reservations on this day yet.</p>
          ) : null}
          <ol className="bookings__slots">
            {data.Slots.filter((slot) => showEmpty || slot.Reservations.length > 0).map((slot) => (
              <Slot key={slot.Time} brand={brand} slot={slot} onCancelled={setDone} />
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

function Slot({
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
