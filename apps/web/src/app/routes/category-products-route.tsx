import { useParams, useSearchParams } from '../../lib/router';
import { pageBanner } from '@storefront/domain/page-banner';
import { useBrand } from '../../features/brand/components/brand-context';
import { CategoryProductsPage } from '../../features/store/components/category-products-page';
import { orderRoute } from './brand-routes';
import { OrderingCardSlots } from './card-slots';
import { idParam } from './route-table';

/** `category-products/:catID` (spec §2): one product category, `?subId=` narrowing it to a subcategory. */
export function CategoryProductsRoute() {
  const { flavor, config } = useBrand();
  const { catID } = useParams();
  const [searchParams] = useSearchParams();
  const vehicles = config.TemplateData.VehiclesBrand;
  const order = orderRoute(config);
  return (
    <OrderingCardSlots>
      <CategoryProductsPage
        brand={flavor}
        brandId={config.BrandData.BrandId}
        categoryId={idParam(catID)}
        subcategoryId={idParam(searchParams.get('subId')) || undefined}
        itemNoun={vehicles ? { one: 'car', many: 'cars' } : { one: 'product', many: 'products' }}
        banner={pageBanner(config, 'products')}
        shop={{ label: order.label, route: order.route }}
      />
    </OrderingCardSlots>
  );
}
