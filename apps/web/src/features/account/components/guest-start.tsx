import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { GuestDetails } from '@storefront/contract/order';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert, SubmitButton, TextField, EmailField } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { brandPath } from '../../../lib/links';
import { brandLocal } from '../../../lib/brand-storage';
import { startGuestSession } from '../api/guest-session';

/**
 * 'Continue as guest' (spec §2 `login` without `guest=false`): the guest's details start a guest session
 * (a session access token, spec §4 "Visitor states"), and the guest checkout (`guest`) opens.
 */
export function GuestStart({ brand, training }: { brand: string; training: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (guest: GuestDetails) => startGuestSession(brand, guest),
  });
  const own = brandLocal(brand);
  const form = useZodForm({
    schema: GuestDetails,
    defaultValues: {
      Email: own.get('guestEmail') ?? '',
      FirstName: own.get('guestFirstName') ?? '',
      LastName: own.get('guestLastName') ?? '',
      Mobile: own.get('guestContact') ?? '',
    },
    idPrefix: 'guest',
  });
  const submit = form.handleSubmit((guest) =>
    start.mutate(guest, {
      onSuccess: () => void navigate(brandPath(brand, training ? 'guest?training=true' : 'guest')),
      onError: (error) => form.setServerError(error),
    }),
  );

  // The button that opened the form is gone: the focus moves to the form's first field.
  useEffect(() => {
    if (open) document.getElementById('guest-Email')?.focus();
  }, [open]);

  if (!open) {
    return (
      <button
        type="button"
        className={buttonClass('outline')}
        aria-expanded={false}
        aria-controls="guest-form"
        onClick={() => setOpen(true)}
      >
        Continue as guest
      </button>
    );
  }
  return (
    <section className="auth-guest" id="guest-form" aria-labelledby="guest-title">
      <h2 id="guest-title" className="auth-guest__title">
        Continue as guest
      </h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="guest-title">
        <FormAlert message={form.formError} />
        <EmailField label="Email address" control={form.field('Email')} hint="For your order confirmation." />
        <div className="form-pair">
          <TextField label="First name" control={form.field('FirstName')} autoComplete="given-name" />
          <TextField label="Last name" control={form.field('LastName')} autoComplete="family-name" optional />
        </div>
        <TextField
          label="Mobile number"
          control={form.field('Mobile')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="In case we need to reach you about your order."
        />
        <SubmitButton pending={start.isPending} pendingLabel="Starting…">
          Continue to checkout
        </SubmitButton>
      </form>
    </section>
  );
}
