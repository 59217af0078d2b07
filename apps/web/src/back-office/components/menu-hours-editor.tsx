import { useId, useRef, useState } from 'react';
import { MenuHours } from '@storefront/contract/menu-hours';
import { describeMenuHours } from '@storefront/domain/menu-hours';
import { buttonClass } from '../../components/ui/button';
import { nestedIssues, serverIssues } from './menu-form-parts';
import './menu-hours-editor.css';

/** A range as the form edits it: the days ticked and the two times as typed. */
export interface HoursDraftRange {
  Days: number[];
  From: string;
  To: string;
}

/** The week as a UK menu reads it, Monday first (0 = Sunday, as the brand file numbers days). */
const WEEK = [
  [1, 'Mon', 'Monday'],
  [2, 'Tue', 'Tuesday'],
  [3, 'Wed', 'Wednesday'],
  [4, 'Thu', 'Thursday'],
  [5, 'Fri', 'Friday'],
  [6, 'Sat', 'Saturday'],
  [0, 'Sun', 'Sunday'],
] as const;

const NEW_RANGE: HoursDraftRange = { Days: [1, 2, 3, 4, 5], From: '07:00', To: '11:00' };

const copy = (hours: readonly HoursDraftRange[] | undefined): HoursDraftRange[] =>
  (hours ?? []).map((r) => ({ Days: [...r.Days], From: r.From, To: r.To }));

/**
 * The menu hours part of a category's or item's form (issue 19): its ranges as a draft beside the form's own
 * fields, checked with the contract's MenuHours (the import's and the server's checks, so an inverted or
 * overlapping range gets the same message here as from the server), and the server's messages about `Hours`
 * put next to the range they name.
 */
