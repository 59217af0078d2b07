import type { GuestDetails, GuestSessionResponse } from '@storefront/contract/order';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';
import { brandLocal, brandSession } from '../../../lib/brand-storage';

/**
 * `POST api/Order/guestSession`: a guest checkout starts with the guest's details and gets a session access
 * token (spec §4 "Visitor states": a guest holds a session access token only). The token lives in session
 * storage, so it ends with the tab; the details are kept as the spec's guest fields for the checkout form. Both
 * are the brand's own (ADR 0040).
 */
export async function startGuestSession(brand: string, guest: GuestDetails): Promise<void> {
  const response = await api.post<GuestSessionResponse>(
    apiUrl.guestSession(),
    { BrandFlavor: brand, Guest: guest },
    import.meta.env.DEV
      ? () => import('@storefront/contract/order').then((m) => m.GuestSessionResponse)
      : undefined,
  );
  brandSession(brand).set('access_token', response.Data.access_token);
  const own = brandLocal(brand);
  own.set('guestEmail', guest.Email);
  own.set('guestFirstName', guest.FirstName);
  own.set('guestLastName', guest.LastName ?? '');
  own.set('guestContact', guest.Mobile);
}
