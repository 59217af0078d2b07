import { useContext } from 'react';
import { useParams } from '../../lib/router';
import type { Product } from '@storefront/contract/catalog';
import { useBrand } from '../../features/brand/components/brand-context';
import { ProductCardSlotsContext } from '../../features/store/components/product-card';
import { ProductDetailsPage } from '../../features/store/components/product-details-page';
import { orderRoute } from './brand-routes';
import { OrderingCardSlots } from './card-slots';
import { idParam } from './route-table';

/** `products/product-details/:ProductId` (spec §2, opened in a new tab from a product card). */
export function ProductDetailsRoute() {
  return (
    <OrderingCardSlots>
      <ProductDetails />
    </OrderingCardSlots>
  );
}

function ProductDetails() {
  const { flavor, config } = useBrand();
  const { ProductId = '' } = useParams();
  // The same ordering controls as the product's card: the note of an unavailable type, then Add to Cart.
  const slots = useContext(ProductCardSlotsContext);
  const id = idParam(ProductId);
  const order = orderRoute(config);
  const shop = { label: config.TemplateData.VehiclesBrand ? 'Our cars' : 'Shop', route: order.route };
  const actions = (product: Product) => (
    <>
      {slots.note?.(product)}
      {slots.actions?.(product)}
    </>
  );
  return <ProductDetailsPage key={id} brand={flavor} productId={id} shop={shop} actions={actions} />;
}
