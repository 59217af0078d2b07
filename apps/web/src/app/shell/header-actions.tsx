import { Suspense, useEffect, useState } from 'react';
import { Link } from '../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { CartIcon, ChevronDownIcon, GiftIcon, TruckIcon, UserIcon } from '../../components/ui/icons';
import { lazyWithPreload, whenIdle } from '../../components/ui/lazy';
import { loginLabel } from '../../features/brand/utils/shell-rules';
import { useCartCount } from '../../features/cart/use-cart-count';
import type { VisitorState } from '../../lib/visitor';
import { brandPath } from '../../lib/links';
import { useBasketOpen } from './basket-drawer';

const AccountMenu = lazyWithPreload(() => import('./account-menu'));
const SideCart = lazyWithPreload(() => import('../../features/cart/components/side-cart-loader'));

/** Fetches the side cart's code ahead of a press (pointer over a way in to the basket). */
export const preloadSideCart = (): void => void SideCart.preload();

/**
 * The header's cart icon with its live counter (spec §2 Header: only when ShowHeaderCartIcon). It opens the
 * side cart, whose checkout button starts the cart click flow; the side cart's code loads on first use. The
 * floating basket bar opens the same side cart (basket-drawer.ts).
 */
export function CartButton({ brand, config }: { brand: string; config: WebCustomerConfig }) {
  const [open, setOpen] = useBasketOpen();
  const count = useCartCount(brand, config.TemplateData.RecipesBrand);
  const distributor = config.CheckoutDetail.DistributorLogin;
  const noun = distributor ? 'Order' : 'Basket';
  const label = `${noun}, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <>
      <button
        type="button"
        className="header-icon-button header-cart"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadSideCart}
      >
        {distributor ? <TruckIcon /> : <CartIcon />}
        <span
          className={count > 0 ? 'header-cart__count' : 'header-cart__count header-cart__count--empty'}
          aria-hidden="true"
        >
          {count}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SideCart open onOpenChange={setOpen} brand={brand} config={config} />
        </Suspense>
      ) : null}
    </>
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
      // Radix's trigger opens on pointer down: so does this stand-in, so a press that lands as the menu's code
      // arrives (down on this button, up on Radix's) still opens the menu. Keys still arrive as a click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) onActivate?.();
      }}
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
