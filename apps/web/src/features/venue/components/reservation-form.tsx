import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReserveBody, type Branch, type Reservation } from '@storefront/contract/venue';
import { addDays } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { reserve, slotsQuery } from '../api/venue-api';
import '../../../components/ui/form.css';

type Field = 'Name' | 'Email' | 'Mobile' | 'Notes' | 'Time';
type Errors = Partial<Record<Field, string>>;

interface ReservationFormProps {
  brand: string;
  branches: Branch[];
  initialBranchId: number | null;
  onBooked: (reservation: Reservation) => void;
}

/**
 * The booking form: branch, party size and date first, then the times that still seat the party (from the
 * branch's opening hours and the covers left in each slot), then the guest's details. The server has the last
 * word on capacity: a time taken meanwhile answers 409, and the list is refreshed.
 */
export function ReservationForm({ brand, branches, initialBranchId, onBooked }: ReservationFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const today = londonTime(new Date()).date;
  const [branchId, setBranchId] = useState(
    branches.find((b) => b.BranchId === initialBranchId)?.BranchId ?? branches[0]!.BranchId,
  );
  const branch = branches.find((b) => b.BranchId === branchId) ?? branches[0]!;
  const maxParty = branch.Reservations?.MaxPartySize ?? 8;
  const [party, setParty] = useState(2);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('');
  const [details, setDetails] = useState({ Name: '', Email: '', Mobile: '', Notes: '' });
  const [errors, setErrors] = useState<Errors>({});
  const partySize = Math.min(party, maxParty);
  const query = { BranchId: branchId, Date: date, PartySize: partySize };
  const slots = useQuery({ ...slotsQuery(brand, query), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const book = useMutation({
    mutationFn: reserve,
    onSuccess: onBooked,
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 409) {
        setTime('');
        void queryClient.invalidateQueries({ queryKey: slotsQuery(brand, query).queryKey });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { BrandFlavor: brand, ...query, Time: time, ...details };
    const parsed = ReserveBody.safeParse(body);
    const next: Errors = {};
    if (!time) next.Time = 'Choose a time';
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in details && !next[field]) next[field] = issue.message;
      }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) {
      const first = (['Time', 'Name', 'Email', 'Mobile', 'Notes'] as const).find((f) => next[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    book.mutate(parsed.data);
  }

  const text = (field: 'Name' | 'Email' | 'Mobile', label: string, props: Record<string, string>) => (
    <FieldBox id={`${id}-${field}`} label={label} error={errors[field]}>
      <input
        id={`${id}-${field}`}
        className="field__input"
        value={details[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-required
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => setDetails({ ...details, [field]: e.target.value })}
        {...props}
      />
    </FieldBox>
  );

  const available = slots.data?.filter((s) => s.Available) ?? [];
  return (
    <form className="venue__card booking" onSubmit={submit} noValidate aria-label="Table booking">
      <fieldset className="booking__group">
        <legend className="booking__legend">Your visit</legend>
        <div className="booking__row">
          {branches.length > 1 ? (
            <FieldBox id={`${id}-branch`} label="Branch">
              <select
                id={`${id}-branch`}
                className="field__input"
                value={branchId}
                onChange={(e) => {
                  setBranchId(Number(e.target.value));
                  setTime('');
                }}
              >
                {branches.map((b) => (
                  <option key={b.BranchId} value={b.BranchId}>
                    {b.Name}
                  </option>
                ))}
              </select>
            </FieldBox>
          ) : null}
          <FieldBox id={`${id}-party`} label="Guests">
            <select
              id={`${id}-party`}
              className="field__input"
              value={partySize}
              onChange={(e) => {
                setParty(Number(e.target.value));
                setTime('');
              }}
            >
              {Array.from({ length: maxParty }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? '1 guest' : `${n} guests`}
                </option>
              ))}
            </select>
          </FieldBox>
          <FieldBox id={`${id}-date`} label="Date">
            <input
              id={`${id}-date`}
              className="field__input"
              type="date"
              value={date}
              min={today}
              max={addDays(today, branch.Reservations?.DaysAhead ?? 60)}
              onChange={(e) => {
                setDate(e.target.value);
                setTime('');
              }}
            />
          </FieldBox>
        </div>
      </fieldset>

      <fieldset className="booking__group" aria-describedby={errors.Time ? `${id}-Time-error` : undefined}>
        <legend className="booking__legend">Time</legend>
        {errors.Time ? (
          <p id={`${id}-Time-error`} className="field__error">
            {errors.Time}
          </p>
        ) : null}
        {slots.isPending && slots.fetchStatus !== 'idle' ? (
          <p role="status">Finding free tables…</p>
        ) : slots.isError ? (
          <p className="venue__problem">{errorMessage(slots.error)}</p>
        ) : !slots.data || slots.data.length === 0 ? (
          <p>{branch.Name} takes no bookings on that day. Please choose another date.</p>
        ) : available.length === 0 ? (
          <p>Every time that day is fully booked for {partySize === 1 ? 'one' : `${partySize} guests`}.</p>
        ) : null}
        {slots.data && slots.data.length > 0 ? (
          <div className="booking__slots" id={`${id}-Time`} tabIndex={-1}>
            {slots.data.map((slot) => (
              <label
                key={slot.Time}
                className={[
                  'booking__slot',
                  slot.Time === time ? 'booking__slot--on' : null,
                  slot.Available ? null : 'booking__slot--full',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <input
                  type="radio"
                  name="time"
                  value={slot.Time}
                  checked={slot.Time === time}
                  disabled={!slot.Available}
                  onChange={() => setTime(slot.Time)}
                />
                {slot.Time}
                {slot.Available ? null : <span className="booking__slot-note"> full</span>}
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>

      <fieldset className="booking__group">
        <legend className="booking__legend">Your details</legend>
        <div className="booking__row">
          {text('Name', 'Name', { autoComplete: 'name' })}
          {text('Email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('Mobile', 'Mobile', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <FieldBox id={`${id}-Notes`} label="Notes" optional error={errors.Notes}>
          <textarea
            id={`${id}-Notes`}
            className="field__input booking__notes"
            rows={3}
            maxLength={500}
            value={details.Notes}
            placeholder="Allergies, a high chair, a birthday…"
            onChange={(e) => setDetails({ ...details, Notes: e.target.value })}
          />
        </FieldBox>
      </fieldset>

      <div aria-live="assertive">
        {book.isError ? (
          <p className="venue__problem" role="alert">
            {errorMessage(book.error)}
          </p>
        ) : null}
      </div>
      <button className={buttonClass('primary', 'booking__submit')} type="submit" disabled={book.isPending}>
        {book.isPending ? 'Booking…' : 'Book table'}
      </button>
    </form>
  );
}

function FieldBox({
  id,
  label,
  error,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
