import { useParams } from 'react-router';
import { useBrand } from '../../features/brand/components/brand-context';
import { ProductDetailsPage } from '../../features/store/components/product-details-page';
import { orderRoute } from './brand-routes';

/** `products/product-details/:ProductId` (spec §2, opened in a new tab from a product card). */
export function ProductDetailsRoute() {
  const { flavor, config } = useBrand();
  const { ProductId = '' } = useParams();
  const id = /^\d{1,9}$/.test(ProductId) ? Number(ProductId) : 0;
  const order = orderRoute(config);
  const shop = { label: config.TemplateData.VehiclesBrand ? 'Our cars' : 'Shop', route: order.route };
  return <ProductDetailsPage key={id} brand={flavor} productId={id} shop={shop} />;
}
