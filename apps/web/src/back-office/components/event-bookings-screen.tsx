import { useId, useState } from 'react';
import type { StaffEvent, StaffEventBooking } from '@storefront/contract/bookings';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { formatPrice } from '../../lib/format';
import { useCancelEventBooking, useEventBookings } from '../api/bookings';
import { CancelBookingForm } from './cancel-booking-form';
import './bookings.css';

/** 'Fri 4 Dec 2026, 19:30' from a London wall time. */
function when(startsAt: string): string {
  const [date = '', time = ''] = startsAt.split('T');
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${time}`;
}

/** Where a booking's money stands, in the words staff use at the door. */
function paymentLabel(b: StaffEventBooking): { text: string; tone: string } {
  if (b.Status === 'Cancelled')
    return {
      text: b.Refunded > 0 ? `Cancelled · ${formatPrice(b.Refunded)} refunded` : 'Cancelled',
      tone: 'chip--Cancelled',
    };
  if (b.Status === 'PendingPayment') return { text: 'Awaiting card payment', tone: 'chip--Placed' };
  if (b.Payment === 'Free') return { text: 'Free', tone: 'chip--Ready' };
  if (b.Payment === 'Card') return { text: `Paid by card · ${formatPrice(b.Total)}`, tone: 'chip--Ready' };
  return { text: `Pay at the door · ${formatPrice(b.Total)}`, tone: 'chip--Accepted' };
}

const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/**
 * Event attendee lists (all staff), upcoming events first: who booked, how many tickets, paid, free or still to
 * pay, and seats taken against the event's seats. Printable for the door (the print stylesheet drops the
 * controls). A booking can be cancelled with a reason; a card payment is refunded.
 */
export function EventBookingsScreen({ brand }: { brand: string }) {
  const events = useEventBookings(brand);
  const [done, setDone] = useState<string | null>(null);
  const upcoming = (events.data ?? []).filter((e) => e.Upcoming);
  const past = (events.data ?? []).filter((e) => !e.Upcoming);
  return (
    <div className="office bookings">
      <div className="office__head bookings__head">
        <div>
          <h1>Events</h1>
          <p className="admin__muted">Attendee lists, upcoming events first.</p>
        </div>
        <button
          type="button"
          className={buttonClass('outline', 'bookings__print')}
          onClick={() => window.print()}
        >
          Print attendee lists
        </button>
      </div>
      {events.isPending ? <p role="status">Loading events…</p> : null}
      {events.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(events.error)}
        </p>
      ) : null}
      <div aria-live="polite">{done ? <p className="bookings__done">{done}</p> : null}</div>
      {events.data && events.data.length === 0 ? (
        <p className="office__panel admin__muted">This brand has no events.</p>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="events-upcoming">
          <h2 id="events-upcoming" className="bookings__group">
            Upcoming events
          </h2>
          {upcoming.map((e) => (
            <EventPanel key={e.EventId} brand={brand} event={e} onCancelled={setDone} />
          ))}
        </section>
      ) : events.data && events.data.length > 0 ? (
        <p className="admin__muted">No upcoming events.</p>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="events-past" className="bookings__past">
          <h2 id="events-past" className="bookings__group">
            Past events
          </h2>
          {past.map((e) => (
            <EventPanel key={e.EventId} brand={brand} event={e} onCancelled={setDone} />
          ))}
        </section>
      ) : null}
    </div>
  );
}

function EventPanel({
  brand,
  event: e,
  onCancelled,
}: {
  brand: string;
  event: StaffEvent;
  onCancelled: (message: string) => void;
}) {
  const id = useId();
  const live = e.Bookings.filter((b) => b.Status !== 'Cancelled');
  const count = (pick: (b: StaffEventBooking) => boolean) =>
    live.filter(pick).reduce((sum, b) => sum + b.Tickets, 0);
  const paid = count((b) => b.Status === 'Confirmed');
  const door = count((b) => b.Status === 'PayAtDoor');
  const pending = count((b) => b.Status === 'PendingPayment');
  return (
    <article
      className="office__panel bookings__event"
      aria-labelledby={`${id}-title`}
      data-event-id={e.EventId}
    >
      <header className="bookings__event-head">
        <h3 id={`${id}-title`}>{e.Title}</h3>
        <p className="bookings__event-meta">
          {when(e.StartsAt)} · {e.Place} · {e.Price > 0 ? `${formatPrice(e.Price)} a ticket` : 'Free'}
        </p>
        <p className="bookings__seats">
          <strong>
            {e.SeatsTaken} of {e.Seats}
          </strong>{' '}
          seats taken
          {live.length > 0 ? (
            <>
              {' · '}
              {[
                paid ? `${paid} confirmed` : null,
                door ? `${door} to pay at the door` : null,
                pending ? `${pending} awaiting card payment` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </>
          ) : null}
        </p>
      </header>
      {e.Bookings.length === 0 ? (
        <p className="admin__muted">No bookings yet.</p>
      ) : (
        <table className="bookings__table">
          <caption className="visually-hidden">Bookings for {e.Title}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Tickets</th>
              <th scope="col">Payment</th>
              <th scope="col">Reference</th>
              <th scope="col">Email</th>
              <th scope="col" className="bookings__no-print">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {e.Bookings.map((b) => (
              <BookingRow
                key={b.BookingId}
                brand={brand}
                booking={b}
                upcoming={e.Upcoming}
                onCancelled={onCancelled}
              />
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

function BookingRow({
  brand,
  booking: b,
  upcoming,
  onCancelled,
}: {
  brand: string;
  booking: StaffEventBooking;
  upcoming: boolean;
  onCancelled: (message: string) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelEventBooking(brand);
  const label = paymentLabel(b);
  const open = b.Status !== 'Cancelled' && upcoming;
  const refund = b.Payment === 'Card' && b.Status !== 'Cancelled';
  return (
    <tr
      className={b.Status === 'Cancelled' ? 'bookings__row--cancelled' : undefined}
      data-reference={b.Reference}
    >
      <th scope="row" data-label="Name">
        {b.Name}
      </th>
      <td data-label="Tickets">{tickets(b.Tickets)}</td>
      <td data-label="Payment">
        <div className="bookings__payment">
          <span className={`chip ${label.tone}`}>{label.text}</span>
          {b.Status === 'Cancelled' && b.CancelReason ? (
            <span className="bookings__reason">Reason: {b.CancelReason}</span>
          ) : null}
        </div>
      </td>
      <td data-label="Reference">{b.Reference}</td>
      <td data-label="Email">
        <a href={`mailto:${b.Email}`}>{b.Email}</a>
      </td>
      <td className="bookings__no-print bookings__actions">
        {open && !cancelling ? (
          <button type="button" className={buttonClass('outline')} onClick={() => setCancelling(true)}>
            Cancel…<span className="visually-hidden"> the booking of {b.Name}</span>
          </button>
        ) : null}
        {open && cancelling ? (
          <CancelBookingForm
            idPrefix={`event-booking-${b.BookingId}`}
            who={b.Name}
            note={refund ? `${formatPrice(b.Total)} goes back to the guest's card.` : undefined}
            pending={cancel.isPending}
            onKeep={() => setCancelling(false)}
            onCancel={(body, fail) =>
              cancel.mutate(
                { id: b.BookingId, body },
                {
                  onSuccess: (answer) => {
                    setCancelling(false);
                    onCancelled(`${b.Name}'s booking (${b.Reference}): ${answer.Info.Message}.`);
                  },
                  onError: fail,
                },
              )
            }
          />
        ) : null}
      </td>
    </tr>
  );
}
