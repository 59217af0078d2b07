import { addLine } from '../../lib/cart-store';
import { PreviousOrdersPage } from '../../features/orders/components/previous-orders-page';
import { withBrand, type BrandScreenProps } from './brand-screen';

/** Previous orders, with the cart's add for the reorder (features do not import one another). */
function PreviousOrdersScreen(props: BrandScreenProps) {
  return <PreviousOrdersPage {...props} addToCart={(line) => addLine(props.brand, line)} />;
}

export const PreviousOrdersRoute = withBrand(PreviousOrdersScreen);
