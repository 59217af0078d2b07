import { useQuery } from '@tanstack/react-query';
import type { Reservation } from '@storefront/contract/venue';
import type { BannerImages } from '@storefront/domain/page-banner';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { branchesQuery } from '../api/venue-api';
import { CancelReservation } from './cancel-reservation';
import { ReservationConfirmation } from './reservation-confirmation';
import { ReservationForm } from './reservation-form';
import './venue.css';

interface ReservationPageProps {
  brand: string;
  brandName: string;
  banner: BannerImages | null;
  /** `reserve-iframe`: framed on the brand's own site, without the shell. */
  embedded: boolean;
  /** `?branch=` from a branch card's Book a table. */
  branchId: number | null;
  /** `?cancel=` from the confirmation email's link. */
  cancelToken: string | null;
}

/** `reservation` and `reserve-iframe`: book a table, or (from the email's link) cancel a booking. */
export function ReservationPage(props: ReservationPageProps) {
  const { brand, banner, embedded } = props;
  const [booked, setBooked] = useState<Reservation | null>(null);
  const branches = useQuery(branchesQuery(brand));
  const bookable = branches.data?.filter((b) => b.Reservations) ?? [];
  let body;
  if (props.cancelToken) body = <CancelReservation brand={brand} token={props.cancelToken} />;
  else if (booked) body = <ReservationConfirmation reservation={booked} onAnother={() => setBooked(null)} />;
  else if (branches.isPending) body = <p role="status">Loading…</p>;
  else if (branches.isError)
    body = <QueryProblem message={errorMessage(branches.error)} onRetry={() => void branches.refetch()} />;
  else if (bookable.length === 0)
    body = (
      <p className="venue__card">{props.brandName} does not take table bookings online. Please call us.</p>
    );
  else
    body = (
      <ReservationForm
        brand={brand}
        branches={bookable}
        initialBranchId={props.branchId}
        onBooked={(reservation) => {
          setBooked(reservation);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  return (
    <>
      {banner && !embedded ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className={embedded ? 'venue venue--embedded' : 'container venue venue--narrow'}>
        <h1 className="venue__title">{props.cancelToken ? 'Your booking' : 'Reserve a table'}</h1>
        {props.cancelToken || booked ? null : (
          <p className="venue__lede">
            Choose a branch, your party and a time; we will email your confirmation.
          </p>
        )}
        {body}
      </div>
    </>
  );
}
