import { Link } from '../../lib/router';
import { Banner } from '../../components/ui/banner';
import { buttonClass } from '../../components/ui/button';
import { useBrand } from '../../features/brand/components/brand-context';
import { bannerPageFor, pageBanner } from '@storefront/domain/page-banner';
import { brandPath } from '../../lib/links';
import { orderRoute } from './brand-routes';
import { usePageEntry } from './page-context';
import './placeholder-route.css';

/**
 * A page whose screen belongs to a later issue: the brand frame, the page's banner and heading, and a way on.
 * What it shows comes from the page's route table entry.
 */
export function PlaceholderRoute() {
  const { flavor, config } = useBrand();
  const entry = usePageEntry();
  const title = entry?.title ?? 'Coming soon';
  const bannerPage = bannerPageFor(entry?.banner ?? entry?.page ?? '');
  const banner = bannerPage ? pageBanner(config, bannerPage) : null;
  const order = orderRoute(config);
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container page-placeholder">
        <h1 className="page-placeholder__title">{title}</h1>
        <p className="page-placeholder__text">This page is coming soon.</p>
        <Link className={buttonClass('primary')} to={brandPath(flavor, order.route)}>
          {order.label}
        </Link>
      </div>
    </>
  );
}
