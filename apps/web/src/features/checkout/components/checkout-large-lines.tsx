import { useId } from 'react';

/**
 * Asks once about dish lines of unusual size (domain largeDishLines) before the order can be placed: a
 * checkbox beside the button, cleared again when the lines change.
 */
export function CheckoutLargeLines({
  lines,
  confirmed,
  onConfirm,
}: {
  lines: readonly string[];
  confirmed: boolean;
  onConfirm: (yes: boolean) => void;
}) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <div className="checkout__large" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="checkout__large-title">
        That is a lot for one order: {lines.join(', ')}.
      </p>
      <label className="checkout__large-check">
        <input type="checkbox" checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />
        Yes, that is what I want to order
      </label>
    </div>
  );
}
