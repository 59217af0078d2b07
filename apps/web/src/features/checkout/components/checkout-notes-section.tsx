import { describedBy, FieldShell } from '../../../components/ui/form';
import type { UseFormReturn } from 'react-hook-form';
import { ALLERGY_NOTE_MAX } from '@storefront/contract/order';
import { NOTES_MAX, type CheckoutValues } from '../utils/checkout-form';

/**
 * Anything the kitchen or driver should know, and apart from it an allergy or dietary requirement: that one is
 * printed boxed on the kitchen's ticket. No maxLength on the text areas: a browser cuts a longer paste without
 * a word, so the visitor sees the count and the form's message instead, and keeps what they typed.
 */
export function CheckoutNotesSection({
  form,
  amending = false,
}: {
  form: UseFormReturn<CheckoutValues>;
  /** Changing a placed order: its allergy note stays as it was placed. */
  amending?: boolean;
}) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Notes</legend>
      {amending ? null : (
        <NoteField
          form={form}
          name="allergyNote"
          label="Allergy or dietary requirement"
          max={ALLERGY_NOTE_MAX}
          rows={2}
          intro="Tell the kitchen about any allergy. Check each dish's allergens before you order."
        />
      )}
      <NoteField form={form} name="notes" label="Anything else we should know?" max={NOTES_MAX} rows={3} />
    </fieldset>
  );
}

function NoteField({
  form,
  name,
  label,
  max,
  rows,
  intro,
}: {
  form: UseFormReturn<CheckoutValues>;
  name: 'notes' | 'allergyNote';
  label: string;
  max: number;
  rows: number;
  intro?: string;
}) {
  const id = name === 'notes' ? 'checkout-notes' : 'checkout-allergy-note';
  const length = form.watch(name).trim().length;
  const error = form.formState.errors[name]?.message;
  return (
    <FieldShell
      id={id}
      label={label}
      optional
      error={error}
      hint={
        <span aria-live={length > max ? 'polite' : 'off'}>
          {intro ? `${intro} ` : ''}
          {length} of {max} characters
        </span>
      }
    >
      <textarea
        id={id}
        className="field__input checkout__notes"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, Boolean(error))}
        {...form.register(name)}
      />
    </FieldShell>
  );
}
