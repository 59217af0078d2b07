import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BookEventBody,
  type EventBooking,
  type EventItem,
  type EventPayment,
} from '@storefront/contract/venue';
import { longDate } from '@storefront/domain/opening-hours';
import type { BannerImages } from '@storefront/domain/page-banner';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { QueryProblem } from '../../../components/ui/query-problem';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { useSearchParams } from '../../../lib/router';
import { local, session } from '../../../lib/storage';
import { usePaymentOptions } from '../../../lib/queries/payment-options';
import { CardStep } from '../../../components/card-payment/card-step';
import { bookEvent, eventPayment, eventsQuery, myEventBookingsQuery } from '../api/venue-api';
import '../../../components/card-payment/pay.css';
import '../../../components/ui/form.css';
import './venue.css';

const price = (pounds: number) => (pounds === 0 ? 'Free' : `£${pounds.toFixed(2)}`);
const when = (startsAt: string) => {
  const [date = '', time = ''] = startsAt.split('T');
  return `${longDate(date)}, ${time}`;
};

/** `events`: upcoming events with date, place, price and seats left, and booking tickets. */
export function EventsPage({ brand, banner }: { brand: string; banner: BannerImages | null }) {
  const list = useQuery(eventsQuery(brand));
  const [open, setOpen] = useState<number | null>(null);
  const [justBooked, setBooked] = useState<EventBooking | null>(null);
  // Back from Stripe's bank step (`events?booking=REF`): the server checks that booking's payment, once.
  const [params] = useSearchParams();
  const [returned] = useState(() => params.get('booking'));
  const returnCheck = useQuery({
    queryKey: ['venue', 'event-payment-return', returned],
    queryFn: () => eventPayment(brand, returned!, true),
    enabled: Boolean(returned),
    retry: false,
    staleTime: Infinity,
  });
  const booked =
    justBooked ?? (returnCheck.data?.Booking.Status === 'Confirmed' ? returnCheck.data.Booking : null);
  const hasTickets = Boolean(session.get('event_access_token')) && !local.get('access_token');
  const mine = useQuery({ ...myEventBookingsQuery(brand), enabled: hasTickets || booked !== null });
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container venue">
        <h1 className="venue__title">Events</h1>
        <p className="venue__lede">Tastings, quiz nights and classes. Book your seats online.</p>
        {booked ? (
          <div className="venue__card event-done" role="status">
            <strong>
              {booked.Quantity === 1 ? '1 ticket' : `${booked.Quantity} tickets`} booked for{' '}
              {booked.EventTitle}
            </strong>
            <span>
              Reference <strong>{booked.Reference}</strong>
              {booked.Status === 'PayAtDoor'
                ? ` · £${booked.Total.toFixed(2)} to pay at the door`
                : booked.Total > 0
                  ? ` · £${booked.Total.toFixed(2)} paid by card`
                  : ''}
              . We have emailed you the details.
            </span>
          </div>
        ) : null}
        {list.isPending ? (
          <p role="status">Loading events…</p>
        ) : list.isError ? (
          <QueryProblem message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="venue__card">There are no events coming up. Please check back soon.</p>
        ) : (
          <ul className="events" aria-label="Upcoming events">
            {list.data.map((event) => (
              <EventCard
                key={event.EventId}
                brand={brand}
                event={event}
                open={open === event.EventId}
                onOpen={() => setOpen(open === event.EventId ? null : event.EventId)}
                onBooked={(booking) => {
                  setOpen(null);
                  setBooked(booking);
                  window.scrollTo({ top: 0 });
                }}
              />
            ))}
          </ul>
        )}
        {mine.data && mine.data.length > 0 ? (
          <section className="venue__card my-tickets" aria-labelledby="my-tickets-title">
            <h2 id="my-tickets-title" className="my-tickets__title">
              Your tickets
            </h2>
            <ul className="my-tickets__list">
              {mine.data.map((b) => (
                <li key={b.Reference}>
                  <strong>{b.EventTitle}</strong> · {when(b.StartsAt)} · {b.Quantity}{' '}
                  {b.Quantity === 1 ? 'ticket' : 'tickets'} · {b.Reference}
                  {b.Status === 'PendingPayment'
                    ? ' · waiting for payment'
                    : b.Status === 'Cancelled'
                      ? ' · cancelled, not paid in time'
                      : b.Status === 'PayAtDoor'
                        ? ' · to pay at the door'
                        : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

function EventCard({
  brand,
  event,
  open,
  onOpen,
  onBooked,
}: {
  brand: string;
  event: EventItem;
  open: boolean;
  onOpen: () => void;
  onBooked: (booking: EventBooking) => void;
}) {
  const id = useId();
  const soldOut = event.SeatsLeft <= 0;
  const seats = soldOut
    ? 'Sold out'
    : event.SeatsLeft === 1
      ? '1 seat left'
      : `${event.SeatsLeft} seats left`;
  return (
    <li className="event" aria-labelledby={`${id}-title`}>
      {event.Image ? <img className="event__image" src={event.Image} alt="" loading="lazy" /> : null}
      <div className="event__body">
        <h2 id={`${id}-title`} className="event__title">
          {event.Title}
        </h2>
        <dl className="event__facts">
          <dt>When</dt>
          <dd>{when(event.StartsAt)}</dd>
          <dt>Where</dt>
          <dd>{event.Place}</dd>
          <dt>Price</dt>
          <dd>{price(event.Price)}</dd>
        </dl>
        {event.Description ? <p className="event__text">{event.Description}</p> : null}
        <div className="event__foot">
          <span className={soldOut ? 'event__seats event__seats--out' : 'event__seats'}>{seats}</span>
          {soldOut ? null : (
            <button
              type="button"
              className={buttonClass(open ? 'outline' : 'primary')}
              aria-expanded={open}
              aria-controls={`${id}-form`}
              onClick={onOpen}
            >
              {open ? 'Close' : 'Book seats'}
              <span className="visually-hidden"> for {event.Title}</span>
            </button>
          )}
        </div>
        {open && !soldOut ? (
          <EventForm id={`${id}-form`} brand={brand} event={event} onBooked={onBooked} />
        ) : null}
      </div>
    </li>
  );
}

function EventForm({
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ Name?: string; Email?: string }>({});
  const options = usePaymentOptions(brand);
  const cardOffered = event.Price > 0 && options.data?.Card === true;
  const [payBy, setPayBy] = useState<'door' | 'card'>('door');
  const [held, setHeld] = useState<{ booking: EventBooking; payment: EventPayment } | null>(null);
  const book = useMutation({
    mutationFn: bookEvent,
    onSuccess: ({ booking, payment }) => {
      void queryClient.invalidateQueries({ queryKey: ['venue', 'events', brand] });
      void queryClient.invalidateQueries({ queryKey: ['venue', 'event-bookings', brand] });
      if (payment) setHeld({ booking, payment });
      else onBooked(booking);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 409)
        void queryClient.invalidateQueries({ queryKey: ['venue', 'events', brand] });
    },
  });
  const most = Math.min(event.MaxTicketsPerBooking, event.SeatsLeft);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = BookEventBody.safeParse({
      BrandFlavor: brand,
      EventId: event.EventId,
      Quantity: quantity,
      Name: name,
      Email: email,
      ...(cardOffered ? { PayBy: payBy } : {}),
    });
    if (!parsed.success) {
      const next: { Name?: string; Email?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'Name' || field === 'Email') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-qty`}>
          Tickets
        </label>
        <select
          id={`${id}-qty`}
          className="field__input"
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
        >
          {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} {event.Price > 0 ? `(£${(n * event.Price).toFixed(2)})` : ''}
            </option>
          ))}
        </select>
      </div>
      {(['Name', 'Email'] as const).map((field) => (
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
            value={field === 'Email' ? email : name}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            onChange={(e) => (field === 'Email' ? setEmail(e.target.value) : setName(e.target.value))}
          />
        </div>
      ))}
      {cardOffered ? (
        <fieldset className="event__pay-by">
          <legend className="field__label">How would you like to pay?</legend>
          <label className="event__pay-option">
            <input
              type="radio"
              name={`${id}-pay`}
              checked={payBy === 'door'}
              onChange={() => setPayBy('door')}
            />
            At the door
          </label>
          <label className="event__pay-option">
            <input
              type="radio"
              name={`${id}-pay`}
              checked={payBy === 'card'}
              onChange={() => setPayBy('card')}
            />
            By card now{options.data?.Provider === 'test' ? ' (Test payment)' : ''}
          </label>
        </fieldset>
      ) : null}
      {book.isError ? (
        <p className="venue__problem" role="alert">
          {errorMessage(book.error)}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={book.isPending}>
        {book.isPending
          ? 'Booking…'
          : event.Price === 0
            ? 'Book free seats'
            : cardOffered && payBy === 'card'
              ? 'Continue to payment'
              : 'Book, pay at the door'}
      </button>
    </form>
  );
}

/** The card step of a booking paid now: its seats are held until the payment is confirmed (or the time runs out). */
function EventCardPayment({
  id,
  brand,
  held,
  label,
  onBooked,
}: {
  id: string;
  brand: string;
  held: { booking: EventBooking; payment: EventPayment };
  label: string;
  onBooked: (booking: EventBooking) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { booking, payment } = held;
  const amount = `£${(payment.AmountPence / 100).toFixed(2)}`;
  const until = booking.PaymentDueBy
    ? new Date(booking.PaymentDueBy).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
    : null;
  const back = new URL(brandPath(brand, 'events'), window.location.origin);
  back.searchParams.set('booking', booking.Reference);
  const check = async () => {
    const result = await eventPayment(brand, booking.Reference, true);
    if (result.Booking.Status === 'Confirmed') onBooked(result.Booking);
    else if (result.Booking.Status === 'Cancelled')
      setProblem('The time to pay ran out, so the seats were given back. Please book again.');
    else if (result.Message) setProblem(result.Message);
  };
  return (
    <section id={id} className="event__form" aria-label={`Pay for ${booking.EventTitle}`}>
      <p className="pay__hold">
        {booking.Quantity === 1 ? 'Your seat is' : `Your ${booking.Quantity} seats are`} held
        {until ? ` until ${until}` : ''} while you pay {amount}.
      </p>
      <CardStep
        brand={brand}
        label={label}
        provider={payment.Provider}
        amountLabel={amount}
        begin={() => Promise.resolve(payment.ClientSecret)}
        onTestDone={async (result) => {
          setProblem(null);
          // A declined card is said by the card form itself; another card may be tried.
          if (result.status === 'failed') return;
          await check().catch((error: unknown) => setProblem(errorMessage(error)));
        }}
        stripe={{
          publishableKey: payment.PublishableKey,
          clientSecret: payment.ClientSecret,
          returnUrl: back.toString(),
        }}
      />
      {problem ? (
        <p className="venue__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
