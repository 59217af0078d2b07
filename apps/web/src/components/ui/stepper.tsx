import './stepper.css';

interface StepperProps {
  value: number;
  /** What is counted, for the buttons' names: 'Garlic mayo' → 'Remove one Garlic mayo'. */
  label: string;
  onStep: (delta: 1 | -1) => void;
  canDecrease: boolean;
  canIncrease: boolean;
  /** The buttons' names when 'Add one …' / 'Remove one …' do not fit (the popup's quantity). */
  names?: { increase: string; decrease: string };
  size?: 'small' | 'regular';
}

/** A − count + control. The count is announced when it changes (a live region, not a status: a popup has many). */
export function Stepper({
  value,
  label,
  onStep,
  canDecrease,
  canIncrease,
  names,
  size = 'regular',
}: StepperProps) {
  return (
    <div className={`stepper stepper--${size}`} role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label={names?.decrease ?? `Remove one ${label}`}
        disabled={!canDecrease}
        onClick={() => onStep(-1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <span className="stepper__value" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className="stepper__button"
        aria-label={names?.increase ?? `Add one ${label}`}
        disabled={!canIncrease}
        onClick={() => onStep(1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
