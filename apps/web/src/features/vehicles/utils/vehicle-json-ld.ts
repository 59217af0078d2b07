import type { Product } from '@storefront/contract/catalog';

/** The absolute form of a site path, for structured data read by search engines. */
const absolute = (href: string, origin: string) => (/^https?:\/\//i.test(href) ? href : `${origin}${href}`);

/**
 * schema.org `Vehicle` (https://schema.org/Vehicle) for a car listing, with its offer: a search engine can then
 * show the car's price, mileage and availability. Sold cars are offered as `SoldOut`.
 */
export function vehicleJsonLd(
  product: Product,
  pageUrl: string,
  origin: string,
): Record<string, unknown> | null {
  const v = product.Vehicle;
  if (!v) return null;
  const price = product.ProductNewPrice ?? product.ProductOldPrice;
  const images = (
    v.Gallery.length ? v.Gallery : product.ProductImageUrl ? [product.ProductImageUrl] : []
  ).map((src) => absolute(src, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: product.ProductTitle,
    url: pageUrl,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: v.Make },
    manufacturer: { '@type': 'Organization', name: v.Make },
    model: v.Model,
    vehicleModelDate: String(v.Year),
    productionDate: String(v.Year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.Mileage, unitCode: 'SMI' },
    fuelType: v.Fuel,
    vehicleTransmission: v.Transmission,
    bodyType: v.BodyType,
    vehicleEngine: { '@type': 'EngineSpecification', name: v.Engine },
    ...(v.Colour ? { color: v.Colour } : {}),
    ...(v.Doors ? { numberOfDoors: v.Doors } : {}),
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'GBP',
      availability:
        product.ProductStockStatus === 'Sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: pageUrl,
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
