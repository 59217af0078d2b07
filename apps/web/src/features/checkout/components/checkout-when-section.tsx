import type { UseFormReturn } from 'react-hook-form';
import { londonClockLabel } from '@storefront/domain/due-time';
import type { CheckoutValues } from '../utils/checkout-form';

interface CheckoutWhenSectionProps {
  form: UseFormReturn<CheckoutValues>;
  when: CheckoutValues['when'];
  /** The times on offer (busy mode's extra minutes added, full slots left out). */
  slots: { At: string; Label: string }[];
  /** The earliest time as soon as possible can be at the order's branch, when the brand's rules are known. */
  earliest: Date | null;
  busy: { ExtraMinutes: number } | null;
}

/** When: as soon as possible (from the earliest time) or a chosen slot on the London clock. */
export function CheckoutWhenSection({ form, when, slots, earliest, busy }: CheckoutWhenSectionProps) {
  const error = form.formState.errors.slot;
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">When?</legend>
      <div className="checkout__choices">
        <label className={when === 'asap' ? 'checkout__choice checkout__choice--on' : 'checkout__choice'}>
          <input type="radio" value="asap" {...form.register('when')} />
          As soon as possible
          {earliest ? (
            <span className="checkout__choice-note">from {londonClockLabel(earliest, new Date())}</span>
          ) : null}
        </label>
        <label className={when === 'later' ? 'checkout__choice checkout__choice--on' : 'checkout__choice'}>
          <input type="radio" value="later" {...form.register('when')} disabled={slots.length === 0} />
          Choose a time
        </label>
      </div>
      {busy ? (
        <p className="checkout__busy">
          We are busy right now: times are {busy.ExtraMinutes} minutes later than usual.
        </p>
      ) : null}
      {when === 'later' ? (
        <div className="field">
          <label className="field__label" htmlFor="checkout-slot">
            Time
          </label>
          {error ? (
            <p id="checkout-slot-error" className="field__error">
              {error.message}
            </p>
          ) : null}
          <select
            id="checkout-slot"
            className="field__input checkout__select"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'checkout-slot-error' : undefined}
            {...form.register('slot')}
          >
            <option value="">Choose a time</option>
            {slots.map((slot) => (
              <option key={slot.At} value={slot.At}>
                {slot.Label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}
