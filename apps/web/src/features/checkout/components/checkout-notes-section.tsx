import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '../utils/checkout-form';

/** Anything the kitchen or driver should know (at most 500 characters). */
export function CheckoutNotesSection({ form }: { form: UseFormReturn<CheckoutValues> }) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Notes</legend>
      <label className="field__label" htmlFor="checkout-notes">
        Anything we should know? <span className="field__optional">(optional)</span>
      </label>
      <textarea
        id="checkout-notes"
        className="field__input checkout__notes"
        rows={3}
        maxLength={500}
        {...form.register('notes')}
      />
    </fieldset>
  );
}
