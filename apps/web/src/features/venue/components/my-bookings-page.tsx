import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  CustomerEventTicket,
  CustomerReservation,
  EventBooking,
  Reservation,
  VenueFeatures,
} from '@storefront/contract/venue';
import { longDate } from '@storefront/domain/opening-hours';
import type { BannerImages } from '@storefront/domain/page-banner';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { Link } from '../../../lib/router';
import { customerBookingsQuery } from '../api/venue-api';
import './venue.css';
import './my-bookings.css';

interface MyBookingsPageProps {
  brand: string;
  brandName: string;
  customerId: number;
  banner: BannerImages | null;
  /** What the brand offers, for the ways to book when there is nothing yet. */
  features: VenueFeatures | undefined;
}

const RESERVATION_STATUS: Record<Reservation['Status'], string> = {
  Booked: 'Booked',
  Cancelled: 'Cancelled',
};
const TICKET_STATUS: Record<EventBooking['Status'], string> = {
  Confirmed: 'Confirmed',
  PayAtDoor: 'To pay at the door',
  PendingPayment: 'Waiting for payment',
  Cancelled: 'Cancelled',
};

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);
const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/** A booking or a ticket as the list shows it: what, when, where, the reference and how it stands. */
type Entry = { key: string; title: string; when: string; where: string; reference: string; status: string };

function reservationEntry(r: CustomerReservation): Entry {
  return {
    key: `table-${r.Reference}`,
    title: `Table for ${guests(r.PartySize)}`,
    when: `${longDate(r.Date)} at ${r.Time}`,
    where: r.BranchName,
    reference: r.Reference,
    status: RESERVATION_STATUS[r.Status],
  };
}

function ticketEntry(t: CustomerEventTicket): Entry {
  const [date = '', time = ''] = t.StartsAt.split('T');
  return {
    key: `ticket-${t.Reference}`,
    title: `${t.EventTitle} · ${tickets(t.Quantity)}`,
    when: `${longDate(date)} at ${time}`,
    where: t.Place,
    reference: t.Reference,
    status: TICKET_STATUS[t.Status],
  };
}

function EntryList({ title, entries, empty }: { title: string; entries: Entry[]; empty: string }) {
  const id = useId();
  return (
    <section className="my-bookings__group" aria-labelledby={id}>
      <h2 id={id} className="my-bookings__heading">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="my-bookings__none">{empty}</p>
      ) : (
        <ul className="my-bookings__list">
          {entries.map((e) => (
            <li key={e.key}>
              <article className="venue__card my-booking" aria-label={`${e.title}, ${e.when}`}>
                <h3 className="my-booking__title">{e.title}</h3>
                <p className="my-booking__when">{e.when}</p>
                <p className="my-booking__where">{e.where}</p>
                <p className="my-booking__meta">
                  Reference <strong>{e.reference}</strong>
                  <span
                    className={`my-booking__status my-booking__status--${e.status === 'Cancelled' ? 'off' : 'on'}`}
                  >
                    {e.status}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The signed-in customer's table bookings and event tickets at the brand (issue 30), upcoming then past. Only
 * those booked while signed in are theirs: the server reads them by the account, never by an email.
 */
export function MyBookingsPage({ brand, brandName, customerId, banner, features }: MyBookingsPageProps) {
  const list = useQuery(customerBookingsQuery(brand, customerId));
  const all = list.data
    ? [
        ...list.data.Reservations.map((r) => ({ upcoming: r.Upcoming, entry: reservationEntry(r) })),
        ...list.data.Tickets.map((t) => ({ upcoming: t.Upcoming, entry: ticketEntry(t) })),
      ]
    : [];
  const upcoming = all.filter((e) => e.upcoming).map((e) => e.entry);
  const past = all.filter((e) => !e.upcoming).map((e) => e.entry);
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container venue my-bookings">
        <h1 className="venue__title">Bookings and tickets</h1>
        <p className="venue__lede">Your table bookings and event tickets at {brandName}.</p>
        {list.isPending ? (
          <p role="status">Loading your bookings…</p>
        ) : list.isError ? (
          <QueryProblem message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <EntryList title="Upcoming" entries={upcoming} empty="Nothing booked for the days ahead." />
            {past.length > 0 ? <EntryList title="Past" entries={past} empty="" /> : null}
            <p className="my-bookings__actions">
              {features?.TableBookings ? (
                <Link className={buttonClass('primary')} to={brandPath(brand, 'reservation')}>
                  Book a table
                </Link>
              ) : null}
              {features?.Events ? (
                <Link className={buttonClass('outline')} to={brandPath(brand, 'events')}>
                  See our events
                </Link>
              ) : null}
            </p>
            <p className="my-bookings__note">
              Bookings made without signing in are in the emails we sent you.
            </p>
          </>
        )}
      </div>
    </>
  );
}
