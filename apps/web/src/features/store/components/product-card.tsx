import { createContext, memo, useContext } from 'react';
import type { Product } from '@storefront/contract/catalog';
import { CardStock, CatalogCard, type CatalogCardSlots } from '../../../components/ui/catalog-card';
import { SmartLink } from '../../../components/ui/smart-link';
import { formatPrice } from '../../../lib/format';
import { useAvailability } from '../../../lib/menu-clock';
import { productPrice, unitLabel, vehicleFacts, yearRange } from '../utils/product-display';
import { FoodFacts } from '../../../components/food-info/food-facts';
import { listedInfo } from '../../../lib/food-filter';
import './product-card.css';

export type ProductCardSlots = CatalogCardSlots<Product>;

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
  const price = productPrice(product);
  const unit = unitLabel(product.ProductUnits);
  const sold = product.ProductStockStatus === 'Sold';
  const outOfStock = !sold && product.ProductStocks <= 0;
  const served = useAvailability(product.Hours);
  const closed = !sold && !outOfStock && served.label !== null;
  const summary = product.ProductSummary;
  const showDetails = product.ProductExtraObject?.ShowProductsDetails === true;
  return (
    <CatalogCard
      kind="product"
      id={product.ProductId}
      title={product.ProductTitle}
      image={product.ProductImageUrl}
      eager={eager}
      out={sold || outOfStock || closed}
      // Cars and parts tables need the full card width; everything else can be a compact row on phones.
      compact={!product.Vehicle && !showDetails}
      badges={
        <>
          {product.ProductLabel ? <span className="product-card__label">{product.ProductLabel}</span> : null}
          {product.Vehicle ? (
            <span
              className={sold ? 'product-card__status product-card__status--sold' : 'product-card__status'}
            >
              {sold ? 'Sold' : 'Available'}
            </span>
          ) : null}
        </>
      }
      corner={slots.corner?.(product)}
      served={served}
      note={slots.note?.(product)}
      price={
        <>
          {formatPrice(price.current)}
          {price.was !== null ? (
            <s className="product-card__was">
              <span className="visually-hidden">was </span>
              {formatPrice(price.was)}
            </s>
          ) : null}
          {unit ? <span className="product-card__unit"> {unit}</span> : null}
        </>
      }
      status={
        <>
          {outOfStock ? <CardStock kind="product">Out of stock</CardStock> : null}
          {/* Outside its menu hours: when it is back, in place of Add to Cart. */}
          {closed ? <CardStock kind="product">{served.label}</CardStock> : slots.actions?.(product)}
        </>
      }
    >
      {product.Vehicle ? (
        <ul className="catalog-card__chips product-card__facts" aria-label="Key facts">
          {vehicleFacts(product.Vehicle).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : summary ? (
        <p className="catalog-card__text product-card__summary">{summary}</p>
      ) : null}
      {product.FoodInfo ? <FoodFacts info={listedInfo(product)} /> : null}
      {showDetails ? <PartDetails product={product} /> : null}
    </CatalogCard>
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
