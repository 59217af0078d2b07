import { useEffect } from 'react';
import { useBrand } from '../../features/brand/components/brand-context';
import { pageBanner } from '@storefront/domain/page-banner';
import { MenuPage } from '../../features/menu/components/menu-page';
import { rememberCarriedPostcode } from '../../lib/delivery-postcode';
import { messages } from '../../lib/messages';
import { useLocation } from '../../lib/router';
import { OrderingCardSlots } from './card-slots';

/** The menu; `dine-in` shows it under its own header banner. */
export function MenuRoute({ bannerPage = 'menu' }: { bannerPage?: 'menu' | 'dine-in' }) {
  const { flavor, config } = useBrand();
  const { search } = useLocation();
  useEffect(() => rememberCarriedPostcode(search), [search]);
  return (
    <OrderingCardSlots>
      <MenuPage
        brand={flavor}
        brandName={config.BrandData.BrandName}
        outOfStockLabel={config.Menu?.OutOfStockLabelText || messages.outOfStock}
        banner={pageBanner(config, bannerPage)}
      />
    </OrderingCardSlots>
  );
}
