import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReserveBody, type Branch, type Reservation } from '@storefront/contract/venue';
import { bookingDateProblem } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { ApiError } from '../../../lib/api-client';
import { afterRefresh } from '../../../lib/retry';
import { reserve, slotsQuery } from '../api/venue-api';

export type ReservationField = 'Name' | 'Email' | 'Mobile' | 'Notes' | 'Time';
export type ReservationErrors = Partial<Record<ReservationField, string>>;
export type GuestDetails = { Name: string; Email: string; Mobile: string; Notes: string };

/** What the booking form's fieldsets read and change. */
export type ReservationFormState = ReturnType<typeof useReservationForm>;

/** The booking checked with the contract's schema, and the first message for the time and each detail. */
function checkBooking(body: Record<string, unknown> & { Time: string }, details: GuestDetails) {
  const parsed = ReserveBody.safeParse(body);
  const next: ReservationErrors = {};
  if (!body.Time) next.Time = 'Choose a time';
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ReservationField;
      if (field in details && !next[field]) next[field] = issue.message;
    }
  return { parsed, next };
}

/**
 * The booking's state: branch, party and date (each change clears the time chosen, which may no longer seat
 * the party), the times they offer, the guest's details and the problems found with them, and booking it.
 */
export function useReservationForm(
  brand: string,
  branches: Branch[],
  initialBranchId: number | null,
  onBooked: (reservation: Reservation) => void,
) {
  const id = useId();
  const queryClient = useQueryClient();
  const today = londonTime(new Date()).date;
  const [branchId, setBranchId] = useState(
    branches.find((b) => b.BranchId === initialBranchId)?.BranchId ?? branches[0]!.BranchId,
  );
  const branch = branches.find((b) => b.BranchId === branchId) ?? branches[0]!;
  const maxParty = branch.Reservations?.MaxPartySize ?? 8;
  const [party, setParty] = useState(2);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('');
  const [details, setDetails] = useState<GuestDetails>({ Name: '', Email: '', Mobile: '', Notes: '' });
  const [errors, setErrors] = useState<ReservationErrors>({});
  const partySize = Math.min(party, maxParty);
  const query = { BranchId: branchId, Date: date, PartySize: partySize };
  const wellFormed = /^\d{4}-\d{2}-\d{2}$/.test(date);
  // A typed date outside the window is said at the field (the server would answer it with no times).
  const dateProblem = wellFormed
    ? bookingDateProblem(date, today, branch.Reservations?.DaysAhead ?? 60)
    : 'Enter a date';
  const slots = useQuery({ ...slotsQuery(brand, query), enabled: dateProblem === null });
  const book = useMutation({
    mutationFn: reserve,
    // Signed in, the booking goes on the account: an expired login is refreshed and the booking sent again.
    ...afterRefresh,
    onSuccess: onBooked,
    onError: (error) => {
      // The time was taken meanwhile: it is unchosen and the times are read again.
      if (error instanceof ApiError && error.httpStatus === 409) {
        setTime('');
        void queryClient.invalidateQueries({ queryKey: slotsQuery(brand, query).queryKey });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { BrandFlavor: brand, ...query, Time: time, ...details };
    const { parsed, next } = checkBooking(body, details);
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) {
      const first = (['Time', 'Name', 'Email', 'Mobile', 'Notes'] as const).find((f) => next[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    book.mutate(parsed.data);
  }

  return {
    id,
    today,
    branches,
    branch,
    branchId,
    maxParty,
    partySize,
    date,
    dateProblem,
    time,
    details,
    errors,
    slots,
    book,
    submit,
    setTime,
    setDetails,
    chooseBranch: (next: number) => {
      setBranchId(next);
      setTime('');
    },
    chooseParty: (next: number) => {
      setParty(next);
      setTime('');
    },
    chooseDate: (next: string) => {
      setDate(next);
      setTime('');
    },
  };
}
