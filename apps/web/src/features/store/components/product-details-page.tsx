import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { Product } from '@storefront/contract/catalog';
import { buttonClass } from '../../../components/ui/button';
import { QueryProblem } from '../../../components/ui/query-problem';
import { ServedHours } from '../../../components/ui/served-hours';
import { SmartLink } from '../../../components/ui/smart-link';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { categoryProductsPath } from '../../../lib/item-links';
import { brandPath } from '../../../lib/links';
import { MenuClock, useAvailability } from '../../../lib/menu-clock';
import { useProduct } from '../../../lib/queries/product';
import { sanitizeProductHtml } from '../utils/product-html';
import { productPrice, unitLabel, vehicleFacts, yearRange } from '../utils/product-display';
import { useBrandInfo } from '../../../lib/queries/brand-info';
import { useItemTitle } from '../../../lib/document-title';
import { DAILY_KCAL_STATEMENT } from '@storefront/domain/food-info';
import { FoodFacts } from '../../../components/food-info/food-facts';
import { listedInfo } from '../../../lib/food-filter';
import './product-details-page.css';

export interface ProductDetailsPageProps {
  brand: string;
  productId: number;
  /** The page the shop lives on (`store`) and what the breadcrumb calls it. */
  shop: { label: string; route: string };
  /** What the page offers to do with the product (add to cart), from the app. */
  actions?: (product: Product) => ReactNode;
}

/**
 * A product's own page (spec §2 `products/product-details/{ProductId}`, opened in a new tab from its card):
 * pictures, title, price, stock, the facts of a car or a part, the sanitised HTML description, and
 * breadcrumbs back to its category.
 */
export function ProductDetailsPage({ brand, productId, shop, actions }: ProductDetailsPageProps) {
  const product = useProduct(brand, productId);
  useItemTitle(useBrandInfo(brand).data?.BrandData.BrandName, product.data?.ProductTitle);

  if (product.isPending && productId > 0) {
    return (
      <div className="container product-details" role="status" aria-live="polite">
        <span className="visually-hidden">Loading the product…</span>
        <div className="product-details__skeleton" aria-hidden="true">
          <span className="product-details__skeleton-media" />
          <span className="product-details__skeleton-text" />
        </div>
      </div>
    );
  }
  if (product.isError || !product.data) {
    const missing = productId <= 0 || (product.error instanceof ApiError && product.error.httpStatus === 404);
    return (
      <div className="container product-details product-details--missing">
        <h1 className="product-details__title">{missing ? 'Product not found' : 'Product details'}</h1>
        {missing ? (
          <>
            <p>This product is not available any more. Have a look at what else we have.</p>
            <Link className={buttonClass('primary')} to={brandPath(brand, shop.route)}>
              {shop.label}
            </Link>
          </>
        ) : (
          <QueryProblem message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
        )}
      </div>
    );
  }
  return (
    <MenuClock at={product.dataUpdatedAt}>
      <ProductDetails brand={brand} product={product.data} shop={shop} actions={actions} />
    </MenuClock>
  );
}

