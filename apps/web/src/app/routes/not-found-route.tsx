import { Link, useLocation } from '../../lib/router';
import { usePageTitle } from '../../lib/document-title';
import { buttonClass } from '../../components/ui/button';
import { useBrand } from '../../features/brand/components/brand-context';
import { brandPath } from '../../lib/links';
import { NOT_FOUND_NAME } from './page-names';
import './placeholder-route.css';

/** An unknown page under a known brand: said plainly, inside the brand's frame, with a way home. */
export function NotFoundRoute() {
  const { flavor, config } = useBrand();
  usePageTitle(config.BrandData.BrandName, NOT_FOUND_NAME, useLocation().pathname);
  return (
    <div className="container page-placeholder">
      <h1 className="page-placeholder__title">{NOT_FOUND_NAME}</h1>
      <p className="page-placeholder__text">We could not find that page.</p>
      <Link className={buttonClass('primary')} to={brandPath(flavor, 'home')}>
        Go to the home page
      </Link>
    </div>
  );
}
