import { useLocation, useSearchParams } from '../../lib/router';
import { BranchesPage } from '../../features/venue/components/branches-page';
import { EventsPage } from '../../features/venue/components/events-page';
import { InvitationPage } from '../../features/venue/components/invitation-page';
import { LegalPage } from '../../features/venue/components/legal-page';
import { LikeAndSharePage } from '../../features/venue/components/like-and-share-page';
import { PostcodeCheckPage } from '../../features/venue/components/postcode-check-page';
import { MyBookingsPage } from '../../features/venue/components/my-bookings-page';
import { ReservationPage } from '../../features/venue/components/reservation-page';
import { brandPath } from '../../lib/links';
import { pageOrigin } from '../../lib/api-client';
import { useVenueFeatures } from '../../lib/queries/venue-features';
import { withBrand } from './brand-screen';
import { EMBEDDED_PAGES } from './embedded-pages';
import { orderRoute } from './brand-routes';
import { usePageEntry } from './page-context';

/**
 * The venue's screens (issue 9) in one chunk behind one lazy entry: branches, the postcode check, table
 * bookings, a customer's bookings and tickets, and the legal pages.
 */
export const VenueRoute = withBrand(function VenueScreen({ brand, config, banner, visitor }) {
  const entry = usePageEntry();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const embedded = EMBEDDED_PAGES.has(pathname.split('/')[2] ?? '');
  const brandName = config.BrandData.BrandName;
  switch (entry?.screen) {
    case 'branches':
      return <BranchesPage brand={brand} banner={banner} reservationHref={brandPath(brand, 'reservation')} />;
    case 'postcode': {
      const order = orderRoute(config);
      return (
        <PostcodeCheckPage
          brand={brand}
          brandName={brandName}
          order={{ label: order.label, path: brandPath(brand, order.route) }}
          embedded={embedded}
        />
      );
    }
    case 'reservation': {
      const branch = Number(search.get('branch'));
      return (
        <ReservationPage
          brand={brand}
          brandName={brandName}
          banner={banner}
          embedded={embedded}
          branchId={Number.isInteger(branch) && branch > 0 ? branch : null}
          cancelToken={search.get('cancel')}
        />
      );
    }
    case 'events':
      return <EventsPage brand={brand} banner={banner} />;
    case 'myBookings':
      // The guard let only customers in; a logout on this page sends the visitor to login anyway.
      return visitor.kind === 'customer' ? (
        <CustomerBookings
          brand={brand}
          brandName={brandName}
          customerId={visitor.customerId}
          banner={banner}
        />
      ) : null;
    case 'invitation':
      return (
        <InvitationPage brand={brand} token={search.get('token')} eventsHref={brandPath(brand, 'events')} />
      );
    case 'share':
      return (
        <LikeAndSharePage
          brandName={brandName}
          tagLine={config.HomeTemplate.TagLine}
          url={`${pageOrigin()}${brandPath(brand, 'home')}`}
        />
      );
    default: {
      const privacy = entry?.page === 'privacy-policy';
      return (
        <LegalPage
          brand={brand}
          brandName={brandName}
          page={privacy ? 'PrivacyPolicy' : 'TermsAndConditions'}
          title={entry?.title ?? ''}
          banner={banner}
          contact={config.BusinessInfo.ContactPage ?? null}
        />
      );
    }
  }
});

/** The customer's bookings, with what the brand offers for booking more. */
function CustomerBookings(props: Omit<Parameters<typeof MyBookingsPage>[0], 'features'>) {
  const features = useVenueFeatures(props.brand);
  return <MyBookingsPage {...props} features={features.data} />;
}
