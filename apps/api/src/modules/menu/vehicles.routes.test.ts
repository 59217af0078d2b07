import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@storefront/contract/catalog';
import { DealersResponse, PartListResponse, VehicleListResponse } from '@storefront/contract/vehicles';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

interface DemoCar {
  ProductId: number;
  ProductTitle: string;
  ProductOldPrice: number;
  ProductNewPrice?: number | null;
  ProductStockStatus: 'Sold' | 'Available';
  Vehicle: { Make: string; Model: string; Year: number; Mileage: number; Fuel: string };
}
interface DemoPart {
  ProductId: number;
  ProductDetailPartModel: string;
  ProductDetailEngine: string;
  ProductDetailFromYear: number;
  ProductDetailToYear: number;
  ProductDetailCode: string;
}
const demo = <T>(flavour: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../../data/brands/${flavour}.json`, import.meta.url), 'utf8'),
    ) as {
      Products: T[];
    }
  ).Products;
const cars = demo<DemoCar>('motors');
const parts = demo<DemoPart>('parts');
const price = (car: DemoCar) => car.ProductNewPrice ?? car.ProductOldPrice;
const ids = (list: { ProductId: number }[]) => list.map((p) => p.ProductId);

describe.each(DRIVERS)('dealer lists on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const vehicles = async (body: Record<string, unknown>, brand = 'motors') => {
    const res = await t.request('POST', `/api/Product/v1/getVehicles/${brand}`, { body });
    expect(res.status).toBe(200);
    return VehicleListResponse.parse(res.json());
  };
  const partList = async (body: Record<string, unknown>, brand = 'parts') => {
    const res = await t.request('POST', `/api/Product/v1/getParts/${brand}`, { body });
    expect(res.status).toBe(200);
    return PartListResponse.parse(res.json());
  };

  it('lists available cars newest first by default, and sold cars apart', async () => {
    const available = await vehicles({});
    const expected = cars.filter((c) => c.ProductStockStatus === 'Available');
    expect(available.Total).toBe(expected.length);
    expect(ids(available.Data)).toEqual(ids(expected).sort((a, b) => b - a));
    expect(available.Data.every((p) => p.ProductStockStatus === 'Available' && p.Vehicle)).toBe(true);

    const sold = await vehicles({ Status: 'Sold' });
    expect(sold.Total).toBe(cars.length - expected.length);
    expect(sold.Data.every((p) => p.ProductStockStatus === 'Sold')).toBe(true);
  });

  it('filters by make (any case), price range and year, and counts each facet against the other filters', async () => {
    const fords = await vehicles({ Make: 'ford' });
    const expectedFords = cars.filter(
      (c) => c.ProductStockStatus === 'Available' && c.Vehicle.Make === 'Ford',
    );
    expect(ids(fords.Data).sort()).toEqual(ids(expectedFords).sort());
    // The make facet ignores the make chosen: every make with its count stays on offer.
    const makes = new Map<string, number>();
    for (const c of cars)
      if (c.ProductStockStatus === 'Available')
        makes.set(c.Vehicle.Make, (makes.get(c.Vehicle.Make) ?? 0) + 1);
    expect(fords.Facets.Make).toEqual(
      [...makes].sort((a, b) => a[0].localeCompare(b[0])).map(([Value, Count]) => ({ Value, Count })),
    );
    // Models narrow to the make.
    expect(fords.Facets.Model.map((m) => m.Value).sort()).toEqual(
      [...new Set(expectedFords.map((c) => c.Vehicle.Model))].sort(),
    );

    const cheap = await vehicles({ PriceMax: 15000, YearMin: 2018 });
    const expectedCheap = cars.filter(
      (c) => c.ProductStockStatus === 'Available' && price(c) <= 15000 && c.Vehicle.Year >= 2018,
    );
    expect(ids(cheap.Data).sort()).toEqual(ids(expectedCheap).sort());
    expect(cheap.Facets.Fuel.reduce((n, f) => n + f.Count, 0)).toBe(expectedCheap.length);
    const prices = cars.filter((c) => c.ProductStockStatus === 'Available').map(price);
    expect(cheap.Facets.Price).toEqual({
      Min: Math.floor(Math.min(...prices)),
      Max: Math.ceil(Math.max(...prices)),
    });
  });

  it('sorts by price, year and mileage, and pages', async () => {
    const byPrice = await vehicles({ Sort: 'price-asc' });
    const got = byPrice.Data.map((p) => p.ProductNewPrice ?? p.ProductOldPrice);
    expect(got).toEqual([...got].sort((a, b) => a - b));
    const dear = await vehicles({ Sort: 'price-desc', Limit: 1 });
    expect(dear.Data[0]?.ProductId).toBe(byPrice.Data.at(-1)?.ProductId);
    expect(dear.Total).toBe(byPrice.Total);
    const byYear = (await vehicles({ Sort: 'year-desc' })).Data.map((p) => p.Vehicle!.Year);
    expect(byYear).toEqual([...byYear].sort((a, b) => b - a));
    const byMiles = (await vehicles({ Sort: 'mileage-asc' })).Data.map((p) => p.Vehicle!.Mileage);
    expect(byMiles).toEqual([...byMiles].sort((a, b) => a - b));
    const second = await vehicles({ Sort: 'price-asc', Offset: 2, Limit: 2 });
    expect(ids(second.Data)).toEqual(ids(byPrice.Data.slice(2, 4)));
  });

  it('refuses unknown fields and bad values, and shows no other brand’s cars', async () => {
    for (const body of [{ Sort: 'cheapest' }, { Make: '' }, { PriceMin: -1 }, { Colour: 'red' }]) {
      const res = await t.request('POST', '/api/Product/v1/getVehicles/motors', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const other = await vehicles({}, 'grocer');
    expect(other.Total).toBe(0);
    expect(other.Facets.Make).toEqual([]);
    const unknown = await t.request('POST', '/api/Product/v1/getVehicles/no-such-brand', { body: {} });
    expect(unknown.status).toBe(404);
  });

  it('finds cars through searchVehicle', async () => {
    const res = await t.request('POST', '/api/Product/searchVehicle', {
      body: { BrandFlavor: 'motors', SearchKey: 'Qashqai', Offset: 0, Limit: 40 },
      headers: { BrandFlavor: 'motors' },
    });
    expect(res.status).toBe(200);
    const titles = SearchResponse.parse(res.json()).Data.ProductData.map((p) => p.ProductTitle);
    expect(titles).toContain('2019 Nissan Qashqai 1.3 DIG-T N-Connecta');
  });

  it('narrows parts by make, model, year and engine, offering each next step', async () => {
    const all = await partList({ Limit: 100 });
    expect(all.Total).toBe(parts.length);
    expect(all.Fitment.Makes).toContain('Ford');
    expect(all.Fitment.Models).toEqual([]);

    const ford = await partList({ Make: 'Ford', Limit: 100 });
    const fordParts = parts.filter((p) => p.ProductDetailPartModel.startsWith('Ford '));
    expect(ids(ford.Data).sort()).toEqual(ids(fordParts).sort());
    expect(ford.Fitment.Models).toEqual([...new Set(fordParts.map((p) => p.ProductDetailPartModel))].sort());

    const model = fordParts[0]!.ProductDetailPartModel;
    const ofModel = await partList({ Make: 'Ford', Model: model, Limit: 100 });
    const from = Math.min(
      ...fordParts.filter((p) => p.ProductDetailPartModel === model).map((p) => p.ProductDetailFromYear),
    );
    expect(ofModel.Fitment.Years).toContain(from);
    expect(ofModel.Fitment.Years).not.toContain(from - 1);

    const fits = await partList({ Make: 'Ford', Model: model, Year: from, Limit: 100 });
    expect(fits.Fitment.Engines.length).toBeGreaterThan(0);
    const engine = fits.Fitment.Engines[0]!;
    const exact = await partList({ Make: 'Ford', Model: model, Year: from, Engine: engine, Limit: 100 });
    const expected = parts.filter(
      (p) =>
        p.ProductDetailPartModel === model &&
        p.ProductDetailEngine === engine &&
        p.ProductDetailFromYear <= from &&
        p.ProductDetailToYear >= from,
    );
    expect(ids(exact.Data).sort()).toEqual(ids(expected).sort());
    expect(exact.Data.length).toBeGreaterThan(0);

    // A year the model's parts do not cover leaves nothing.
    const none = await partList({ Make: 'Ford', Model: model, Year: from - 1 });
    expect(none.Total).toBe(0);
    // Another brand's data never shows: the grocer has no parts.
    expect((await partList({}, 'grocer')).Total).toBe(0);
  });

  it('finds parts by code through SearchDetailProduct', async () => {
    const code = parts[0]!.ProductDetailCode;
    const res = await t.request('POST', '/api/Product/SearchDetailProduct', {
      body: { BrandFlavor: 'parts', SearchKey: code, Offset: 0, Limit: 40 },
      headers: { BrandFlavor: 'parts' },
    });
    expect(res.status).toBe(200);
    expect(ids(SearchResponse.parse(res.json()).Data.ProductData)).toContain(parts[0]!.ProductId);
  });

  it('finds parts by model and by engine through SearchDetailProduct', async () => {
    const search = async (SearchKey: string) => {
      const res = await t.request('POST', '/api/Product/SearchDetailProduct', {
        body: { BrandFlavor: 'parts', SearchKey, Offset: 0, Limit: 40 },
        headers: { BrandFlavor: 'parts' },
      });
      expect(res.status).toBe(200);
      return ids(SearchResponse.parse(res.json()).Data.ProductData);
    };
    const part = parts.find((p) => p.ProductDetailPartModel === 'Ford Focus Mk3')!;
    const ofModel = parts.filter((p) => p.ProductDetailPartModel === part.ProductDetailPartModel);
    expect(await search(part.ProductDetailPartModel)).toEqual(expect.arrayContaining(ids(ofModel)));
    const ofEngine = parts.filter((p) => p.ProductDetailEngine === part.ProductDetailEngine);
    expect(await search(part.ProductDetailEngine)).toEqual(expect.arrayContaining(ids(ofEngine)));
    // The grocer's search never answers with the parts brand's parts.
    const res = await t.request('POST', '/api/Product/SearchDetailProduct', {
      body: { BrandFlavor: 'grocer', SearchKey: part.ProductDetailCode, Offset: 0, Limit: 40 },
      headers: { BrandFlavor: 'grocer' },
    });
    expect(SearchResponse.parse(res.json()).Data.ProductData).toEqual([]);
  });

  it('lists the brand’s dealers with their country, phone and email', async () => {
    const res = await t.request('GET', '/api/Brand/v1/getDealers/parts');
    expect(res.status).toBe(200);
    const dealers = DealersResponse.parse(res.json()).Data;
    expect(dealers.map((d) => d.Country)).toEqual([
      'Belgium',
      'Cyprus',
      'Denmark',
      'Finland',
      'United Kingdom',
    ]);
    const denmark = dealers.find((d) => d.Country === 'Denmark')!;
    expect(denmark).toMatchObject({ Name: 'Meridian Autodele Aarhus', Phone: '+45 86 55 50 14' });
    expect(denmark.Email).toBe('aarhus@meridian-parts.example.com');
    // Only the brand's own branches.
    const motors = DealersResponse.parse((await t.request('GET', '/api/Brand/v1/getDealers/motors')).json());
    expect(motors.Data.every((d) => d.Name.startsWith('Northgate Motors'))).toBe(true);
    expect((await t.request('GET', '/api/Brand/v1/getDealers/no-such-brand')).status).toBe(404);
  });
});
