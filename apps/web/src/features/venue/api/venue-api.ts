import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCheck } from '@storefront/contract/brand-config';
import type { Info } from '@storefront/contract/envelope';
import { apiUrl } from '@storefront/contract/paths';
import {
  BookEventResponse,
  EventPaymentResponse,
  InvitationResponse,
  EventsResponse,
  MyBookingsResponse,
  MyEventBookingsResponse,
  LegalTextResponse,
  ReservationResponse,
  ReservationSlotsResponse,
  type AcceptInvitationBody,
  type BookEventBody,
  type ReserveBody,
} from '@storefront/contract/venue';
import { api } from '../../../lib/api-client';
import { brandSession } from '../../../lib/brand-storage';
import { afterRefresh } from '../../../lib/retry';

/**
 * The venue's calls (issue 9). Answers are typed, not parsed (ADR 0010); in development the contract's schema
 * checks each one. The schemas are in this chunk anyway (the booking form validates with them).
 */
const dev = <T>(schema: T) => (import.meta.env.DEV ? () => Promise.resolve(schema) : undefined);

export { branchesQuery } from '../../../lib/queries/branches';

export type LegalPage = 'TermsAndConditions' | 'PrivacyPolicy';
export const legalTextQuery = (brand: string, page: LegalPage) =>
  queryOptions({
    queryKey: ['venue', 'legal', brand, page],
    queryFn: ({ signal }) =>
      api
        .get<LegalTextResponse>(apiUrl.getLegalText(brand, page), dev(LegalTextResponse), signal)
        .then((r) => r.Html),
    staleTime: 10 * 60_000,
  });

/** `GET api/Order/v1/checkPostcode/{brand}`: whether the brand delivers there, at what fee and minimum. */
export function checkPostcode(brand: string, postcode: string): Promise<DeliveryCheck> {
  return api
    .get<{ Info: Info; Data: DeliveryCheck }>(apiUrl.checkPostcode(brand, postcode))
    .then((r) => r.Data);
}

export const slotsQuery = (brand: string, q: { BranchId: number; Date: string; PartySize: number }) =>
  queryOptions({
    queryKey: ['venue', 'slots', brand, q.BranchId, q.Date, q.PartySize],
    queryFn: ({ signal }) =>
      api
        .get<ReservationSlotsResponse>(
          apiUrl.reservationSlots(brand, q),
          dev(ReservationSlotsResponse),
          signal,
        )
        .then((r) => r.Slots),
    // Covers go quickly on a busy night: never show a list older than a minute.
    staleTime: 60_000,
  });

export function reserve(body: ReserveBody) {
  return api
    .post<ReservationResponse>(apiUrl.reserve(), body, dev(ReservationResponse))
    .then((r) => r.Reservation);
}

export const reservationByTokenQuery = (brand: string, token: string) =>
  queryOptions({
    queryKey: ['venue', 'reservation', brand, token],
    queryFn: ({ signal }) =>
      api
        .get<ReservationResponse>(apiUrl.getReservation(brand, token), undefined, signal)
        .then((r) => r.Reservation),
    retry: false,
  });

export function cancelReservation(brand: string, token: string) {
  return api
    .post<ReservationResponse>(apiUrl.cancelReservation(), { BrandFlavor: brand, Token: token })
    .then((r) => r.Reservation);
}

export const eventsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['venue', 'events', brand],
    queryFn: ({ signal }) =>
      api.get<EventsResponse>(apiUrl.getEvents(brand), dev(EventsResponse), signal).then((r) => r.Events),
    staleTime: 30_000,
  });

/** Books tickets and keeps the answer's event access token in session storage (spec §3 Storage), the brand's own. */
export async function bookEvent(brand: string, body: BookEventBody) {
  const response = await api.post<BookEventResponse>(apiUrl.bookEvent(), body, dev(BookEventResponse));
  brandSession(brand).set('event_access_token', response.EventAccessToken);
  return { booking: response.Booking, payment: response.Payment ?? null };
}

/** A card booking's payment: `check` asks the server to ask the provider (and confirm the booking once paid). */
export async function eventPayment(brand: string, reference: string, check: boolean) {
  const body = {
    BrandFlavor: brand,
    Reference: reference,
    AccessToken: brandSession(brand).get('event_access_token') ?? undefined,
  };
  return api.post<EventPaymentResponse>(
    check ? apiUrl.confirmEventPayment() : apiUrl.eventPayment(),
    body,
    dev(EventPaymentResponse),
  );
}

/** The tickets of this visit: the event access token goes as the bearer token (lib/brand-storage readAccessToken). */
export const myEventBookingsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['venue', 'event-bookings', brand],
    queryFn: ({ signal }) =>
      api
        .get<MyEventBookingsResponse>(apiUrl.myEventBookings(brand), dev(MyEventBookingsResponse), signal)
        .then((r) => r.Bookings),
  });

/**
 * The signed-in customer's table bookings and tickets (`GET api/Customer/v1/bookings`): the brand is the login
 * token's. Keyed by the customer, so another login on this browser never sees the list of the one before.
 */
export const customerBookingsQuery = (brand: string, customerId: number) =>
  queryOptions({
    queryKey: ['venue', 'customer-bookings', brand, customerId],
    queryFn: ({ signal }) =>
      api.get<MyBookingsResponse>(apiUrl.customerBookings(), dev(MyBookingsResponse), signal),
    ...afterRefresh,
  });

export const invitationQuery = (brand: string, token: string) =>
  queryOptions({
    queryKey: ['venue', 'invitation', brand, token],
    queryFn: ({ signal }) =>
      api
        .get<InvitationResponse>(apiUrl.getInvitation(brand, token), dev(InvitationResponse), signal)
        .then((r) => r.Invitation),
    retry: false,
  });

/** Accepts an invitation; its tickets join this visit's event access token (session storage). */
export async function acceptInvitation(brand: string, body: AcceptInvitationBody) {
  const response = await api.post<BookEventResponse>(apiUrl.acceptInvitation(), body, dev(BookEventResponse));
  brandSession(brand).set('event_access_token', response.EventAccessToken);
  return response.Booking;
}
