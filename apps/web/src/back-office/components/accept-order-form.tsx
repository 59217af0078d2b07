import { useId, useState, type FormEvent } from 'react';
import type { AcceptBody, BoardOrder } from '@storefront/contract/admin';
import { londonClockLabel, readyByIn } from '@storefront/domain/due-time';
import { londonInstants, londonTime } from '@storefront/domain/schedule';
import { buttonClass } from '../../components/ui/button';

const PREP_TIMES = [10, 15, 20, 30, 45, 60];

/** A London wall time as a datetime-local input holds it ('2030-11-27T11:00'). */
const wallValue = (at: Date) => {
  const wall = londonTime(at);
  return `${wall.date}T${wall.time}`;
};

/**
 * "Ready in N min", showing the ready-by it gives: the later of now + N and the order's due time (an order due
 * at 11:00 accepted at 02:40 is ready by 11:00), or a later time staff choose, read on London's clock. The
 * server checks the time again and answers a field error for one it refuses.
 */
export function AcceptOrderForm({
  order,
  now,
  pending,
  onAccept,
}: {
  order: BoardOrder;
  now: Date;
  pending: boolean;
  onAccept: (body: AcceptBody) => void;
}) {
  const id = useId();
  const [prep, setPrep] = useState(order.OrderOption === 'Delivery' ? 30 : 15);
  const [error, setError] = useState<string | null>(null);
  const earliest = new Date(order.EarliestReadyBy);
  const readyBy = readyByIn(
    { placedAt: new Date(order.CreatedAt), dueAt: earliest, now, minMinutes: 0 },
    prep,
  );
  const held = readyBy.getTime() === earliest.getTime() && earliest.getTime() > now.getTime() + prep * 60_000;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('ready-by');
    if (typeof chosen !== 'string' || chosen === '') {
      setError(null);
      return onAccept({ PrepMinutes: prep });
    }
    const [date = '', time = ''] = chosen.split('T');
    const instant = londonInstants(date, time.slice(0, 5))[0];
    if (!instant) return setError('That time does not exist on London’s clock (the clocks go forward)');
    setError(null);
    onAccept({ PrepMinutes: prep, ReadyBy: instant.toISOString() });
  };

  return (
    <form onSubmit={submit} className="order-card__accept" noValidate>
      <div className="order-card__row">
        <label htmlFor={`${id}-prep`}>Ready in</label>
        <select
          id={`${id}-prep`}
          name="prep"
          value={prep}
          onChange={(event) => setPrep(Number(event.target.value))}
          aria-describedby={`${id}-ready-by`}
        >
          {PREP_TIMES.map((m) => (
            <option key={m} value={m}>
              {m} min
            </option>
          ))}
        </select>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          Accept
        </button>
      </div>
      <p id={`${id}-ready-by`} className="order-card__hint">
        Ready by <strong>{londonClockLabel(readyBy, now)}</strong>
        {held ? ' (when it is due)' : ''}
      </p>
      <LaterReadyBy id={id} min={wallValue(readyBy)} error={error} />
    </form>
  );
}

/** A ready-by later than the one offered, typed on London's clock; the form reads it as `ready-by`. */
function LaterReadyBy({ id, min, error }: { id: string; min: string; error: string | null }) {
  return (
    <details className="order-card__later">
      <summary>Choose a later time</summary>
      <label htmlFor={`${id}-at`}>Ready by (London time)</label>
      <input
        id={`${id}-at`}
        name="ready-by"
        type="datetime-local"
        step={60}
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-at-error` : undefined}
      />
      {error ? (
        <p id={`${id}-at-error`} className="admin__error">
          {error}
        </p>
      ) : null}
    </details>
  );
}
