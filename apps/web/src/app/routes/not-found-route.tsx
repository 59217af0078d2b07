import { Link } from '../../lib/router';
import { buttonClass } from '../../components/ui/button';
import { useBrand } from '../../features/brand/components/brand-context';
import { brandPath } from '../../lib/links';
import './placeholder-route.css';

/** An unknown page under a known brand: said plainly, inside the brand's frame, with a way home. */
export function NotFoundRoute() {
  const { flavor } = useBrand();
  return (
    <div className="container page-placeholder">
      <h1 className="page-placeholder__title">Page not found</h1>
      <p className="page-placeholder__text">We could not find that page.</p>
      <Link className={buttonClass('primary')} to={brandPath(flavor, 'home')}>
        Go to the home page
      </Link>
    </div>
  );
}
