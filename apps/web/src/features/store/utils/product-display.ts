import type { Product } from '@storefront/contract/catalog';

export interface ProductPrice {
  /** What the product costs now, in pounds. */
  current: number;
  /** The base price when a lower new price applies, to show struck through. */
  was: number | null;
}

/** ProductOldPrice is the base price; a lower ProductNewPrice is an offer. */
export function productPrice(product: Pick<Product, 'ProductOldPrice' | 'ProductNewPrice'>): ProductPrice {
  const { ProductOldPrice: base, ProductNewPrice: offer } = product;
  if (offer !== null && offer < base) return { current: offer, was: base };
  return { current: offer ?? base, was: null };
}

/** The unit a price is per, for display: 'kg' → 'per kg'; nothing for single items. */
export function unitLabel(units: string): string | null {
  const unit = units.trim();
  if (!unit || /^(each|item|unit)$/i.test(unit)) return null;
  return `per ${unit}`;
}

/** Year range of a part's fit: '2011–2018', '2011 on', or null. */
export function yearRange(from: number | null, to: number | null): string | null {
  if (from && to) return from === to ? String(from) : `${from}–${to}`;
  if (from) return `${from} on`;
  if (to) return `up to ${to}`;
  return null;
}

const miles = new Intl.NumberFormat('en-GB');

/** The key facts of a car listing, in reading order. */
export function vehicleFacts(vehicle: NonNullable<Product['Vehicle']>): string[] {
  return [
    String(vehicle.Year),
    `${miles.format(vehicle.Mileage)} miles`,
    vehicle.Fuel,
    vehicle.Transmission,
    vehicle.BodyType,
  ].filter((fact) => fact.trim() !== '');
}
