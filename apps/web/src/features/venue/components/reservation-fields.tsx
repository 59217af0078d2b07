import type { ReactNode } from 'react';
import { addDays } from '@storefront/domain/opening-hours';
import { errorMessage } from '../../../lib/error-message';
import type { ReservationFormState } from './use-reservation-form';
import '../../../components/ui/form.css';

/** Where, for how many and which day: each change clears the time chosen. */
export function VisitFieldset({ form }: { form: ReservationFormState }) {
  const {
    id,
    branches,
    branch,
    branchId,
    maxParty,
    partySize,
    date,
    dateProblem,
    today,
    chooseBranch,
    chooseParty,
    chooseDate,
  } = form;
  return (
    <fieldset className="booking__group">
      <legend className="booking__legend">Your visit</legend>
      <div className="booking__row">
        {branches.length > 1 ? (
          <FieldBox id={`${id}-branch`} label="Branch">
            <select
              id={`${id}-branch`}
              className="field__input"
              value={branchId}
              onChange={(e) => chooseBranch(Number(e.target.value))}
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
            onChange={(e) => chooseParty(Number(e.target.value))}
          >
            {Array.from({ length: maxParty }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 guest' : `${n} guests`}
              </option>
            ))}
          </select>
        </FieldBox>
        <FieldBox id={`${id}-date`} label="Date" error={dateProblem ?? undefined}>
          <input
            id={`${id}-date`}
            className="field__input"
            type="date"
            value={date}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? `${id}-date-error` : undefined}
            min={today}
            max={addDays(today, branch.Reservations?.DaysAhead ?? 60)}
            onChange={(e) => chooseDate(e.target.value)}
          />
        </FieldBox>
      </div>
    </fieldset>
  );
}

/** The day's times: those that still seat the party, the full ones shown but not chosen. */
export function TimeFieldset({ form }: { form: ReservationFormState }) {
  const { id, errors, slots, branch, partySize, time, setTime, dateProblem } = form;
  const available = slots.data?.filter((s) => s.Available) ?? [];
  return (
    <fieldset className="booking__group" aria-describedby={errors.Time ? `${id}-Time-error` : undefined}>
      <legend className="booking__legend">Time</legend>
      {errors.Time ? (
        <p id={`${id}-Time-error`} className="field__error">
          {errors.Time}
        </p>
      ) : null}
      {dateProblem ? (
        <p>Choose a date to see the times.</p>
      ) : slots.isPending && slots.fetchStatus !== 'idle' ? (
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
  );
}

/** Who is coming: name, email and mobile (required) and notes. */
export function DetailsFieldset({ form }: { form: ReservationFormState }) {
  const { id, errors, details, setDetails } = form;
  return (
    <fieldset className="booking__group">
      <legend className="booking__legend">Your details</legend>
      <div className="booking__row">
        <DetailInput form={form} field="Name" label="Name" autoComplete="name" />
        <DetailInput form={form} field="Email" label="Email" type="email" autoComplete="email" />
        <DetailInput form={form} field="Mobile" label="Mobile" type="tel" autoComplete="tel" />
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
  );
}

/** A required text input of the guest's details, with its message. */
function DetailInput({
  form: { id, errors, details, setDetails },
  field,
  label,
  type,
  autoComplete,
}: {
  form: ReservationFormState;
  field: 'Name' | 'Email' | 'Mobile';
  label: string;
  type?: string;
  autoComplete: string;
}) {
  return (
    <FieldBox id={`${id}-${field}`} label={label} error={errors[field]}>
      <input
        id={`${id}-${field}`}
        className="field__input"
        value={details[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-required
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => setDetails({ ...details, [field]: e.target.value })}
        {...(type ? { type } : {})}
        autoComplete={autoComplete}
      />
    </FieldBox>
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
