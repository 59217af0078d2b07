import type { Product } from '@storefront/contract/catalog';

const miles = new Intl.NumberFormat('en-GB');
const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

type Vehicle = NonNullable<Product['Vehicle']>;

/** A car's price as dealers show it: whole pounds (£10,495); pence only when there are any. */
export function carPrice(pounds_: number): string {
  return Number.isInteger(pounds_)
    ? pounds.format(pounds_)
    : new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds_);
}

export const formatMileage = (mileage: number) => `${miles.format(mileage)} miles`;

/** The key facts on a listing card, labelled for screen readers and the eye alike. */
export function keyFacts(v: Vehicle): { label: string; value: string }[] {
  return [
    { label: 'Year', value: String(v.Year) },
    { label: 'Mileage', value: formatMileage(v.Mileage) },
    { label: 'Fuel', value: v.Fuel },
    { label: 'Gearbox', value: v.Transmission },
    { label: 'Engine', value: v.Engine },
  ].filter((fact) => fact.value.trim() !== '');
}

/** Every fact of the listing, for the detail page's specification table. */
export function specification(v: Vehicle): { label: string; value: string }[] {
  return [
    { label: 'Make', value: v.Make },
    { label: 'Model', value: v.Model },
    { label: 'Year', value: String(v.Year) },
    { label: 'Mileage', value: formatMileage(v.Mileage) },
    { label: 'Fuel', value: v.Fuel },
    { label: 'Transmission', value: v.Transmission },
    { label: 'Engine', value: v.Engine },
    { label: 'Body type', value: v.BodyType },
    { label: 'Colour', value: v.Colour ?? '' },
    { label: 'Doors', value: v.Doors ? String(v.Doors) : '' },
  ].filter((row) => row.value.trim() !== '');
}

/** The pictures of a listing, the main one first, without repeats. */
export function galleryOf(product: Pick<Product, 'ProductImageUrl' | 'Vehicle'>): string[] {
  const all = [
    ...(product.ProductImageUrl ? [product.ProductImageUrl] : []),
    ...(product.Vehicle?.Gallery ?? []),
  ];
  return [...new Set(all)];
}
