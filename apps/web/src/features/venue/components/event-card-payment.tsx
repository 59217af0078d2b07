import { useState } from 'react';
import type { EventBooking, EventPayment } from '@storefront/contract/venue';
import { CardStep } from '../../../components/card-payment/card-step';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { eventPayment } from '../api/venue-api';
import '../../../components/card-payment/pay.css';

/** The card step of a booking paid now: its seats are held until the payment is confirmed (or the time runs out). */
export function EventCardPayment({
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
