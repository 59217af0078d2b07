import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { EMPTY_CART, textOrDefault } from '@storefront/domain/messages';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { brandPath } from '../../../lib/links';
import { Link } from '../../../lib/router';
import { useCheckout } from '../hooks/use-checkout';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import './checkout-page.css';

interface CheckoutPageProps {
  brand: string;
  config: WebCustomerConfig;
  banner: { desktop: string; mobile?: string } | null;
  /** 'Checkout', or 'Guest checkout' on the guest route. */
  title?: string;
}

/**
 * The checkout (spec §2 `checkout`, `order-checkout`, `guest`): delivery type, time (ASAP or a slot on the
 * London clock), the guest's details, the delivery address, notes and how it is paid, beside a summary priced
 * by the server. Placing sends an idempotency key, so a retry never orders twice; with an order id in the
 * session the order is changed instead (amended). The state and rules are useCheckout's; this lays it out.
 */
export function CheckoutPage({ brand, config, banner, title = 'Checkout' }: CheckoutPageProps) {
  const c = useCheckout(brand, config);
  const amending = Boolean(c.amendingId);
  const bannerImage = banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null;

  if (c.lines.length === 0 && !c.place.isSuccess) {
    return (
      <>
        {bannerImage}
        <div className="container checkout checkout--empty">
          <h1 className="checkout__title">{title}</h1>
          <p className="checkout__empty">{textOrDefault(config.CartMessage?.EmptyCart, EMPTY_CART)}</p>
          <Link className={buttonClass('primary')} to={brandPath(brand, 'menu')}>
            Browse the menu
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      {bannerImage}
      <div className="container checkout">
        <h1 className="checkout__title">
          {amending ? 'Change your order' : title}
          {c.amending.data ? <span className="checkout__badge">{c.amending.data.OrderNumber}</span> : null}
          {c.training ? <span className="checkout__badge">Training order</span> : null}
        </h1>
        <form className="checkout__grid" onSubmit={(event) => void c.onSubmit(event)} noValidate>
          <CheckoutSteps brand={brand} checkout={c} />
          <CheckoutSummary
            brand={brand}
            type={c.type}
            lines={c.lines}
            cart={c.cart}
            quote={c.quote}
            problems={c.problems}
            placedLineProblems={c.placedLineProblems}
            amendError={c.amending.isError ? c.amending.error : null}
            onNewOrder={c.startNewOrder}
            placeError={c.place.isError ? c.place.error : null}
            placing={c.place.isPending}
            canPlace={c.canPlace}
            large={c.large}
            amending={amending}
            byCard={c.payment.byCard}
          />
        </form>
      </div>
    </>
  );
}
