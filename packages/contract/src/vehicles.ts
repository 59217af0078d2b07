import { z } from 'zod';
import { Id } from './ids';
import { Product } from './catalog';
import { Info } from './envelope';

/*
 * Dealer brands (issue 7): the car stock list with its filters and the parts list with its fitment finder.
 * Both answer with the products of the catalogue contract plus what the screen needs to offer the next choice
 * (facet counts for cars, the fitment options for parts), computed by the server from the brand's own rows.
 */

/** How the stock list may be ordered (a dealer site's usual four, both ways for price and year). */
export const VehicleSort = z.enum([
  'newest',
  'price-asc',
  'price-desc',
  'year-desc',
  'year-asc',
  'mileage-asc',
]);
export type VehicleSort = z.infer<typeof VehicleSort>;

/** `stock-list` shows cars for sale, `sold-cars` the sold ones. */
export const VehicleStatus = z.enum(['Available', 'Sold']);
export type VehicleStatus = z.infer<typeof VehicleStatus>;

const Facet = z.string().trim().min(1).max(80);
const Year = z.number().int().min(1900).max(2100);
const Pounds = z.number().int().min(0).max(10_000_000);

export const VehicleListBody = z
  .object({
    Status: VehicleStatus.default('Available'),
    Make: Facet.optional(),
    Model: Facet.optional(),
    Fuel: Facet.optional(),
    Transmission: Facet.optional(),
    BodyType: Facet.optional(),
    /** Whole pounds, inclusive. */
    PriceMin: Pounds.optional(),
    PriceMax: Pounds.optional(),
    YearMin: Year.optional(),
    YearMax: Year.optional(),
    Sort: VehicleSort.default('newest'),
    Offset: z.number().int().min(0).max(1_000_000).default(0),
    Limit: z.number().int().min(1).max(100).default(24),
  })
  .strict();
export type VehicleListBody = z.input<typeof VehicleListBody>;
export type VehicleFilters = z.output<typeof VehicleListBody>;

/** One value of a filter and how many cars it would show with the other filters as they are. */
export const FacetCount = z.object({ Value: z.string(), Count: z.number().int().nonnegative() });
export type FacetCount = z.infer<typeof FacetCount>;

export const VehicleFacets = z.object({
  Make: z.array(FacetCount),
  /** Models of the chosen make (all models when no make is chosen). */
  Model: z.array(FacetCount),
  Fuel: z.array(FacetCount),
  Transmission: z.array(FacetCount),
  BodyType: z.array(FacetCount),
  /** The span of the brand's cars of this status, for the range inputs. */
  Price: z.object({ Min: z.number().int(), Max: z.number().int() }),
  Year: z.object({ Min: z.number().int(), Max: z.number().int() }),
});
export type VehicleFacets = z.infer<typeof VehicleFacets>;

export const VehicleListResponse = z.object({
  Info,
  Data: z.array(Product),
  Total: z.number().int(),
  Facets: VehicleFacets,
});
export type VehicleListResponse = z.infer<typeof VehicleListResponse>;

/** The parts list narrowed by a vehicle: make → model → year → engine (each optional, in that order). */
export const PartListBody = z
  .object({
    Make: Facet.optional(),
    Model: Facet.optional(),
    Year: Year.optional(),
    Engine: Facet.optional(),
    CategoryId: Id.optional(),
    Offset: z.number().int().min(0).max(1_000_000).default(0),
    Limit: z.number().int().min(1).max(100).default(24),
  })
  .strict();
export type PartListBody = z.input<typeof PartListBody>;
export type PartFilters = z.output<typeof PartListBody>;

/** The choices of the fitment finder at each step, given the steps before it. */
export const PartFitment = z.object({
  Makes: z.array(z.string()),
  Models: z.array(z.string()),
  Years: z.array(z.number().int()),
  Engines: z.array(z.string()),
});
export type PartFitment = z.infer<typeof PartFitment>;

export const PartListResponse = z.object({
  Info,
  Data: z.array(Product),
  Total: z.number().int(),
  Fitment: PartFitment,
});
export type PartListResponse = z.infer<typeof PartListResponse>;

/**
 * A dealer of the brand, for the inquiry popup's cards (spec §2 "Other UI"): the brand's branches with the
 * country they are in and how to reach them.
 */
export const Dealer = z.object({
  BranchId: z.number().int(),
  Name: z.string(),
  Address: z.string(),
  Postcode: z.string(),
  Country: z.string(),
  Phone: z.string(),
  Email: z.string(),
});
export type Dealer = z.infer<typeof Dealer>;

export const DealersResponse = z.object({ Info, Data: z.array(Dealer) });
export type DealersResponse = z.infer<typeof DealersResponse>;
