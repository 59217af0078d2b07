import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PartFilters, VehicleFilters, VehicleSort } from '@storefront/contract/vehicles';
import type { DbOrTx } from '../../db/client';
import { branches, categories, products } from '../../db/schema';
import { flattenProductRows, selectProductRows } from './catalog-rows.repository';

/**
 * A fact of a car listing, read from the `vehicle` JSON. The key is one of our own names, written into the
 * SQL as a literal (not a parameter) so that a grouped query's select and GROUP BY are the same expression.
 */
type FactKey = 'Make' | 'Model' | 'Fuel' | 'Transmission' | 'BodyType' | 'Year' | 'Mileage';
const fact = (key: FactKey) => sql<string>`(${products.vehicle} ->> ${sql.raw(`'${key}'`)})`;
const intFact = (key: FactKey) => sql<number>`((${products.vehicle} ->> ${sql.raw(`'${key}'`)})::int)`;
/** What the car costs now, in pence: an offer price replaces the base price (as on the product card). */
const pricePence = sql<number>`coalesce(${products.newPricePence}, ${products.oldPricePence})`;

export type VehicleFacetKey = 'Make' | 'Model' | 'Fuel' | 'Transmission' | 'BodyType';
export const VEHICLE_FACETS: readonly VehicleFacetKey[] = [
  'Make',
  'Model',
  'Fuel',
  'Transmission',
  'BodyType',
];

const vehicleOrder: Record<VehicleSort, SQL[]> = {
  // Ids come from the dealer's file in listing order, so the highest id is the latest car listed.
  newest: [sql`${products.id} desc`],
  'price-asc': [sql`${pricePence} asc`, sql`${products.id} desc`],
  'price-desc': [sql`${pricePence} desc`, sql`${products.id} desc`],
  'year-desc': [sql`${intFact('Year')} desc`, sql`${products.id} desc`],
  'year-asc': [sql`${intFact('Year')} asc`, sql`${products.id} desc`],
  'mileage-asc': [sql`${intFact('Mileage')} asc`, sql`${products.id} desc`],
};

/** The make of a part's model ('Ford Focus Mk3' → 'Ford'): the model names in the brand files start with it. */
const partMake = sql<string>`split_part(${products.partModel}, ' ', 1)`;

/**
 * Reads for dealer brands. Every query starts from the brand's id (tenant scoping) and shows only products of
 * switched-on categories, as the shop does.
 */
