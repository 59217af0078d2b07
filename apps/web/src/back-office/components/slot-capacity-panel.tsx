import { useId, useState, type FormEvent } from 'react';
import { checkSlotCapacity } from '@storefront/domain/slot-capacity';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useBusyMode, useBusyModeChange } from '../api/busy-mode';
import '../../components/ui/form.css';
import './busy-mode-panel.css';

/**
 * The owners' slot capacity (issue 19): at most N orders due in any 15-minute slot, or no limit. The checkout
 * then offers only times with room, and the server refuses an order for a full slot. Checked with the domain's
 * rule before it is sent (a capacity below 1 would refuse every order), and again by the server.
 */
export function SlotCapacityPanel({ brand }: { brand: string }) {
  const busy = useBusyMode(brand);
  if (busy.isPending || busy.isError) return null;
  return <SlotCapacityForm brand={brand} saved={busy.data.SlotCapacity} />;
}

function SlotCapacityForm({ brand, saved }: { brand: string; saved: number | null }) {
  const change = useBusyModeChange(brand);
  const id = useId();
  const [value, setValue] = useState(saved === null ? '' : String(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = (capacity: number | null) => {
    setDone(null);
    change.mutate(
      { kind: 'capacity', capacity },
      {
        onSuccess: (state) =>
          setDone(
            state.SlotCapacity === null
              ? 'Saved: no limit per slot.'
              : `Saved: at most ${state.SlotCapacity} per 15 minutes.`,
          ),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text === '') {
      setProblem(null);
      send(null);
      return;
    }
    const checked = checkSlotCapacity(Number(text));
    if (!checked.ok) {
      setProblem(checked.issues[0]?.message ?? 'Give a whole number of orders');
      return;
    }
    setProblem(null);
    send(checked.value);
  };

  return (
    <form className="office__panel slot-capacity" onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>Orders per 15 minutes</h2>
      <CapacityField
        id={id}
        value={value}
        problem={problem}
        onChange={(next) => {
          setValue(next);
          setDone(null);
        }}
      />
      <div className="settings__actions">
        <button type="submit" className={buttonClass('primary')} disabled={change.isPending}>
          Save limit
        </button>
        {saved !== null ? (
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={change.isPending}
            onClick={() => {
              setProblem(null);
              send(null);
            }}
          >
            No limit
          </button>
        ) : null}
        <span role="status" className="settings__saved">
          {done}
        </span>
      </div>
    </form>
  );
}

/** The capacity as typed, with its hint and the problem found with it. */
function CapacityField({
  id,
  value,
  problem,
  onChange,
}: {
  id: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className={problem ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`${id}-capacity`}>
        Most orders due in any 15 minutes <span className="field__optional">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        The checkout then offers only times with room, and an order as soon as possible goes to the first
        quarter hour with room. Leave empty for no limit.
      </p>
      {problem ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {problem}
        </p>
      ) : null}
      <input
        id={`${id}-capacity`}
        className="field__input slot-capacity__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
