import { createContext, memo, useContext, type ReactNode } from 'react';
import type { Product } from '@storefront/contract/catalog';
import { ServedHours } from '../../../components/ui/served-hours';
import { SmartLink } from '../../../components/ui/smart-link';
import { formatPrice } from '../../../lib/format';
import { useAvailability } from '../../../lib/menu-clock';
import { productPrice, unitLabel, vehicleFacts, yearRange } from '../utils/product-display';
import '../../../components/ui/catalog-card.css';
import './product-card.css';

/**
 * What the app puts on a product card from other features (ordering, favourites), so this feature does not
 * import them: the app provides them (app/routes/card-slots.tsx).
 */
export interface ProductCardSlots {
  /** Over the picture's corner: the favourite heart. */
  corner?: (product: Product) => ReactNode;
  /** Above the price: a note such as 'Not available for Delivery'. */
  note?: (product: Product) => ReactNode;
  /** Beside the price: Add to Cart (disabled by the slot when the product has no stock). */
  actions?: (product: Product) => ReactNode;
}

export const ProductCardSlotsContext = createContext<ProductCardSlots>({});

interface ProductCardProps {
  product: Product;
  eager?: boolean;
}

/**
 * One product: picture, name, price (with an offer's base price), stock, menu hours (outside them: when it is
 * back, and no Add to Cart), and car or part facts. Its summary is
 * the plain text the server stored (`ProductSummary`): no HTML sanitiser on the shop's first load. Memoised: a
 * list re-renders a card only when its product changes.
 */
export const ProductCard = memo(function ProductCard({ product, eager = false }: ProductCardProps) {
  const slots = useContext(ProductCardSlotsContext);
  const titleId = `product-${product.ProductId}-title`;
  const price = productPrice(product);
  const unit = unitLabel(product.ProductUnits);
  const sold = product.ProductStockStatus === 'Sold';
  const outOfStock = !sold && product.ProductStocks <= 0;
  const served = useAvailability(product.Hours);
  const closed = !sold && !outOfStock && served.label !== null;
  const summary = product.ProductSummary;
  const showDetails = product.ProductExtraObject?.ShowProductsDetails === true;
  // Cars and parts tables need the full card width; everything else can be a compact row on phones.
  const compact = !product.Vehicle && !showDetails;
  const className = [
    'catalog-card',
    'product-card',
    compact ? 'product-card--compact' : null,
    sold || outOfStock || closed ? 'product-card--out' : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article className={className} aria-labelledby={titleId}>
      <div className="catalog-card__media product-card__media">
        {product.ProductImageUrl ? (
          <img
            className="catalog-card__image product-card__image"
            src={product.ProductImageUrl}
            alt={product.ProductTitle}
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="catalog-card__placeholder product-card__placeholder" aria-hidden="true">
            {product.ProductTitle.slice(0, 1)}
          </div>
        )}
        {product.ProductLabel ? <span className="product-card__label">{product.ProductLabel}</span> : null}
        {product.Vehicle ? (
          <span className={sold ? 'product-card__status product-card__status--sold' : 'product-card__status'}>
            {sold ? 'Sold' : 'Available'}
          </span>
        ) : null}
        {slots.corner?.(product)}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title" id={titleId}>
          {product.ProductTitle}
        </h3>
        {product.Vehicle ? (
          <ul className="product-card__facts" aria-label="Key facts">
            {vehicleFacts(product.Vehicle).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : summary ? (
          <p className="product-card__summary">{summary}</p>
        ) : null}
        {showDetails ? <PartDetails product={product} /> : null}
        <ServedHours availability={served} />
        {slots.note?.(product)}
        <div className="product-card__footer">
          <p className="product-card__price">
            <span className="visually-hidden">Price: </span>
            {formatPrice(price.current)}
            {price.was !== null ? (
              <s className="product-card__was">
                <span className="visually-hidden">was </span>
                {formatPrice(price.was)}
              </s>
            ) : null}
            {unit ? <span className="product-card__unit"> {unit}</span> : null}
          </p>
          {outOfStock ? <p className="product-card__stock">Out of stock</p> : null}
          {/* Outside its menu hours: when it is back, in place of Add to Cart. */}
          {closed ? <p className="product-card__stock">{served.label}</p> : slots.actions?.(product)}
        </div>
      </div>
    </article>
  );
});

/** A part's fit and code (spec §2 Other UI); the price of a part is RRP excluding VAT. */
function PartDetails({ product }: { product: Product }) {
  const years = yearRange(product.ProductDetailFromYear, product.ProductDetailToYear);
  const rows: [string, string | null][] = [
    ['Model', product.ProductDetailPartModel],
    ['Engine', product.ProductDetailEngine],
    ['Year range', years],
    ['Code', product.ProductDetailCode],
    ['RRP (exc VAT)', formatPrice(productPrice(product).current)],
  ];
  return (
    <div className="product-card__details">
      <dl className="product-card__table">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, value]) => (
            <div key={term} className="product-card__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {product.ProductDetailExternalLink ? (
        <SmartLink href={product.ProductDetailExternalLink} className="product-card__link">
          Vehicle Info
        </SmartLink>
      ) : null}
      <p className="product-card__note">The price is RRP and excludes VAT.</p>
    </div>
  );
}
