import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { CartIcon, ChevronDownIcon, GiftIcon, TruckIcon, UserIcon } from '../../components/ui/icons';
import { lazyWithPreload, whenIdle } from '../../components/ui/lazy';
import { loginLabel } from '../../features/brand/utils/shell-rules';
import { useCartCount } from '../../features/cart/use-cart-count';
import type { VisitorState } from '../../features/session/visitor';
import { brandPath } from '../../lib/links';

const AccountMenu = lazyWithPreload(() => import('./account-menu'));

/** The header's cart icon with its live counter (spec §2 Header: only when ShowHeaderCartIcon). */
export function CartButton({ brand, config }: { brand: string; config: WebCustomerConfig }) {
  const count = useCartCount(brand, config.TemplateData.RecipesBrand);
  const distributor = config.CheckoutDetail.DistributorLogin;
  const noun = distributor ? 'Order' : 'Basket';
  const label = `${noun}, ${count} ${count === 1 ? 'item' : 'items'}`;
  // The cart flow (recommendations, blocked channels) arrives with the cart feature; until then: checkout.
  return (
    <Link className="header-icon-button header-cart" to={brandPath(brand, 'checkout')} aria-label={label}>
      {distributor ? <TruckIcon /> : <CartIcon />}
      <span
        className={count > 0 ? 'header-cart__count' : 'header-cart__count header-cart__count--empty'}
        aria-hidden="true"
      >
        {count}
      </span>
    </Link>
  );
}

/** Rewards for logged-in customers (HeaderRewardIcon, default on). */
export function RewardsLink({ brand }: { brand: string }) {
  return (
    <Link className="header-icon-button" to={brandPath(brand, 'my-rewards')} aria-label="My rewards">
      <GiftIcon />
    </Link>
  );
}

export function LoginLink({ brand, config }: { brand: string; config: WebCustomerConfig }) {
  return (
    <Link className="header-login button button--primary" to={brandPath(brand, 'login')}>
      <UserIcon />
      <span>{loginLabel(config)}</span>
    </Link>
  );
}

type Customer = Extract<VisitorState, { kind: 'customer' }>;

/** The account trigger as the header first paints it; the Radix menu replaces it once its code is loaded. */
function AccountTrigger({ customer, onActivate }: { customer: Customer; onActivate?: () => void }) {
  return (
    <button
      type="button"
      className="header-account"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onActivate}
      onPointerEnter={() => void AccountMenu.preload()}
      onFocus={() => void AccountMenu.preload()}
    >
      <UserIcon />
      <span className="header-account__name">{customer.firstName}</span>
      <ChevronDownIcon />
      <span className="visually-hidden"> account menu</span>
    </button>
  );
}

/** The customer's account dropdown: lazily loaded (after idle, or on first use). */
export function AccountMenuButton({
  brand,
  config,
  customer,
}: {
  brand: string;
  config: WebCustomerConfig;
  customer: Customer;
}) {
  const [ready, setReady] = useState(false);
  const [openAtStart, setOpenAtStart] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        void AccountMenu.preload().then(setReady);
      }),
    [],
  );
  const activate = () => {
    setOpenAtStart(true);
    setReady(true);
  };
  const trigger = <AccountTrigger customer={customer} onActivate={activate} />;
  if (!ready) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu brand={brand} config={config} customer={customer} defaultOpen={openAtStart} />
    </Suspense>
  );
}
