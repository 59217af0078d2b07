import { useQueryClient } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner';
import { PayPage } from '../../features/payments/components/pay-page';
import { brandPath } from '../../lib/links';
import { useNavigate, useSearchParams } from '../../lib/router';
import { clearCart } from '../../lib/cart-store';
import { brandSession } from '../../lib/brand-storage';
import { withBrand } from './brand-screen';
import { usePageEntry } from './page-context';

/**
 * `pay?orderId=…` (guarded: logged in or holding a token; a payment link adds `&token=…`). Stripe's return
 * adds `payment_intent`. Paid: the cart of a card checkout is emptied and the confirmation shown.
 */
export const PayRoute = withBrand(function PayScreen({ brand, banner }) {
  const title = usePageEntry()?.title ?? 'Pay';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderId = Number(params.get('orderId') ?? brandSession(brand).get('orderId') ?? NaN);
  const payToken = params.get('token') ?? undefined;
  const returnedRef = params.get('payment_intent') ?? undefined;
  const back = new URL(brandPath(brand, 'pay'), window.location.origin);
  back.searchParams.set('orderId', String(orderId));
  if (payToken) back.searchParams.set('token', payToken);
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      {Number.isInteger(orderId) && orderId > 0 ? (
        <PayPage
          brand={brand}
          title={title}
          orderId={orderId}
          payToken={payToken}
          returnedRef={returnedRef}
          returnUrl={back.toString()}
          onPaid={(paid, fromCheckout) => {
            // A declined card leaves the cart as it was; a paid card checkout empties it.
            if (fromCheckout) clearCart(brand);
            void queryClient.invalidateQueries({ queryKey: ['order', paid] });
            // A payment link's holder may not own the order: they see the paid amount on this screen.
            if (payToken) void queryClient.invalidateQueries({ queryKey: ['payment-summary'] });
            else void navigate(brandPath(brand, `order-confirmation/${paid}`), { replace: true });
          }}
        />
      ) : (
        <div className="pay page-container">
          <h1>{title}</h1>
          <p role="alert">This payment link is missing its order. Open the link from your email again.</p>
        </div>
      )}
    </>
  );
});
