import { useEffect } from 'react';
import { rememberCarriedPostcode } from '../../lib/delivery-postcode';
import { useLocation } from '../../lib/router';
import { useBrand } from '../../features/brand/components/brand-context';
import { bannerPageFor, pageBanner } from '@storefront/domain/page-banner';
import { StorePage } from '../../features/store/components/store-page';
import { DistributorNotice } from '../../components/distributor-notice/distributor-notice';
import { OrderingCardSlots } from './card-slots';
import { shopName } from './page-names';

/** store, shop, online, products and distributors all open the shop; each may have its own banner. */
export function StoreRoute() {
  const { flavor, config } = useBrand();
  const { pathname, search } = useLocation();
  useEffect(() => rememberCarriedPostcode(search), [search]);
  const vehicles = config.TemplateData.VehiclesBrand;
  const bannerPage = bannerPageFor(pathname.split('/')[2] ?? '') ?? 'shop';
  return (
    <OrderingCardSlots>
      <StorePage
        brand={flavor}
        title={shopName(config)}
        lede={config.HomeTemplate.TagLine || undefined}
        itemNoun={vehicles ? { one: 'car', many: 'cars' } : { one: 'product', many: 'products' }}
        banner={pageBanner(config, bannerPage)}
        brandId={config.BrandData.BrandId}
        notice={<DistributorNotice brand={flavor} />}
      />
    </OrderingCardSlots>
  );
}
