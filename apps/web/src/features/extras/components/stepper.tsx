import './stepper.css';

interface StepperProps {
  value: number;
  /** What is counted, for the buttons' names: 'Garlic mayo' → 'Remove one Garlic mayo'. */
  label: string;
  onStep: (delta: 1 | -1) => void;
  canDecrease: boolean;
  canIncrease: boolean;
  /** Shown instead of the bare number (a weighed line: '1.5 kg × 2'). */
  display?: string;
  size?: 'small' | 'regular';
}

/** A − count + control. The count is announced when it changes. */
export function Stepper({
  value,
  label,
  onStep,
  canDecrease,
  canIncrease,
  display,
  size = 'regular',
}: StepperProps) {
  return (
    <div className={`stepper stepper--${size}`} role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label={`Remove one ${label}`}
        disabled={!canDecrease}
        onClick={() => onStep(-1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <output className="stepper__value" aria-live="polite">
        {display ?? value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={`Add one ${label}`}
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
