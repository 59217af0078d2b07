import { useBrand } from '../../features/brand/components/brand-context';
import { pageBanner } from '@storefront/domain/page-banner';
import { MenuPage } from '../../features/menu/components/menu-page';
import { messages } from '../../lib/messages';
import { OrderingCardSlots } from './card-slots';

export function MenuRoute() {
  const { flavor, config } = useBrand();
  return (
    <OrderingCardSlots>
      <MenuPage
        brand={flavor}
        brandName={config.BrandData.BrandName}
        outOfStockLabel={config.Menu?.OutOfStockLabelText || messages.outOfStock}
        banner={pageBanner(config, 'menu')}
      />
    </OrderingCardSlots>
  );
}