export function useHoursPart(initial: readonly HoursDraftRange[] | undefined) {
  const [draft, setDraftState] = useState<HoursDraftRange[]>(() => copy(initial));
  const current = useRef(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDraft = (next: HoursDraftRange[]) => {
    current.current = next;
    setDraftState(next);
  };
  const clean = () => current.current.map((r) => ({ ...r, From: r.From.trim(), To: r.To.trim() }));
  return {
    draft,
    setDraft,
    errors,
    /** The hours to send: the ranges (none: no limit). */
    value: (): MenuHours => clean(),
    /** Checks the ranges; true when they are fine, else their messages show next to them. */
    check: (): boolean => {
      const parsed = MenuHours.safeParse(clean());
      setErrors(parsed.success ? {} : nestedIssues(parsed.error.issues, ''));
      return parsed.success;
    },
    /** The server's messages about the hours (`body.Hours.1.From`, or `body.Hours` as a whole). */
    showServerError: (error: unknown) => {
      const issues = serverIssues(error);
      const whole = issues.find((i) => i.path.join('.') === 'Hours');
      const nested = nestedIssues(issues, 'Hours');
      setErrors(whole ? { ...nested, '': whole.message } : nested);
    },
    reset: (hours: readonly HoursDraftRange[] | undefined) => {
      setDraft(copy(hours));
      setErrors({});
    },
  };
}

export type HoursPart = ReturnType<typeof useHoursPart>;

/**
 * Days (checkboxes) and times (From and To, London time) of each range, with adding and removing ranges. No
 * range means no limit.
 */
export function MenuHoursEditor({ part, noun }: { part: HoursPart; noun: string }) {
  const base = useId();
  const { draft, setDraft, errors } = part;
  const change = (i: number, range: Partial<HoursDraftRange>) =>
    setDraft(draft.map((r, j) => (j === i ? { ...r, ...range } : r)));
  // The summary reads the ranges that make sense so far (days ticked, two times, the end after the start).
  const summary = describeMenuHours(
    draft.filter(
      (r) => r.Days.length > 0 && /^\d\d:\d\d$/.test(r.From) && /^\d\d:\d\d$/.test(r.To) && r.From < r.To,
    ),
  );
  return (
    <fieldset className="office__panel menu-form__section menu-hours" aria-describedby={`${base}-hint`}>
      <legend>Menu hours</legend>
      <p id={`${base}-hint`} className="field__hint">
        {draft.length === 0
          ? `Without hours the ${noun} can be ordered whenever you take orders.`
          : `Can be ordered ${summary || '…'} (London time). A range ends at its ‘To’ time; use 24:00 for midnight, and a second range from 00:00 to go on past it.`}
      </p>
      {errors[''] ? (
        <p className="field__error" role="alert">
          {errors['']}
        </p>
      ) : null}
      <ol className="menu-hours__ranges">
        {draft.map((range, i) => (
          <HoursRangeRow
            key={i}
            id={`${base}-${i}`}
            i={i}
            range={range}
            errors={errors}
            change={(patch) => change(i, patch)}
            remove={() => setDraft(draft.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => setDraft([...draft, { ...NEW_RANGE, Days: [...NEW_RANGE.Days] }])}
      >
        Add a time range
      </button>
    </fieldset>
  );
}

/** One range: its days, its two times, its Remove, and the messages about it. */
function HoursRangeRow({
  id,
  i,
  range,
  errors,
  change,
  remove,
}: {
  /** The range's id, the prefix of its fields' ids. */
  id: string;
  i: number;
  range: HoursDraftRange;
  /** The part's messages, keyed by path (`1.From`, `0.Days`, `0.Days.2`). */
  errors: Record<string, string>;
  change: (range: Partial<HoursDraftRange>) => void;
  remove: () => void;
}) {
  const daysError =
    errors[`${i}.Days`] ?? Object.entries(errors).find(([key]) => key.startsWith(`${i}.Days.`))?.[1];
  const fromError = errors[`${i}.From`];
  const toError = errors[`${i}.To`];
  return (
    <li className="menu-hours__range">
      <DaysFieldset id={id} i={i} days={range.Days} error={daysError} onChange={(Days) => change({ Days })} />
      <TimeField
        id={`${id}-from`}
        range={i + 1}
        label="From"
        value={range.From}
        invalid={Boolean(fromError)}
        onChange={(From) => change({ From })}
      />
      <TimeField
        id={`${id}-to`}
        range={i + 1}
        label="To"
        value={range.To}
        invalid={Boolean(toError)}
        onChange={(To) => change({ To })}
      />
      <button
        type="button"
        className={buttonClass('outline', 'menu-form__remove menu-hours__remove')}
        onClick={remove}
      >
        Remove<span className="visually-hidden"> range {i + 1}</span>
      </button>
      {/* The times' messages under the whole range: too long for the narrow time fields. */}
      {fromError || toError ? (
        <div className="menu-hours__errors">
          {[
            ['from', fromError],
            ['to', toError],
          ].map(([which, error]) =>
            error ? (
              <p key={which} id={`${id}-${which}-error`} className="field__error">
                <span className="visually-hidden">Error: </span>
                {error}
              </p>
            ) : null,
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A range's days, a checkbox each, Monday first. */
function DaysFieldset({
  id,
  i,
  days,
  error,
  onChange,
}: {
  id: string;
  i: number;
  days: number[];
  error: string | undefined;
  onChange: (days: number[]) => void;
}) {
  return (
    <fieldset
      className={error ? 'menu-hours__days field--invalid' : 'menu-hours__days'}
      aria-describedby={error ? `${id}-days-error` : undefined}
    >
      <legend className="field__label">Range {i + 1}: days</legend>
      {error ? (
        <p id={`${id}-days-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="menu-hours__day-list">
        {WEEK.map(([day, short, long]) => (
          <label key={day} className="menu-hours__day">
            <input
              type="checkbox"
              className="field__checkbox"
              checked={days.includes(day)}
              aria-label={`${long} (range ${i + 1})`}
              onChange={(event) =>
                onChange(event.target.checked ? [...days, day] : days.filter((d) => d !== day))
              }
            />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A time of a range; its message, when it has one, is the range's (`${id}-error`). */
function TimeField({
  id,
  range,
  label,
  value,
  invalid,
  onChange,
}: {
  id: string;
  range: number;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className={invalid ? 'field field--invalid menu-hours__time' : 'field menu-hours__time'}>
      <label className="field__label" htmlFor={id}>
        <span className="visually-hidden">Range {range}: </span>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        inputMode="numeric"
        autoComplete="off"
        placeholder="07:00"
        maxLength={5}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
