import type { Product } from '@storefront/contract/catalog';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { vehicleDetailsPath } from '../../../lib/item-links';
import { EnquireNow } from './enquire-now';
import './vehicle-links.css';

interface VehicleLinksProps {
  brand: string;
  product: Product;
  /** The brand's redirect flag (RedirectionConfig.VehicleDetailsInNewTab). */
  newTab?: boolean;
}

/**
 * A car's More Info and Enquire Now on the shop's product cards (category-products, store, search results):
 * whichever list a car is found in, its details are the stock list's page (spec §2).
 */
export function VehicleLinks({ brand, product, newTab }: VehicleLinksProps) {
  const titleId = `product-${product.ProductId}-title`;
  const sold = product.ProductStockStatus === 'Sold';
  return (
    <span className="vehicle-links">
      <Link
        to={vehicleDetailsPath(brand, product.ProductId)}
        className={buttonClass('outline')}
        aria-describedby={titleId}
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        More Info<span className="visually-hidden"> about {product.ProductTitle}</span>
      </Link>
      {!sold ? <EnquireNow brand={brand} productId={product.ProductId} title={product.ProductTitle} /> : null}
    </span>
  );
}
