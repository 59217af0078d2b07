import { useOrderUpdates } from '../../../lib/queries/order-updates';
import { Link } from '../../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { BannerImages } from '@storefront/domain/page-banner';
import type { VisitorState } from '@storefront/domain/visitor';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { usePreviousOrders } from '../api/previous-orders';
import { OrderCard } from './order-card';
import { ReorderAction, type AddToCart } from './reorder-action';
import './previous-orders.css';

interface PreviousOrdersPageProps {
  brand: string;
  config: WebCustomerConfig;
  banner: BannerImages | null;
  visitor: VisitorState;
  /** The cart's add (the cart feature's, handed in by the app); without it there is no reorder button. */
  addToCart?: AddToCart;
}

/**
 * `previous-order` (spec §2, logged-in customers only): the customer's orders, newest first, with status,
 * time, items and totals, each with a one-click reorder into the cart.
 */
export function PreviousOrdersPage({ brand, config, banner, visitor, addToCart }: PreviousOrdersPageProps) {
  const customerId = visitor.kind === 'customer' ? visitor.customerId : 0;
  const orders = usePreviousOrders(brand, customerId);
  useOrderUpdates(
    (orders.data ?? [])
      .filter((o) => o.Status !== 'Completed' && o.Status !== 'Cancelled')
      .slice(0, 50)
      .map((o) => o.OrderId),
  );
  const orderRoute = config.TemplateData.RecipesBrand ? 'menu' : 'store';
  // Spec §4 "Cart click flow": simple checkout brands check out on order-checkout.
  const checkoutPath = brandPath(brand, config.CheckoutDetail.simpleCheckout ? 'order-checkout' : 'checkout');

  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container orders-page">
        <header className="orders-page__head">
          <h1 className="orders-page__title">Previous orders</h1>
          <p className="orders-page__lead">Your orders at {config.BrandData.BrandName}, newest first.</p>
        </header>
        {orders.isPending ? (
          <div className="orders-page__list" aria-busy="true">
            <p className="visually-hidden" role="status">
              Loading your orders…
            </p>
            {[0, 1].map((n) => (
              <div key={n} className="order-card order-card--skeleton" aria-hidden="true" />
            ))}
          </div>
        ) : orders.isError ? (
          <QueryProblem message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
        ) : orders.data.length === 0 ? (
          <section className="orders-empty" aria-labelledby="orders-empty-title">
            <h2 id="orders-empty-title" className="orders-empty__title">
              No orders yet
            </h2>
            <p className="orders-empty__text">
              When you place an order it will show here, ready to order again.
            </p>
            <Link className={buttonClass('primary')} to={brandPath(brand, orderRoute)}>
              Start an order
            </Link>
          </section>
        ) : (
          <ol className="orders-page__list" aria-label="Your orders">
            {orders.data.map((order) => (
              <li key={order.OrderId}>
                <OrderCard
                  order={order}
                  actions={
                    addToCart ? (
                      <ReorderAction
                        brand={brand}
                        order={order}
                        addToCart={addToCart}
                        checkoutPath={checkoutPath}
                      />
                    ) : null
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
