import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { tableProblem } from '../utils/dine-in-table';
import './venue.css';

/**
 * The dine-in notice above the menu: the table the order goes to, at its branch when the QR code named one, and
 * a way to change it.
 */
export function DineInTableBar({
  table,
  branchName,
  onChange,
}: {
  table: number;
  branchName: string | null;
  onChange: () => void;
}) {
  return (
    <div className="dine-in-bar" role="region" aria-label="Your table">
      <div className="container dine-in-bar__inner">
        <strong className="dine-in-bar__table">
          Table {table}
          {branchName ? ` · ${branchName}` : ''}
        </strong>
        <span className="dine-in-bar__text">
          Order here and we bring it to your table. You pay at the table.
        </span>
        <button type="button" className={`${buttonClass('outline')} dine-in-bar__change`} onClick={onChange}>
          Change table
        </button>
      </div>
    </div>
  );
}

interface DineInTableFormProps {
  /** Where the visitor sits: the QR code's branch, else the brand. */
  placeName: string;
  /** The tables there, when they are listed. */
  tables: readonly number[] | undefined;
  /** The QR code's branch, named when a table is not one of its. */
  branchName: string | null;
  /** What was wrong with the QR code's table, if anything. */
  problem: string | null;
  onTable: (table: number) => void;
}

/** `dine-in` without a table: ask for the number on the table before showing the menu. */
export function DineInTableForm({ placeName, tables, branchName, problem, onTable }: DineInTableFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(problem);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = tableProblem(value, tables, branchName);
    setError(found);
    if (!found) onTable(Number(value.trim()));
  }

  return (
    <div className="container venue">
      <section className="venue__card dine-in" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="venue__title">
          Dine in
        </h1>
        <p className="venue__lede">
          Order from your table at {placeName}: tell us where you are sitting and we bring your food to you.
        </p>
        <form className="postcode__form" onSubmit={submit} noValidate>
          <label className="postcode__label" htmlFor={`${id}-table`}>
            Table number
          </label>
          <p id={`${id}-hint`} className="dine-in__hint">
            You’ll find it on the card with the QR code on your table.
          </p>
          <div className="postcode__row">
            <input
              id={`${id}-table`}
              className="postcode__input dine-in__input"
              name="table"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              onChange={(e) => setValue(e.target.value)}
            />
            <button className={buttonClass('primary')} type="submit">
              Start ordering
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="postcode__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}
