import { useBrand } from '../../features/brand/components/brand-context';
import { pageBanner } from '@storefront/domain/page-banner';
import { HomePage } from '../../features/home/components/home-page';
import { orderRoute } from './brand-routes';

export function HomeRoute() {
  const { flavor, config } = useBrand();
  return (
    <HomePage
      brand={flavor}
      config={config}
      banner={pageBanner(config, 'home')}
      orderRoute={orderRoute(config)}
    />
  );
}
