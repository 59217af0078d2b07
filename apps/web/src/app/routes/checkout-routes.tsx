import { useParams } from '../../lib/router';
import { useBrand } from '../../features/brand/components/brand-context';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { OrderConfirmationPage } from '../../features/checkout/components/order-confirmation-page';
import { withBrand } from './brand-screen';
import { usePageEntry } from './page-context';

/** `checkout`, `order-checkout` and `guest`: one checkout screen (spec §2 "Guarded routes"). */
export const CheckoutRoute = withBrand(function CheckoutScreen({ brand, config, banner }) {
  const title = usePageEntry()?.title ?? 'Checkout';
  return <CheckoutPage brand={brand} config={config} banner={banner} title={title} />;
});

/** `order-confirmation/{OrderId}`: the order just placed (the API shows it only to whoever placed it). */
export function OrderConfirmationRoute() {
  const { flavor } = useBrand();
  const { OrderId } = useParams();
  return <OrderConfirmationPage brand={flavor} orderId={Number(OrderId)} />;
}