function ProductDetails({
  brand,
  product,
  shop,
  actions,
}: {
  brand: string;
  product: Product;
  shop: ProductDetailsPageProps['shop'];
  actions: ProductDetailsPageProps['actions'];
}) {
  const price = productPrice(product);
  const unit = unitLabel(product.ProductUnits);
  const showPartDetails = product.ProductExtraObject?.ShowProductsDetails === true;
  const description = sanitizeProductHtml(product.ProductContent);
  // Outside its menu hours it says when it is back, and offers no Add to Cart.
  const served = useAvailability(product.Hours);
  const category = product.ProductSubCategoryTitle
    ? `${product.ProductCategory} · ${product.ProductSubCategoryTitle}`
    : product.ProductCategory;

  return (
    <div className="container product-details">
      <Breadcrumbs brand={brand} product={product} shop={shop} />
      <article className="product-details__main" aria-labelledby="product-title">
        <Gallery product={product} />
        <div className="product-details__info">
          <div className="product-details__badges">
            {product.ProductLabel ? (
              <span className="product-details__badge">{product.ProductLabel}</span>
            ) : null}
            <Stock product={product} />
          </div>
          <h1 className="product-details__title" id="product-title">
            {product.ProductTitle}
          </h1>
          {category ? <p className="product-details__category">{category}</p> : null}
          <p className="product-details__price">
            <span className="visually-hidden">Price: </span>
            <span className="product-details__amount">{formatPrice(price.current)}</span>
            {price.was !== null ? (
              <s className="product-details__was">
                <span className="visually-hidden">was </span>
                {formatPrice(price.was)}
              </s>
            ) : null}
            {unit ? <span className="product-details__unit">{unit}</span> : null}
          </p>
          <ServedHours availability={served} withLabel />
          {actions && served.label === null ? (
            <div className="product-details__actions">{actions(product)}</div>
          ) : null}
          {product.Vehicle ? null : <Channels product={product} />}
          {product.Vehicle ? <VehicleFacts product={product} /> : null}
          {showPartDetails ? <PartDetails product={product} /> : null}
          {product.FoodInfo ? <ProductFoodInfo product={product} /> : null}
        </div>
      </article>
      {description ? (
        <section className="product-details__description" aria-labelledby="product-description">
          <h2 id="product-description">Description</h2>
          {/* Sanitised twice: on import by the server, here by DOMPurify (utils/product-html.ts). */}
          <div className="product-details__html" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
    </div>
  );
}

/** A food product's allergens, labels and kcal per portion, with the statement the calorie rules ask for. */
function ProductFoodInfo({ product }: { product: Product }) {
  const portion = product.FoodInfo?.Portion;
  return (
    <section className="product-details__food" aria-labelledby="product-food">
      <h2 id="product-food">Allergens and nutrition</h2>
      <FoodFacts info={listedInfo(product)} />
      {portion ? <p className="product-details__portion">Per portion: {portion}</p> : null}
      {product.FoodInfo?.Kcal != null ? <p className="kcal-statement">{DAILY_KCAL_STATEMENT}.</p> : null}
    </section>
  );
}

function Breadcrumbs({
  brand,
  product,
  shop,
}: {
  brand: string;
  product: Product;
  shop: ProductDetailsPageProps['shop'];
}) {
  const crumbs: { label: string; to: string }[] = [
    { label: 'Home', to: brandPath(brand, 'home') },
    { label: shop.label, to: brandPath(brand, shop.route) },
  ];
  if (product.ProductCategory)
    crumbs.push({
      label: product.ProductCategory,
      to: categoryProductsPath(brand, product.ProductCategoryId),
    });
  if (product.ProductSubCategoryId && product.ProductSubCategoryTitle)
    crumbs.push({
      label: product.ProductSubCategoryTitle,
      to: categoryProductsPath(brand, product.ProductCategoryId, product.ProductSubCategoryId),
    });
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{product.ProductTitle}</span>
        </li>
      </ol>
    </nav>
  );
}

function Gallery({ product }: { product: Product }) {
  const pictures = [product.ProductImageUrl, ...(product.Vehicle?.Gallery ?? [])].filter(
    (src, index, all): src is string => Boolean(src) && all.indexOf(src) === index,
  );
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  return (
    <div className="product-details__gallery">
      <div className="product-details__picture">
        {current ? (
          <img
            src={current}
            alt={
              pictures.length > 1
                ? `${product.ProductTitle}, picture ${shown + 1} of ${pictures.length}`
                : product.ProductTitle
            }
            width={800}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <span className="product-details__placeholder" aria-hidden="true">
            {product.ProductTitle.slice(0, 1)}
          </span>
        )}
      </div>
      {pictures.length > 1 ? (
        <ul className="product-details__thumbs" aria-label="Pictures">
          {pictures.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="product-details__thumb"
                aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={src} alt="" width={96} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Cars are Sold or Available (spec §1); other products are in stock or not (Add to Cart needs stock, §5). */
function Stock({ product }: { product: Product }) {
  if (product.Vehicle) {
    const sold = product.ProductStockStatus === 'Sold';
    return (
      <span className={sold ? 'stock-state stock-state--out' : 'stock-state stock-state--in'}>
        {sold ? 'Sold' : 'Available'}
      </span>
    );
  }
  const inStock = product.ProductStockStatus !== 'Sold' && product.ProductStocks > 0;
  return (
    <span className={inStock ? 'stock-state stock-state--in' : 'stock-state stock-state--out'}>
      {inStock ? 'In stock' : 'Out of stock'}
    </span>
  );
}

/** Which delivery types offer the product (its For* flags): what the cart later marks as unavailable. */
function Channels({ product }: { product: Product }) {
  const channels: [string, boolean][] = [
    ['Delivery', product.ForDelivery],
    ['Collection', product.ForCollection],
  ];
  return (
    <ul className="product-details__channels" aria-label="Ways to get it">
      {channels.map(([name, offered]) => (
        <li key={name} className={offered ? undefined : 'product-details__channel--off'}>
          <span aria-hidden="true">{offered ? '✓' : '✕'}</span> {name}
          {offered ? null : <span className="visually-hidden"> not available</span>}
        </li>
      ))}
    </ul>
  );
}

function VehicleFacts({ product }: { product: Product }) {
  const vehicle = product.Vehicle!;
  const rows: [string, string | undefined][] = [
    ['Make', vehicle.Make],
    ['Model', vehicle.Model],
    ['Engine', vehicle.Engine],
    ['Colour', vehicle.Colour],
    ['Doors', vehicle.Doors ? String(vehicle.Doors) : undefined],
  ];
  return (
    <div className="product-details__facts">
      <ul className="product-details__chips" aria-label="Key facts">
        {vehicleFacts(vehicle).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <FactTable rows={rows} />
    </div>
  );
}

/** A part's fit and code (spec §2 Other UI): Model, Engine, Year range, Code, RRP (exc VAT), Vehicle Info. */
function PartDetails({ product }: { product: Product }) {
  const rows: [string, string | null][] = [
    ['Model', product.ProductDetailPartModel],
    ['Engine', product.ProductDetailEngine],
    ['Year range', yearRange(product.ProductDetailFromYear, product.ProductDetailToYear)],
    ['Code', product.ProductDetailCode],
    ['RRP (exc VAT)', formatPrice(productPrice(product).current)],
  ];
  return (
    <div className="product-details__facts">
      <FactTable rows={rows} />
      {product.ProductDetailExternalLink ? (
        <SmartLink href={product.ProductDetailExternalLink} className="product-details__link">
          Vehicle Info
        </SmartLink>
      ) : null}
      <p className="product-details__note">The price is RRP and excludes VAT.</p>
    </div>
  );
}

function FactTable({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <dl className="product-details__table">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="product-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
