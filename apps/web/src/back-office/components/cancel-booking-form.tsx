import { useEffect, useRef } from 'react';
import { CancelBookingBody } from '@storefront/contract/bookings';
import { buttonClass } from '../../components/ui/button';
import { FormAlert, SubmitButton, TextAreaField } from '../../components/ui/form';
import { useZodForm } from '../../components/ui/use-zod-form';

/**
 * Asks for the reason the guest will read (optional) before a booking is cancelled. The server's refusal (already
 * cancelled, refund refused) shows above the field; a reason that is too long shows next to it.
 */
export function CancelBookingForm({
  idPrefix,
  who,
  note,
  pending,
  onCancel,
  onKeep,
}: {
  idPrefix: string;
  /** Whose booking: named in the form's title for screen readers. */
  who: string;
  /** What else happens (a card refund). */
  note?: string;
  pending: boolean;
  onCancel: (body: { Reason: string }, fail: (error: unknown) => void) => void;
  onKeep: () => void;
}) {
  const form = useZodForm({ schema: CancelBookingBody, defaultValues: { Reason: '' }, idPrefix });
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => {
    box.current?.querySelector('textarea')?.focus();
  }, []);
  const submit = form.handleSubmit((body) => onCancel(body, (error) => form.setServerError(error)));
  return (
    <form
      ref={box}
      className="bookings__cancel"
      onSubmit={submit}
      noValidate
      aria-label={`Cancel the booking of ${who}`}
    >
      <FormAlert message={form.formError} />
      <TextAreaField
        label="Reason for the guest"
        control={form.field('Reason')}
        hint={`Sent to the guest in the cancellation email.${note ? ` ${note}` : ''}`}
        optional
        rows={2}
        maxLength={300}
      />
      <div className="bookings__cancel-actions">
        <SubmitButton pending={pending} pendingLabel="Cancelling…">
          Cancel booking
        </SubmitButton>
        <button type="button" className={buttonClass('outline')} onClick={onKeep} disabled={pending}>
          Keep booking
        </button>
      </div>
    </form>
  );
}
