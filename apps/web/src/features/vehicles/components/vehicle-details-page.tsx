import type { Product } from '@storefront/contract/catalog';
import { Link } from '../../../lib/router';
import { QueryProblem } from '../../../components/ui/query-problem';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useProduct } from '../../../lib/queries/product';
import { carPrice, galleryOf, specification } from '../utils/vehicle-facts';
import { sanitizeVehicleHtml } from '../utils/vehicle-html';
import { jsonLdText, vehicleJsonLd } from '../utils/vehicle-json-ld';
import { useHydrated } from '../../../lib/hydrated';
import { EnquireNow } from './enquire-now';
import { StatusBadge } from './status-badge';
import { VehicleGallery } from './vehicle-gallery';
import { useBrandInfo } from '../../../lib/queries/brand-info';
import { useItemTitle } from '../../../lib/document-title';
import './vehicle-details-page.css';

export interface VehicleDetailsPageProps {
  brand: string;
  productId: number;
  /** Back to the list the car belongs on. */
  stockList: { label: string; href: string };
  /** A sold car's way back: the list it is on. */
  soldList: { label: string; href: string };
}

/**
 * `stock-list/details/{productId}`: the listing's gallery, price, status, full specification, description,
 * Enquire Now, and schema.org `Vehicle` data for search engines.
 */
export function VehicleDetailsPage({ brand, productId, stockList, soldList }: VehicleDetailsPageProps) {
  const vehicle = useProduct(brand, productId);
  const hydrated = useHydrated();
  useItemTitle(useBrandInfo(brand).data?.BrandData.BrandName, vehicle.data?.ProductTitle);

  if (productId > 0 && vehicle.isPending)
    return (
      <div className="container vehicle-details" role="status">
        <span className="visually-hidden">Loading the car…</span>
        <div className="vehicle-details__skeleton" aria-hidden="true" />
      </div>
    );
  const missing =
    productId <= 0 ||
    (vehicle.isError && vehicle.error instanceof ApiError && vehicle.error.status === 404) ||
    (vehicle.isSuccess && !vehicle.data.Vehicle);
  if (missing)
    return (
      <div className="container vehicle-details">
        <h1 className="vehicle-details__title">This car is no longer listed</h1>
        <p>
          <Link to={stockList.href}>See the cars in stock</Link>
        </p>
      </div>
    );
  if (vehicle.isError)
    return (
      <div className="container vehicle-details">
        <QueryProblem message={errorMessage(vehicle.error)} onRetry={() => void vehicle.refetch()} />
      </div>
    );

  const product = vehicle.data!;
  const sold = product.ProductStockStatus === 'Sold';
  const description = sanitizeVehicleHtml(product.ProductContent);
  // A server-rendered page carries the car's structured data in its head (ADR 0033); otherwise it is added here
  // once the page runs in the browser (its address is the browser's).
  const jsonLd =
    hydrated && !document.head.querySelector('script[type="application/ld+json"]')
      ? vehicleJsonLd(product, window.location.href, window.location.origin)
      : null;

  return (
    <div className="container vehicle-details">
      <nav aria-label="Breadcrumb" className="vehicle-details__crumbs">
        <Link to={(sold ? soldList : stockList).href}>{(sold ? soldList : stockList).label}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.ProductTitle}</span>
      </nav>
      <div className="vehicle-details__layout">
        <VehicleGallery images={galleryOf(product)} title={product.ProductTitle} />
        <VehicleSummary brand={brand} product={product} sold={sold} />
      </div>
      {description ? (
        <section className="vehicle-details__about" aria-labelledby="vehicle-about">
          <h2 className="vehicle-details__subtitle" id="vehicle-about">
            About this car
          </h2>
          <div className="vehicle-details__html" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      ) : null}
    </div>
  );
}

/** Status, title, price, Enquire Now and the full specification of the car. */
function VehicleSummary({ brand, product, sold }: { brand: string; product: Product; sold: boolean }) {
  const v = product.Vehicle!;
  return (
    <div className="vehicle-details__summary">
      <div className="vehicle-details__status">
        <StatusBadge sold={sold} />
        {product.ProductLabel ? <span className="vehicle-details__label">{product.ProductLabel}</span> : null}
      </div>
      <h1 className="vehicle-details__title">{product.ProductTitle}</h1>
      <p className="vehicle-details__price">
        <span className="visually-hidden">Price: </span>
        {carPrice(product.ProductNewPrice ?? product.ProductOldPrice)}
      </p>
      {sold ? (
        <p className="vehicle-details__sold-note">This car has been sold. Ask us about similar cars.</p>
      ) : null}
      <EnquireNow
        brand={brand}
        productId={product.ProductId}
        title={product.ProductTitle}
        className="vehicle-details__enquire"
      />
      <h2 className="vehicle-details__subtitle">Specification</h2>
      <table className="vehicle-details__spec">
        <caption className="visually-hidden">Specification of the {product.ProductTitle}</caption>
        <tbody>
          {specification(v).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Status</th>
            <td>{sold ? 'Sold' : 'Available'}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
