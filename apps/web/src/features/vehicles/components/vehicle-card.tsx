import { Link } from '../../../lib/router';
import type { Product } from '@storefront/contract/catalog';
import { buttonClass } from '../../../components/ui/button';
import { carPrice, keyFacts } from '../utils/vehicle-facts';
import { EnquireNow } from './enquire-now';
import { StatusBadge } from './status-badge';
import '../../../components/ui/catalog-card.css';
import './vehicle-card.css';

interface VehicleCardProps {
  product: Product;
  /** The car's details page. */
  detailsHref: string;
  /** Open the details in a new tab (the redirect flag of spec §2). */
  detailsInNewTab?: boolean;
  brand: string;
  eager?: boolean;
}

/** One car listing: picture, status, title, key facts, price, More Info and Enquire Now (spec §1). */
export function VehicleCard({ brand, product, detailsHref, detailsInNewTab, eager }: VehicleCardProps) {
  const v = product.Vehicle;
  const titleId = `vehicle-${product.ProductId}-title`;
  const sold = product.ProductStockStatus === 'Sold';
  const newTab = detailsInNewTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <article
      className={sold ? 'catalog-card vehicle-card vehicle-card--sold' : 'catalog-card vehicle-card'}
      aria-labelledby={titleId}
    >
      <Link
        to={detailsHref}
        className="catalog-card__media vehicle-card__media"
        tabIndex={-1}
        aria-hidden="true"
        {...newTab}
      >
        {product.ProductImageUrl ? (
          <img
            className="catalog-card__image"
            src={product.ProductImageUrl}
            alt=""
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </Link>
      <div className="vehicle-card__body">
        <div className="vehicle-card__top">
          <StatusBadge sold={sold} />
          {product.ProductLabel ? <span className="vehicle-card__label">{product.ProductLabel}</span> : null}
        </div>
        <h3 className="vehicle-card__title" id={titleId}>
          {product.ProductTitle}
        </h3>
        {v ? (
          <dl className="vehicle-card__facts">
            {keyFacts(v).map((fact) => (
              <div key={fact.label} className="vehicle-card__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="vehicle-card__price">
          <span className="visually-hidden">Price: </span>
          {carPrice(product.ProductNewPrice ?? product.ProductOldPrice)}
        </p>
        <div className="vehicle-card__actions">
          <Link
            to={detailsHref}
            className={buttonClass('outline', 'vehicle-card__action')}
            aria-describedby={titleId}
            {...newTab}
          >
            {/* Every card's link says which car it opens: a list of "More Info" links tells a screen reader's link
                list (and a search engine) nothing. */}
            More Info<span className="visually-hidden"> about {product.ProductTitle}</span>
          </Link>
          {!sold ? (
            <EnquireNow
              brand={brand}
              productId={product.ProductId}
              title={product.ProductTitle}
              className="vehicle-card__action"
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
