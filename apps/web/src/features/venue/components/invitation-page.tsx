import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationBody, Invitation } from '@storefront/contract/venue';
import { longDate } from '@storefront/domain/opening-hours';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { Link } from '../../../lib/router';
import { acceptInvitation, invitationQuery } from '../api/venue-api';
import '../../../components/ui/form.css';
import './venue.css';

const when = (startsAt: string) => {
  const [date = '', time = ''] = startsAt.split('T');
  return `${longDate(date)}, ${time}`;
};

/** `invitation`: the guest opens the emailed link, sees what it offers and accepts it, or learns why not. */
export function InvitationPage({
  brand,
  token,
  eventsHref,
}: {
  brand: string;
  token: string | null;
  eventsHref: string;
}) {
  return (
    <div className="container venue venue--narrow">
      <h1 className="venue__title">Invitation</h1>
      {token ? (
        <InvitationBody brand={brand} token={token} eventsHref={eventsHref} />
      ) : (
        <p className="venue__card">
          This page opens from an invitation link. Please use the link you were sent.
        </p>
      )}
    </div>
  );
}

function InvitationBody({ brand, token, eventsHref }: { brand: string; token: string; eventsHref: string }) {
  const invitation = useQuery(invitationQuery(brand, token));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const accept = useMutation({
    mutationFn: (body: AcceptInvitationBody) => acceptInvitation(brand, body),
  });

  if (invitation.isPending) return <p role="status">Opening your invitation…</p>;
  if (invitation.isError)
    return (
      <div className="venue__card invitation" role="alert">
        <p className="venue__problem">{errorMessage(invitation.error)}</p>
      </div>
    );
  const inv = invitation.data;
  const seats = inv.Seats === 1 ? '1 seat' : `${inv.Seats} seats`;
  if (accept.isSuccess)
    return (
      <InvitationAccepted
        invitation={inv}
        seats={seats}
        reference={accept.data.Reference}
        eventsHref={eventsHref}
      />
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Enter your name');
      return;
    }
    setNameError('');
    accept.mutate({ BrandFlavor: brand, Token: token, Name: name.trim() });
  }

  return (
    <section className="venue__card invitation" aria-labelledby="invitation-title">
      <h2 id="invitation-title" className="booking-done__title">
        {inv.EventTitle}
      </h2>
      <dl className="booking-done__facts">
        <dt>When</dt>
        <dd>{when(inv.StartsAt)}</dd>
        <dt>Where</dt>
        <dd>{inv.Place}</dd>
        <dt>For</dt>
        <dd>
          {seats}, complimentary, for {inv.Email}
        </dd>
      </dl>
      {inv.Status !== 'Valid' ? (
        <>
          <p className="venue__problem" role="alert">
            {inv.Message}
          </p>
          <Link className={buttonClass('outline')} to={eventsHref}>
            See our events
          </Link>
        </>
      ) : (
        <AcceptForm
          name={name}
          nameError={nameError}
          onName={setName}
          onSubmit={submit}
          pending={accept.isPending}
          error={accept.isError ? accept.error : null}
        />
      )}
    </section>
  );
}

function InvitationAccepted({
  invitation: inv,
  seats,
  reference,
  eventsHref,
}: {
  invitation: Invitation;
  seats: string;
  reference: string;
  eventsHref: string;
}) {
  return (
    <section className="venue__card invitation" role="status" aria-label="Invitation accepted">
      <h2 className="booking-done__title">See you there!</h2>
      <p>
        {seats} booked for <strong>{inv.EventTitle}</strong>, {when(inv.StartsAt)}, {inv.Place}.
      </p>
      <p className="booking-done__reference">
        Reference <strong>{reference}</strong>
      </p>
      <Link className={buttonClass('outline')} to={eventsHref}>
        See all events
      </Link>
    </section>
  );
}

/** The guest's name, the one thing accepting asks for. */
function AcceptForm({
  name,
  nameError,
  onName,
  onSubmit,
  pending,
  error,
}: {
  name: string;
  nameError: string;
  onName: (name: string) => void;
  onSubmit: (e: FormEvent) => void;
  pending: boolean;
  /** Why accepting failed, if it did. */
  error: Error | null;
}) {
  return (
    <form className="invitation__form" onSubmit={onSubmit} noValidate>
      <div className={nameError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="invitation-name">
          Your name
        </label>
        {nameError ? (
          <p id="invitation-name-error" className="field__error">
            {nameError}
          </p>
        ) : null}
        <input
          id="invitation-name"
          className="field__input"
          autoComplete="name"
          value={name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'invitation-name-error' : undefined}
          onChange={(e) => onName(e.target.value)}
        />
      </div>
      {error ? (
        <p className="venue__problem" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={pending}>
        {pending ? 'Accepting…' : 'Accept invitation'}
      </button>
    </form>
  );
}
