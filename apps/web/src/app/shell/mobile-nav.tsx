import { Link } from '../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { Dialog } from '../../components/ui/dialog';
import { loginLabel } from '../../features/brand/utils/shell-rules';
import { useLogout, type VisitorState } from '../../lib/visitor';
import { brandPath } from '../../lib/links';
import { TileLink } from './header-tiles';
import type { HeaderTile } from './nav-items';
import './mobile-nav.css';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: string;
  config: WebCustomerConfig;
  tiles: HeaderTile[];
  visitor: VisitorState;
}

/** The phone burger menu (spec §2 Header): the top-menu entries and the account entries, in a drawer. */
export default function MobileNav({ open, onOpenChange, brand, config, tiles, visitor }: MobileNavProps) {
  const logout = useLogout();
  const close = () => onOpenChange(false);
  const customer = visitor.kind === 'customer' ? visitor : null;
  const rewards = customer && config.BusinessInfo.HeaderRewardIcon;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={config.BrandData.BrandName}
      variant="drawer-start"
      className="mobile-nav"
    >
      <nav aria-label="Main">
        <ul className="mobile-nav__list">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <TileLink tile={tile} className="mobile-nav__link" onClick={close} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-nav__account">
        {customer ? (
          <>
            <p className="mobile-nav__name">
              {customer.firstName} {customer.lastName}
            </p>
            <ul className="mobile-nav__list">
              {rewards ? (
                <li>
                  <Link className="mobile-nav__link" to={brandPath(brand, 'my-rewards')} onClick={close}>
                    My rewards
                  </Link>
                </li>
              ) : null}
              <li>
                <Link className="mobile-nav__link" to={brandPath(brand, 'updateaccount')} onClick={close}>
                  Account
                </Link>
              </li>
              {config.CheckoutDetail.ShowReferSection ? (
                <li>
                  <Link className="mobile-nav__link" to={brandPath(brand, 'refer')} onClick={close}>
                    Refer a friend
                  </Link>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className="mobile-nav__link mobile-nav__signout"
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  Sign Out
                </button>
              </li>
            </ul>
          </>
        ) : config.CheckoutDetail.AllowLogin ? (
          <Link
            className="button button--primary mobile-nav__login"
            to={brandPath(brand, 'login')}
            onClick={close}
          >
            {loginLabel(config)}
          </Link>
        ) : null}
      </div>
    </Dialog>
  );
}
