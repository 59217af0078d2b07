import { Suspense } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { lazyWithPreload } from '../../components/ui/lazy';
import { pageSegment, showsBasketBar } from '../../features/brand/utils/shell-rules';
import { useCartCount } from '../../features/cart/use-cart-count';
import { useLocation } from '../../lib/router';

const BasketBar = lazyWithPreload(() => import('./basket-bar'));

/**
 * Where the floating basket bar goes (right after the page's content). Its code loads once the basket has
 * something in it: a first visit's pages stay as light as before (the home page's 110 kB budget).
 */
export function BasketBarSlot({ brand, config }: { brand: string; config: WebCustomerConfig }) {
  const { pathname } = useLocation();
  const count = useCartCount(brand, config.TemplateData.RecipesBrand);
  if (!config.CheckoutDetail.ShowHeaderCartIcon || !showsBasketBar(pageSegment(pathname), count)) return null;
  return (
    <Suspense fallback={null}>
      <BasketBar brand={brand} config={config} count={count} />
    </Suspense>
  );
}
