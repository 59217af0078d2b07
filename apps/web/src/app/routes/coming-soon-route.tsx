import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Banner } from '../../components/ui/banner';
import { useBrand } from '../../features/brand/components/brand-context';
import { bannerPageFor, pageBanner } from '../../features/brand/utils/page-banner';
import { brandPath } from '../../lib/links';
import { orderRoute, pageTitle } from './brand-routes';
import './coming-soon-route.css';

/** Every page of the spec that is not built yet: the brand frame, a heading and a way back. */
export function ComingSoonRoute() {
  const params = useParams();
  const { flavor, config } = useBrand();
  const segment = (params['*'] ?? '').split('/')[0] ?? '';
  const order = orderRoute(config);
  const bannerPage = bannerPageFor(segment);
  const banner = bannerPage ? pageBanner(config, bannerPage) : null;
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container coming-soon">
        <h1 className="coming-soon__title">{pageTitle(segment)}</h1>
        <p className="coming-soon__text">Coming soon</p>
        <Link className={buttonClass('primary')} to={brandPath(flavor, order.route)}>
          {order.label}
        </Link>
      </div>
    </>
  );
}
