import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EventBooking, EventItem } from '@storefront/contract/venue';
import { longDate } from '@storefront/domain/opening-hours';
import type { BannerImages } from '@storefront/domain/page-banner';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { useSearchParams } from '../../../lib/router';
import { brandLocal, brandSession } from '../../../lib/brand-storage';
import { eventPayment, eventsQuery, myEventBookingsQuery } from '../api/venue-api';
import { EventForm } from './event-form';
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
  const hasTickets =
    Boolean(brandSession(brand).get('event_access_token')) && !brandLocal(brand).get('access_token');
  const mine = useQuery({ ...myEventBookingsQuery(brand), enabled: hasTickets || booked !== null });
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container venue">
        <h1 className="venue__title">Events</h1>
        <p className="venue__lede">Tastings, quiz nights and classes. Book your seats online.</p>
        {booked ? <BookedNotice booked={booked} /> : null}
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
        {mine.data && mine.data.length > 0 ? <MyTickets bookings={mine.data} /> : null}
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

/** Said at the top once seats are booked, here or back from the bank's payment step. */
function BookedNotice({ booked }: { booked: EventBooking }) {
  return (
    <div className="venue__card event-done" role="status">
      <strong>
        {booked.Quantity === 1 ? '1 ticket' : `${booked.Quantity} tickets`} booked for {booked.EventTitle}
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
  );
}

/** The bookings of whoever is signed in, or whose tickets this browser holds. */
function MyTickets({ bookings }: { bookings: EventBooking[] }) {
  return (
    <section className="venue__card my-tickets" aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className="my-tickets__title">
        Your tickets
      </h2>
      <ul className="my-tickets__list">
        {bookings.map((b) => (
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
  );
}
