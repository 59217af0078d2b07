import type { Branch, Reservation } from '@storefront/contract/venue';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { DetailsFieldset, TimeFieldset, VisitFieldset } from './reservation-fields';
import { useReservationForm } from './use-reservation-form';
import '../../../components/ui/form.css';

interface ReservationFormProps {
  brand: string;
  branches: Branch[];
  initialBranchId: number | null;
  onBooked: (reservation: Reservation) => void;
}

/**
 * The booking form: branch, party size and date first, then the times that still seat the party (from the
 * branch's opening hours and the covers left in each slot), then the guest's details. The server has the last
 * word on capacity: a time taken meanwhile answers 409, and the list is refreshed.
 */
export function ReservationForm({ brand, branches, initialBranchId, onBooked }: ReservationFormProps) {
  const form = useReservationForm(brand, branches, initialBranchId, onBooked);
  const { book } = form;
  return (
    <form className="venue__card booking" onSubmit={form.submit} noValidate aria-label="Table booking">
      <VisitFieldset form={form} />
      <TimeFieldset form={form} />
      <DetailsFieldset form={form} />
      <div aria-live="assertive">
        {book.isError ? (
          <p className="venue__problem" role="alert">
            {errorMessage(book.error)}
          </p>
        ) : null}
      </div>
      <button className={buttonClass('primary', 'booking__submit')} type="submit" disabled={book.isPending}>
        {book.isPending ? 'Booking…' : 'Book table'}
      </button>
    </form>
  );
}