export function createVehiclesRepository(db: DbOrTx) {
  const base = (brandId: number) =>
    and(
      eq(products.brandId, brandId),
      eq(categories.status, true),
      eq(products.hidden, false),
      isNotNull(products.vehicle),
    );

  const selectProducts = () => selectProductRows(db);
  const countProducts = () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(
        categories,
        and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
      );
  const flatten = flattenProductRows;

  /** The conditions of a car filter, leaving one facet out (its own counts ignore its own choice). */
  const vehicleWhere = (brandId: number, f: VehicleFilters, without?: VehicleFacetKey) =>
    and(
      base(brandId),
      eq(products.stockStatus, f.Status),
      ...VEHICLE_FACETS.filter((key) => key !== without && f[key] !== undefined).map(
        (key) => sql`lower(${fact(key)}) = lower(${f[key]})`,
      ),
      f.PriceMin !== undefined ? sql`${pricePence} >= ${f.PriceMin * 100}` : undefined,
      f.PriceMax !== undefined ? sql`${pricePence} <= ${f.PriceMax * 100}` : undefined,
      f.YearMin !== undefined ? sql`${intFact('Year')} >= ${f.YearMin}` : undefined,
      f.YearMax !== undefined ? sql`${intFact('Year')} <= ${f.YearMax}` : undefined,
    );

  return {
    async listVehicles(brandId: number, f: VehicleFilters) {
      const where = vehicleWhere(brandId, f);
      const [rows, total] = await Promise.all([
        selectProducts()
          .where(where)
          .orderBy(...vehicleOrder[f.Sort])
          .limit(f.Limit)
          .offset(f.Offset),
        countProducts().where(where),
      ]);
      return { rows: flatten(rows), total: total[0]?.n ?? 0 };
    },

    /** For each filter, its values with how many cars each would show given the other filters. */
    async vehicleFacets(brandId: number, f: VehicleFilters) {
      const facets = await Promise.all(
        VEHICLE_FACETS.map(async (key) => {
          const value = fact(key);
          const rows = await db
            .select({ value, n: sql<number>`count(*)::int` })
            .from(products)
            .innerJoin(
              categories,
              and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
            )
            .where(and(vehicleWhere(brandId, f, key), sql`${value} <> ''`))
            .groupBy(value)
            .orderBy(asc(value));
          return [key, rows.map((r) => ({ Value: r.value, Count: r.n }))] as const;
        }),
      );
      const [span] = await db
        .select({
          priceMin: sql<number | null>`min(${pricePence})::int`,
          priceMax: sql<number | null>`max(${pricePence})::int`,
          yearMin: sql<number | null>`min(${intFact('Year')})::int`,
          yearMax: sql<number | null>`max(${intFact('Year')})::int`,
        })
        .from(products)
        .innerJoin(
          categories,
          and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
        )
        .where(and(base(brandId), eq(products.stockStatus, f.Status)));
      return {
        facets: Object.fromEntries(facets) as Record<VehicleFacetKey, { Value: string; Count: number }[]>,
        span,
      };
    },

    /** Every distinct fit of the brand's parts (model, engine, years), for the fitment finder's choices. */
    async partFits(brandId: number) {
      return db
        .selectDistinct({
          make: partMake,
          model: products.partModel,
          engine: products.engine,
          fromYear: products.fromYear,
          toYear: products.toYear,
        })
        .from(products)
        .innerJoin(
          categories,
          and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
        )
        .where(
          and(
            eq(products.brandId, brandId),
            eq(categories.status, true),
            eq(products.hidden, false),
            isNotNull(products.partModel),
          ),
        );
    },

    /** The parts that fit the chosen vehicle (each step optional), in the shop's order. */
    async listParts(brandId: number, f: PartFilters) {
      const where = and(
        eq(products.brandId, brandId),
        eq(categories.status, true),
        eq(products.hidden, false),
        isNotNull(products.partModel),
        f.CategoryId !== undefined ? eq(products.categoryId, f.CategoryId) : undefined,
        f.Make !== undefined ? sql`lower(${partMake}) = lower(${f.Make})` : undefined,
        f.Model !== undefined ? sql`lower(${products.partModel}) = lower(${f.Model})` : undefined,
        f.Engine !== undefined ? sql`lower(${products.engine}) = lower(${f.Engine})` : undefined,
        f.Year !== undefined
          ? sql`coalesce(${products.fromYear}, ${f.Year}) <= ${f.Year} and coalesce(${products.toYear}, ${f.Year}) >= ${f.Year}`
          : undefined,
      );
      const [rows, total] = await Promise.all([
        selectProducts()
          .where(where)
          .orderBy(asc(products.sort), asc(products.id))
          .limit(f.Limit)
          .offset(f.Offset),
        countProducts().where(where),
      ]);
      return { rows: flatten(rows), total: total[0]?.n ?? 0 };
    },

    /** The brand's branches as dealers, by country and then name. */
    async dealers(brandId: number) {
      return db
        .select({
          BranchId: branches.id,
          Name: branches.name,
          Address: branches.address,
          Postcode: branches.postcode,
          Country: branches.country,
          Phone: branches.phone,
          Email: branches.email,
        })
        .from(branches)
        .where(eq(branches.brandId, brandId))
        .orderBy(asc(branches.country), asc(branches.name), asc(branches.id));
    },
  };
}
export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
