import { GiftCardTeaser } from '../../features/giftcards/components/gift-card-teaser';
import { JoinRewardPage, MyRewardsPage, ReferPage } from '../../features/loyalty/components/rewards-pages';
import { Banner } from '../../components/ui/banner';
import { useSearchParams } from '../../lib/router';
import { withBrand } from './brand-screen';
import { usePageEntry } from './page-context';

/** The rewards screens (issue 8) in one chunk: join-reward, my-rewards and refer. */
export const LoyaltyRoute = withBrand(function LoyaltyScreen({ brand, config, banner, visitor }) {
  const entry = usePageEntry();
  const [search] = useSearchParams();
  const props = {
    brand,
    title: entry?.title ?? 'Rewards',
    customer: visitor.kind === 'customer',
    showRefer: config.CheckoutDetail.ShowReferSection,
  };
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      {entry?.page === 'refer' ? (
        <ReferPage {...props} token={search.get('token')} />
      ) : entry?.page === 'join-reward' ? (
        <JoinRewardPage {...props} />
      ) : (
        <MyRewardsPage {...props} footer={<GiftCardTeaser brand={brand} />} />
      )}
    </>
  );
});
