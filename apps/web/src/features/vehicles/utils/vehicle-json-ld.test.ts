import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Product } from '@storefront/contract/catalog';
import { jsonLdText, vehicleJsonLd } from './vehicle-json-ld';

const car: Product = {
  ProductId: 40001,
  ProductCategoryId: 41,
  ProductCategory: 'Hatchbacks',
  ProductSubCategoryId: 4101,
  ProductSubCategoryTitle: null,
  ProductTitle: '2019 Ford Fiesta 1.0 EcoBoost Titanium',
  ProductImageUrl: '/brand-assets/motors/cars/ford-fiesta-2019-side.svg',
  ProductOldPrice: 10495,
  ProductNewPrice: null,
  ProductUnits: 'each',
  ProductStocks: 1,
  ProductContent: '<p>Full service history.</p>',
  ProductStockStatus: 'Available',
  ProductLabel: 'ULEZ compliant',
  IsFavourite: false,
  ForDelivery: false,
  ForCollection: true,
  ProductExtraObject: null,
  ProductDetailPartModel: null,
  ProductDetailEngine: null,
  ProductDetailFromYear: null,
  ProductDetailToYear: null,
  ProductDetailCode: null,
  ProductDetailExternalLink: null,
  Vehicle: {
    Make: 'Ford',
    Model: 'Fiesta',
    Year: 2019,
    Mileage: 28400,
    Fuel: 'Petrol',
    Transmission: 'Manual',
    Engine: '1.0L EcoBoost',
    BodyType: 'Hatchback',
    Colour: 'Magnetic Grey',
    Doors: 5,
    Gallery: [
      '/brand-assets/motors/cars/ford-fiesta-2019-side.svg',
      'https://cdn.example.com/ford-fiesta-2019-front.jpg',
    ],
  },
};
const PAGE = 'https://shop.example.com/motors/stock-list/details/40001';
const ORIGIN = 'https://shop.example.com';

const AbsoluteUrl = z.url({ protocol: /^https$/ });
const Named = (type: string) => z.object({ '@type': z.literal(type), name: z.string().min(1) }).strict();

/**
 * The shape of a schema.org Car (https://schema.org/Car, a Vehicle) as Google's car listing rich results read it:
 * only properties that schema.org defines on Vehicle (or on Product and Thing, which it extends), each with
 * the type schema.org expects, and enumeration members written as their schema.org URLs.
 */
const SchemaOrgVehicle = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Car'),
    name: z.string().min(1),
    url: AbsoluteUrl,
    image: z.array(AbsoluteUrl).min(1).optional(),
    brand: Named('Brand'),
    manufacturer: Named('Organization'),
    model: z.string().min(1),
    vehicleModelDate: z.string().regex(/^\d{4}$/),
    productionDate: z.string().regex(/^\d{4}$/),
    mileageFromOdometer: z
      .object({
        '@type': z.literal('QuantitativeValue'),
        value: z.number().nonnegative(),
        // UN/CEFACT common code: SMI = statute mile, KMT = kilometre.
        unitCode: z.enum(['SMI', 'KMT']),
      })
      .strict(),
    fuelType: z.string().min(1),
    vehicleTransmission: z.string().min(1),
    bodyType: z.string().min(1),
    vehicleEngine: Named('EngineSpecification'),
    color: z.string().min(1).optional(),
    numberOfDoors: z.number().int().positive().optional(),
    itemCondition: z.enum([
      'https://schema.org/NewCondition',
      'https://schema.org/UsedCondition',
      'https://schema.org/RefurbishedCondition',
      'https://schema.org/DamagedCondition',
    ]),
    offers: z
      .object({
        '@type': z.literal('Offer'),
        price: z.string().regex(/^\d+\.\d{2}$/),
        priceCurrency: z.string().regex(/^[A-Z]{3}$/),
        availability: z.enum([
          'https://schema.org/InStock',
          'https://schema.org/SoldOut',
          'https://schema.org/OutOfStock',
        ]),
        url: AbsoluteUrl,
      })
      .strict(),
  })
  .strict();

/** What a search engine reads: the text of the script element, parsed. */
const parsed = (product: Product) => {
  const data = vehicleJsonLd(product, PAGE, ORIGIN);
  expect(data).not.toBeNull();
  return JSON.parse(jsonLdText(data!)) as unknown;
};

describe('vehicleJsonLd', () => {
  it('is a valid schema.org Car with its offer', () => {
    const ld = SchemaOrgVehicle.parse(parsed(car));
    expect(ld).toMatchObject({
      name: car.ProductTitle,
      url: PAGE,
      brand: { name: 'Ford' },
      model: 'Fiesta',
      vehicleModelDate: '2019',
      mileageFromOdometer: { value: 28400, unitCode: 'SMI' },
      fuelType: 'Petrol',
      vehicleTransmission: 'Manual',
      bodyType: 'Hatchback',
      vehicleEngine: { name: '1.0L EcoBoost' },
      color: 'Magnetic Grey',
      numberOfDoors: 5,
      offers: {
        price: '10495.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: PAGE,
      },
    });
  });

  it('makes every picture an absolute address, keeping absolute ones as they are', () => {
    const ld = SchemaOrgVehicle.parse(parsed(car));
    expect(ld.image).toEqual([
      'https://shop.example.com/brand-assets/motors/cars/ford-fiesta-2019-side.svg',
      'https://cdn.example.com/ford-fiesta-2019-front.jpg',
    ]);
    const noGallery = { ...car, Vehicle: { ...car.Vehicle!, Gallery: [] } };
    expect(SchemaOrgVehicle.parse(parsed(noGallery)).image).toEqual([
      'https://shop.example.com/brand-assets/motors/cars/ford-fiesta-2019-side.svg',
    ]);
    const noPicture = { ...noGallery, ProductImageUrl: null };
    expect(SchemaOrgVehicle.parse(parsed(noPicture))).not.toHaveProperty('image');
  });

  it('offers a sold car as sold out, at its offer price when it has one', () => {
    const sold = { ...car, ProductStockStatus: 'Sold' as const, ProductNewPrice: 9995.5 };
    const ld = SchemaOrgVehicle.parse(parsed(sold));
    expect(ld.offers).toMatchObject({ price: '9995.50', availability: 'https://schema.org/SoldOut' });
  });

  it('leaves out the optional facts a listing does not have', () => {
    const { Colour: _colour, Doors: _doors, ...facts } = car.Vehicle!;
    const ld = SchemaOrgVehicle.parse(parsed({ ...car, Vehicle: facts }));
    expect(ld).not.toHaveProperty('color');
    expect(ld).not.toHaveProperty('numberOfDoors');
  });

  it('is null for a product that is not a car', () => {
    expect(vehicleJsonLd({ ...car, Vehicle: null }, PAGE, ORIGIN)).toBeNull();
  });
});

describe('jsonLdText', () => {
  it('escapes < so a title cannot close the script element, and still parses to the same data', () => {
    const data = vehicleJsonLd(
      { ...car, ProductTitle: 'Fiesta </script><script>alert(1)</script>' },
      PAGE,
      ORIGIN,
    )!;
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
