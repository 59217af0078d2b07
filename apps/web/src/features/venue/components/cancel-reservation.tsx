import { useMutation, useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { cancelReservation, reservationByTokenQuery } from '../api/venue-api';
import { BookingFacts } from './booking-facts';

/** The confirmation email's cancel link: shows the booking and cancels it on request. */
export function CancelReservation({ brand, token }: { brand: string; token: string }) {
  const booking = useQuery(reservationByTokenQuery(brand, token));
  const cancel = useMutation({ mutationFn: () => cancelReservation(brand, token) });
  if (booking.isPending) return <p role="status">Loading your booking…</p>;
  if (booking.isError)
    return (
      <p className="venue__card venue__problem" role="alert">
        {errorMessage(booking.error)}
      </p>
    );
  const reservation = cancel.data ?? booking.data;
  const cancelled = reservation.Status === 'Cancelled';
  return (
    <section className="venue__card booking-done" aria-labelledby="booking-title">
      <h2 id="booking-title" className="booking-done__title">
        {cancelled ? 'This booking is cancelled' : 'Cancel this booking?'}
      </h2>
      <BookingFacts reservation={reservation} />
      <div aria-live="polite">
        {cancel.isError ? (
          <p className="venue__problem" role="alert">
            {errorMessage(cancel.error)}
          </p>
        ) : null}
        {cancel.isSuccess ? (
          <p role="status">Your booking is cancelled. We hope to see you another time.</p>
        ) : null}
      </div>
      {cancelled ? null : (
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
        </button>
      )}
    </section>
  );
}
