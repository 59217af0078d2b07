import type { PartFilters, PartFitment, VehicleFilters } from '@storefront/contract/vehicles';
import { toPounds } from '@storefront/domain/money';
import type { BrandContext } from '../brand/brand.service';
import { toProductDto } from './catalog.mapper';
import type { VehiclesRepository } from './vehicles.repository';

type Fit = Awaited<ReturnType<VehiclesRepository['partFits']>>[number];

const sortedUnique = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v?.trim())))].sort((a, b) => a.localeCompare(b));
const same = (a: string | null, b: string | undefined) =>
  b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();

/**
 * The fitment finder's choices at each step, given the earlier steps: makes; the make's models; the years the
 * model's parts cover; the engines fitted in that year. A later step is empty until its earlier one is chosen.
 */
export function partFitment(fits: Fit[], f: Pick<PartFilters, 'Make' | 'Model' | 'Year'>): PartFitment {
  const ofMake = f.Make === undefined ? [] : fits.filter((fit) => same(fit.make, f.Make));
  const ofModel = f.Model === undefined ? [] : ofMake.filter((fit) => same(fit.model, f.Model));
  const years = new Set<number>();
  for (const fit of ofModel) {
    const from = fit.fromYear ?? fit.toYear;
    const to = fit.toYear ?? fit.fromYear;
    if (from === null || to === null) continue;
    for (let year = Math.max(from, 1900); year <= Math.min(to, 2100); year++) years.add(year);
  }
  const inYear =
    f.Year === undefined
      ? []
      : ofModel.filter((fit) => (fit.fromYear ?? f.Year!) <= f.Year! && (fit.toYear ?? f.Year!) >= f.Year!);
  return {
    Makes: sortedUnique(fits.map((fit) => fit.make)),
    Models: sortedUnique(ofMake.map((fit) => fit.model)),
    Years: [...years].sort((a, b) => b - a),
    Engines: sortedUnique(inYear.map((fit) => fit.engine)),
  };
}

/** Dealer brands: the car stock list with its facet counts, and the parts that fit a vehicle. */
export function createVehiclesService(repository: VehiclesRepository) {
  return {
    async vehicles(brand: BrandContext, filters: VehicleFilters) {
      const [{ rows, total }, { facets, span }] = await Promise.all([
        repository.listVehicles(brand.id, filters),
        repository.vehicleFacets(brand.id, filters),
      ]);
      return {
        Data: rows.map((row) => toProductDto(row)),
        Total: total,
        Facets: {
          ...facets,
          // Whole pounds, widened outwards so that the dearest car is inside the range.
          Price: {
            Min: Math.floor(toPounds(span?.priceMin ?? 0)),
            Max: Math.ceil(toPounds(span?.priceMax ?? 0)),
          },
          Year: { Min: span?.yearMin ?? 0, Max: span?.yearMax ?? 0 },
        },
      };
    },
    async parts(brand: BrandContext, filters: PartFilters) {
      const [{ rows, total }, fits] = await Promise.all([
        repository.listParts(brand.id, filters),
        repository.partFits(brand.id),
      ]);
      return {
        Data: rows.map((row) => toProductDto(row)),
        Total: total,
        Fitment: partFitment(fits, filters),
      };
    },
    async dealers(brand: BrandContext) {
      return { Data: await repository.dealers(brand.id) };
    },
  };
}
export type VehiclesService = ReturnType<typeof createVehiclesService>;
