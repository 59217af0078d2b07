import { useState } from 'react';
import { useLocation, useParams } from '../../lib/router';
import type { Product } from '@storefront/contract/catalog';
import { bannerPageFor } from '@storefront/domain/page-banner';
import { pageBanner } from '@storefront/domain/page-banner';
import { PartsPage } from '../../features/parts/components/parts-page';
import { ProductCard } from '../../features/store/components/product-card';
import { OrderingCardSlots } from './card-slots';
import { usePageEntry } from './page-context';
import { entryName, shopName } from './page-names';
import { InquiryDialog } from '../../features/cart/components/inquiry-dialog';
import { buttonClass } from '../../components/ui/button';
import { DistributorNotice } from '../../components/distributor-notice/distributor-notice';
import { useBrand } from '../../features/brand/components/brand-context';
import { StockListPage } from '../../features/vehicles/components/stock-list-page';
import { VehicleDetailsPage } from '../../features/vehicles/components/vehicle-details-page';
import { vehicleDetailsPath } from '../../lib/item-links';
import { brandPath } from '../../lib/links';
import { idParam } from './route-table';

/**
 * The dealer brands' screens (issue 7) in one chunk behind one lazy entry, which keeps the home page's first
 * load as it was: the car lists, a car's page, and a parts brand's shop.
 */
export function DealerRoute() {
  const screen = usePageEntry()?.screen;
  if (screen === 'stock-list') return <StockListRoute />;
  if (screen === 'vehicle-details') return <VehicleDetailsRoute />;
  return <PartsStoreRoute />;
}

/** `stock-list` and `sold-cars` (spec §2: the same screen, the second showing sold cars only). */
function StockListRoute() {
  const { flavor, config } = useBrand();
  const entry = usePageEntry();
  const sold = entry?.path === 'sold-cars';
  return (
    <StockListPage
      key={sold ? 'sold' : 'stock'}
      brand={flavor}
      status={sold ? 'Sold' : 'Available'}
      title={entry ? entryName(entry, config) : 'Stock list'}
      lede={config.HomeTemplate.TagLine || undefined}
      banner={pageBanner(config, 'products')}
      detailsHref={(id) => vehicleDetailsPath(flavor, id)}
      detailsInNewTab={config.RedirectionConfig?.VehicleDetailsInNewTab === true}
      otherList={
        sold
          ? { label: 'See the cars in stock', href: brandPath(flavor, 'stock-list') }
          : { label: 'See recently sold cars', href: brandPath(flavor, 'sold-cars') }
      }
    />
  );
}

/** `stock-list/details/{productId}`. */
function VehicleDetailsRoute() {
  const { flavor } = useBrand();
  const { productId = '' } = useParams();
  const id = idParam(productId);
  return (
    <VehicleDetailsPage
      key={id}
      brand={flavor}
      productId={id}
      stockList={{ label: 'Stock list', href: brandPath(flavor, 'stock-list') }}
      soldList={{ label: 'Recently sold', href: brandPath(flavor, 'sold-cars') }}
    />
  );
}

const renderPart = (product: Product, index: number) => <ProductCard product={product} eager={index < 3} />;

/** The shop of a parts brand (store, shop, online, products): the fitment finder above the shop's part cards. */
function PartsStoreRoute() {
  const { flavor, config } = useBrand();
  const { pathname } = useLocation();
  const bannerPage = bannerPageFor(pathname.split('/')[2] ?? '') ?? 'shop';
  return (
    <OrderingCardSlots>
      <PartsPage
        brand={flavor}
        title={shopName(config)}
        lede={config.HomeTemplate.TagLine || undefined}
        banner={pageBanner(config, bannerPage)}
        renderPart={renderPart}
        aside={<FindDealer brand={flavor} />}
        notice={<DistributorNotice brand={flavor} />}
      />
    </OrderingCardSlots>
  );
}

/** Find a dealer: the inquiry popup's countries and dealer cards, for a parts buyer who would rather call. */
function FindDealer({ brand }: { brand: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setOpen(true)}>
        Find a dealer
      </button>
      {open ? (
        <InquiryDialog
          brand={brand}
          onClose={() => setOpen(false)}
          title="Find a dealer"
          description="Choose your country to see your nearest dealer, with their phone and email."
        />
      ) : null}
    </>
  );
}
