import { describedBy, FieldShell } from '../../../components/ui/form';
import type { UseFormReturn } from 'react-hook-form';
import { NOTES_MAX, type CheckoutValues } from '../utils/checkout-form';

const ID = 'checkout-notes';

/**
 * Anything the kitchen or driver should know. No maxLength on the text area: a browser cuts a longer paste
 * without a word, so the visitor sees the count and the form's message instead, and keeps what they typed.
 */
export function CheckoutNotesSection({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const length = form.watch('notes').trim().length;
  const error = form.formState.errors.notes?.message;
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Notes</legend>
      <FieldShell
        id={ID}
        label="Anything we should know?"
        optional
        error={error}
        hint={
          <span aria-live={length > NOTES_MAX ? 'polite' : 'off'}>
            {length} of {NOTES_MAX} characters
          </span>
        }
      >
        <textarea
          id={ID}
          className="field__input checkout__notes"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ID, true, Boolean(error))}
          {...form.register('notes')}
        />
      </FieldShell>
    </fieldset>
  );
}
