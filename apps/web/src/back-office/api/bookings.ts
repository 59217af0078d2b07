import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  bookingsRoutes,
  type CancelBookingBody,
  type ReservationsDayResponse,
  type StaffEventBookingResponse,
  type StaffEventsResponse,
  type StaffReservationResponse,
} from '@storefront/contract/bookings';
import { staffRequest } from './staff-client';

const keys = {
  day: (brand: string, date: string | null, branchId: number | null) =>
    ['admin', brand, 'reservations', date, branchId] as const,
  reservations: (brand: string) => ['admin', brand, 'reservations'] as const,
  events: (brand: string) => ['admin', brand, 'event-bookings'] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
};

/**
 * A day's reservations at a branch; null date and branch ask the server for its defaults (today in London,
 * the first branch). Refreshed every minute while the screen is open: guests keep booking during service.
 */
export function useReservationsDay(brand: string, date: string | null, branchId: number | null) {
  return useQuery({
    queryKey: keys.day(brand, date, branchId),
    queryFn: async () => {
      const query = new URLSearchParams();
      if (date) query.set('Date', date);
      if (branchId !== null) query.set('BranchId', String(branchId));
      const search = query.toString() ? `?${query.toString()}` : '';
      return (
        await staffRequest<ReservationsDayResponse>(
          `${adminUrl(bookingsRoutes.reservations, brand)}${search}`,
          brand,
        )
      ).Data;
    },
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useCancelReservation(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CancelBookingBody }) =>
      staffRequest<StaffReservationResponse>(
        adminUrl(bookingsRoutes.cancelReservation, brand, { ReservationId: id }),
        brand,
        body,
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.reservations(brand) });
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

export const useEventBookings = (brand: string) =>
  useQuery({
    queryKey: keys.events(brand),
    queryFn: async () =>
      (await staffRequest<StaffEventsResponse>(adminUrl(bookingsRoutes.eventBookings, brand), brand)).Data,
    refetchInterval: 60_000,
  });

export function useCancelEventBooking(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CancelBookingBody }) =>
      staffRequest<StaffEventBookingResponse>(
        adminUrl(bookingsRoutes.cancelEventBooking, brand, { BookingId: id }),
        brand,
        body,
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.events(brand) });
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}
