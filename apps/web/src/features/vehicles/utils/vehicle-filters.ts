import type { VehicleListBody, VehicleSort, VehicleStatus } from '@storefront/contract/vehicles';

/** The stock list's filters as the address holds them, so a filtered list can be shared or bookmarked. */
export interface VehicleFilterState {
  make?: string;
  model?: string;
  fuel?: string;
  transmission?: string;
  body?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  sort: VehicleSort;
}

export const SORTS: readonly { value: VehicleSort; label: string }[] = [
  { value: 'newest', label: 'Newest listed' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'year-desc', label: 'Year: newest first' },
  { value: 'year-asc', label: 'Year: oldest first' },
  { value: 'mileage-asc', label: 'Mileage: lowest first' },
];

const TEXT_KEYS = ['make', 'model', 'fuel', 'transmission', 'body'] as const;
const NUMBER_KEYS = ['minPrice', 'maxPrice', 'minYear', 'maxYear'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
type NumberKey = (typeof NUMBER_KEYS)[number];

const text = (value: string | null) => {
  const trimmed = value?.trim().slice(0, 80);
  return trimmed ? trimmed : undefined;
};
const whole = (value: string | null, max: number) => {
  if (!value || !/^\d{1,8}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
};

/** Reads the filters from the address; anything malformed is ignored rather than sent to the server. */
export function parseVehicleFilters(params: URLSearchParams): VehicleFilterState {
  const state: VehicleFilterState = { sort: 'newest' };
  for (const key of TEXT_KEYS) {
    const value = text(params.get(key));
    if (value) state[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = whole(params.get(key), key.endsWith('Year') ? 2100 : 10_000_000);
    if (value !== undefined && (!key.endsWith('Year') || value >= 1900)) state[key] = value;
  }
  // A model belongs to its make: without a make it is not a filter the screen can show.
  if (!state.make) delete state.model;
  const sort = params.get('sort');
  if (SORTS.some((s) => s.value === sort)) state.sort = sort as VehicleSort;
  return state;
}

/** The address query of a filter state (sorted keys, defaults left out, so equal states share one URL). */
export function vehicleFiltersSearch(state: VehicleFilterState): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (state[key]) params.set(key, state[key]);
  for (const key of NUMBER_KEYS) if (state[key] !== undefined) params.set(key, String(state[key]));
  if (state.sort !== 'newest') params.set('sort', state.sort);
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The state with one filter changed; choosing another make drops the model of the old one. */
export function withFilter(
  state: VehicleFilterState,
  key: TextKey | NumberKey | 'sort',
  value: string | number | undefined,
): VehicleFilterState {
  const next: VehicleFilterState = { ...state };
  if (key === 'sort') next.sort = (value as VehicleSort | undefined) ?? 'newest';
  else if (value === undefined || value === '') delete next[key];
  else (next as unknown as Record<string, string | number>)[key] = value;
  if (key === 'make' && value !== state.make) delete next.model;
  return next;
}

export const activeFilterCount = (state: VehicleFilterState) =>
  [...TEXT_KEYS, ...NUMBER_KEYS].filter((key) => state[key] !== undefined).length;

/** The listing call's body for a state. */
export function vehicleListBody(state: VehicleFilterState, status: VehicleStatus): VehicleListBody {
  return {
    Status: status,
    Make: state.make,
    Model: state.model,
    Fuel: state.fuel,
    Transmission: state.transmission,
    BodyType: state.body,
    PriceMin: state.minPrice,
    PriceMax: state.maxPrice,
    YearMin: state.minYear,
    YearMax: state.maxYear,
    Sort: state.sort,
  };
}
