import type { GuestDetails, GuestSessionResponse } from '@storefront/contract/order';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';
import { local, session } from '../../../lib/storage';

/**
 * `POST api/Order/guestSession`: a guest checkout starts with the guest's details and gets a session access
 * token (spec §4 "Visitor states": a guest holds a session access token only). The token lives in session
 * storage, so it ends with the tab; the details are kept as the spec's guest fields for the checkout form.
 */
export async function startGuestSession(brand: string, guest: GuestDetails): Promise<void> {
  const response = await api.post<GuestSessionResponse>(
    apiUrl.guestSession(),
    { BrandFlavor: brand, Guest: guest },
    import.meta.env.DEV
      ? () => import('@storefront/contract/order').then((m) => m.GuestSessionResponse)
      : undefined,
  );
  session.set('access_token', response.Data.access_token);
  local.set('guestEmail', guest.Email);
  local.set('guestFirstName', guest.FirstName);
  local.set('guestLastName', guest.LastName ?? '');
  local.set('guestContact', guest.Mobile);
}
