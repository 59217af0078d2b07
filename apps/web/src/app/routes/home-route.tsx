import { lazy, Suspense, useState } from 'react';
import { useBrand } from '../../features/brand/components/brand-context';
import { pageBanner } from '@storefront/domain/page-banner';
import { chooseDeliveryType } from '../../lib/delivery-type-store';
import { HomePage } from '../../features/home/components/home-page';
import { session } from '../../lib/storage';
import { orderRoute } from './brand-routes';
import { useHydrated } from '../../lib/hydrated';

// Only brands with the landing check load it.
const PostcodeGate = lazy(async () => ({
  default: (await import('../../features/venue/components/postcode-gate')).PostcodeGate,
}));

export function HomeRoute() {
  const { flavor, config } = useBrand();
  const [checkedNow, setChecked] = useState(false);
  const hydrated = useHydrated();
  // Read from this visit's storage once hydrated: the server knows nothing of it (ADR 0033).
  const checked = checkedNow || (hydrated && session.get('landingChecked') === true);
  if (config.CheckoutDetail.LandingPostcodeValidation && !checked)
    return (
      <Suspense fallback={<div className="container venue" aria-busy="true" />}>
        <PostcodeGate
          brand={flavor}
          brandName={config.BrandData.BrandName}
          onPass={(postcode) => {
            if (postcode) session.set('deliveryPostcode', postcode);
            chooseDeliveryType(postcode ? 'Home' : 'Store');
            session.set('landingChecked', true);
            setChecked(true);
          }}
        />
      </Suspense>
    );
  return (
    <HomePage
      brand={flavor}
      config={config}
      banner={pageBanner(config, 'home')}
      orderRoute={orderRoute(config)}
    />
  );
}
