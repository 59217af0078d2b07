import { useId, useState } from 'react';
import type { ReservationsDay } from '@storefront/contract/bookings';
import { addDays, longDate } from '@storefront/domain/opening-hours';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useReservationsDay } from '../api/bookings';
import { Slot } from './booking-slot';
import './bookings.css';

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

      <DayControls
        data={data}
        shownDate={shownDate}
        dateId={dateId}
        branchSelectId={branchSelectId}
        pick={pick}
        pickBranch={(next) => {
          setDone(null);
          setBranchId(next);
        }}
      />

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
          <DaySummary data={data} bookings={bookings} titleId={`${dateId}-summary`} />
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

/** The day shown (a date, the day before or after, today) and, where there are several, the branch. */
function DayControls({
  data,
  shownDate,
  dateId,
  branchSelectId,
  pick,
  pickBranch,
}: {
  data: ReservationsDay | undefined;
  shownDate: string;
  dateId: string;
  branchSelectId: string;
  pick: (date: string) => void;
  pickBranch: (branchId: number) => void;
}) {
  return (
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
            onChange={(event) => pickBranch(Number(event.target.value))}
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
  );
}

/** The day, its branch, and its covers booked against what its slots seat (or that it takes no bookings). */
function DaySummary({
  data,
  bookings,
  titleId,
}: {
  data: ReservationsDay;
  /** The day's live bookings. */
  bookings: number | undefined;
  titleId: string;
}) {
  return (
    <section className="office__panel bookings__summary" aria-labelledby={titleId}>
      <h2 id={titleId}>
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
  );
}
