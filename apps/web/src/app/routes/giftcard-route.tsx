import { Banner } from '../../components/ui/banner';
import { GiftCardPage } from '../../features/giftcards/components/giftcard-page';
import { brandLocal } from '../../lib/brand-storage';
import { withBrand } from './brand-screen';
import { usePageEntry } from './page-context';

/** `giftcard` (issue 8): buy a gift card by card, check a card's balance. */
export const GiftCardRoute = withBrand(function GiftCardScreen({ brand, config, banner, visitor }) {
  const title = usePageEntry()?.title ?? 'Gift cards';
  // The sender is offered as the signed-in customer, or the guest who gave their details at a checkout.
  const own = brandLocal(brand);
  const from =
    visitor.kind === 'customer'
      ? { name: `${visitor.firstName} ${visitor.lastName}`.trim(), email: own.get('username') ?? '' }
      : {
          name: `${own.get('guestFirstName') ?? ''} ${own.get('guestLastName') ?? ''}`.trim(),
          email: own.get('guestEmail') ?? '',
        };
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <GiftCardPage
        brand={brand}
        brandName={config.BrandData.BrandName}
        title={title}
        from={from}
        customer={visitor.kind === 'customer'}
      />
    </>
  );
});
