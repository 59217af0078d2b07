import { needsDistributorAccount } from '@storefront/domain/cart-flow';
import { buttonClass } from '../ui/button';
import { brandPath } from '../../lib/links';
import { Link, useLocation } from '../../lib/router';
import { useHoldsAccessToken } from '../../lib/visitor';
import './distributor-notice.css';

/**
 * Before the basket, on the store route: ordering there needs an account (spec §4: without an access token
 * the cart opens the inquiry popup instead of checkout), so the visitor learns it here, with the way to sign
 * in, rather than after pressing Checkout. Shown by the same rule as the popup (domain `needsDistributorAccount`).
 */
export function DistributorNotice({ brand }: { brand: string }) {
  const { pathname } = useLocation();
  const held = useHoldsAccessToken(brand);
  if (!needsDistributorAccount(pathname.split('/')[2] ?? '', held)) return null;
  return (
    <div className="distributor-notice" role="note" aria-labelledby="distributor-notice-title">
      <p className="distributor-notice__text">
        <strong id="distributor-notice-title">Ordering here needs a distributor account.</strong> Log in with
        yours to order online; without one, a dealer near you can take your order.
      </p>
      <Link className={buttonClass('primary')} to={brandPath(brand, 'login?guest=false')}>
        Log in to order
      </Link>
    </div>
  );
}
