import { parsePostcode } from '@storefront/domain/delivery-fee';
import { local, session } from './storage';

/**
 * A `?postcode=` carried into the menu or shop (postcode-iframe's button) is kept for the visit: the checkout
 * pre-fills the delivery address with it, and the landing gate does not ask again. Anything that is not a UK
 * postcode is ignored.
 */
export function rememberCarriedPostcode(search: string): void {
  const raw = new URLSearchParams(search).get('postcode');
  const postcode = raw ? parsePostcode(raw) : null;
  if (!postcode) return;
  session.set('deliveryPostcode', postcode.formatted);
  session.set('landingChecked', true);
  // They asked about delivery: make it the delivery type unless one is chosen already.
  if (!local.get('deliveryType')) local.set('deliveryType', 'Home');
}
