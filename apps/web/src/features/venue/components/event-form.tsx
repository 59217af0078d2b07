import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BookEventBody,
  type EventBooking,
  type EventItem,
  type EventPayment,
} from '@storefront/contract/venue';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePaymentOptions } from '../../../lib/queries/payment-options';
import { afterRefresh } from '../../../lib/retry';
import { bookEvent } from '../api/venue-api';
import { EventCardPayment } from './event-card-payment';

type Booker = { Name: string; Email: string };
type BookerErrors = Partial<Booker>;
type PayBy = 'door' | 'card';

/** Booking seats for one event: tickets, who books, and (for a paid event, where cards are taken) how to pay. */
export function EventForm({
  id,
  brand,
  event,
  onBooked,
}: {
  id: string;
  brand: string;
  event: EventItem;
  onBooked: (booking: EventBooking) => void;
}) {
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [booker, setBooker] = useState<Booker>({ Name: '', Email: '' });
  const [errors, setErrors] = useState<BookerErrors>({});
  const options = usePaymentOptions(brand);
  const cardOffered = event.Price > 0 && options.data?.Card === true;
  const [payBy, setPayBy] = useState<PayBy>('door');
  const { book, held } = useBooking(brand, onBooked);
  const most = Math.min(event.MaxTicketsPerBooking, event.SeatsLeft);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = BookEventBody.safeParse({
      BrandFlavor: brand,
      EventId: event.EventId,
      Quantity: quantity,
      ...booker,
      ...(cardOffered ? { PayBy: payBy } : {}),
    });
    if (!parsed.success) return setErrors(bookerErrors(parsed.error.issues));
    setErrors({});
    book.mutate(parsed.data);
  }

  if (held)
    return (
      <EventCardPayment
        id={id}
        brand={brand}
        held={held}
        label={options.data?.Label ?? 'Card'}
        onBooked={(booking) => {
          void queryClient.invalidateQueries({ queryKey: ['venue', 'events', brand] });
          onBooked(booking);
        }}
      />
    );
  return (
    <form
      id={id}
      className="event__form"
      onSubmit={submit}
      noValidate
      aria-label={`Book seats for ${event.Title}`}
    >
      <TicketsField id={id} event={event} most={most} quantity={quantity} onChange={setQuantity} />
      <BookerFields id={id} booker={booker} errors={errors} onChange={setBooker} />
      {cardOffered ? (
        <PayByChoice id={id} payBy={payBy} onChange={setPayBy} test={options.data?.Provider === 'test'} />
      ) : null}
      {book.isError ? (
        <p className="venue__problem" role="alert">
          {errorMessage(book.error)}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={book.isPending}>
        {book.isPending ? 'Booking…' : bookLabel(event, cardOffered && payBy === 'card')}
      </button>
    </form>
  );
}

/** What booking does: free seats, seats paid at the door, or on to the card step. */
const bookLabel = (event: EventItem, byCard: boolean) =>
  event.Price === 0 ? 'Book free seats' : byCard ? 'Continue to payment' : 'Book, pay at the door';

/** How many tickets, each priced with the total for a paid event. */
function TicketsField({
  id,
  event,
  most,
  quantity,
  onChange,
}: {
  id: string;
  event: EventItem;
  /** The most one booking may take: the event's limit or the seats left. */
  most: number;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-qty`}>
        Tickets
      </label>
      <select
        id={`${id}-qty`}
        className="field__input"
        value={quantity}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n} {event.Price > 0 ? `(£${(n * event.Price).toFixed(2)})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The booking call; a booking paid now comes back held, with the payment the card step completes. */
function useBooking(brand: string, onBooked: (booking: EventBooking) => void) {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<{ booking: EventBooking; payment: EventPayment } | null>(null);
  const book = useMutation({
    mutationFn: (body: BookEventBody) => bookEvent(brand, body),
    // Signed in, the tickets go on the account: an expired login is refreshed and the booking sent again.
    ...afterRefresh,
    onSuccess: ({ booking, payment }) => {
      void queryClient.invalidateQueries({ queryKey: ['venue', 'events', brand] });
      void queryClient.invalidateQueries({ queryKey: ['venue', 'event-bookings', brand] });
      if (payment) setHeld({ booking, payment });
      else onBooked(booking);
    },
    onError: (error) => {
      // Seats ran out meanwhile: show the seats that are left.
      if (error instanceof ApiError && error.httpStatus === 409)
        void queryClient.invalidateQueries({ queryKey: ['venue', 'events', brand] });
    },
  });
  return { book, held };
}

/** The first message for each of the booker's fields. */
function bookerErrors(issues: { path: PropertyKey[]; message: string }[]): BookerErrors {
  const next: BookerErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'Name' || field === 'Email') && !next[field]) next[field] = issue.message;
  }
  return next;
}

function BookerFields({
  id,
  booker,
  errors,
  onChange,
}: {
  id: string;
  booker: Booker;
  errors: BookerErrors;
  onChange: (booker: Booker) => void;
}) {
  return (['Name', 'Email'] as const).map((field) => (
    <div key={field} className={errors[field] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {field}
      </label>
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="field__error">
          {errors[field]}
        </p>
      ) : null}
      <input
        id={`${id}-${field}`}
        className="field__input"
        type={field === 'Email' ? 'email' : 'text'}
        autoComplete={field === 'Email' ? 'email' : 'name'}
        value={booker[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => onChange({ ...booker, [field]: e.target.value })}
      />
    </div>
  ));
}

function PayByChoice({
  id,
  payBy,
  onChange,
  test,
}: {
  id: string;
  payBy: PayBy;
  onChange: (payBy: PayBy) => void;
  test: boolean;
}) {
  return (
    <fieldset className="event__pay-by">
      <legend className="field__label">How would you like to pay?</legend>
      <label className="event__pay-option">
        <input type="radio" name={`${id}-pay`} checked={payBy === 'door'} onChange={() => onChange('door')} />
        At the door
      </label>
      <label className="event__pay-option">
        <input type="radio" name={`${id}-pay`} checked={payBy === 'card'} onChange={() => onChange('card')} />
        By card now{test ? ' (Test payment)' : ''}
      </label>
    </fieldset>
  );
}
