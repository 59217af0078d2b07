import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseVehicleFilters,
  vehicleFiltersSearch,
  vehicleListBody,
  withFilter,
} from './vehicle-filters';

const parse = (query: string) => parseVehicleFilters(new URLSearchParams(query));

describe('parseVehicleFilters', () => {
  it('reads every filter and the sort from the address', () => {
    expect(
      parse(
        'make=Ford&model=Focus&fuel=Petrol&transmission=Manual&body=Hatchback&minPrice=5000&maxPrice=12000&minYear=2016&maxYear=2020&sort=price-asc',
      ),
    ).toEqual({
      make: 'Ford',
      model: 'Focus',
      fuel: 'Petrol',
      transmission: 'Manual',
      body: 'Hatchback',
      minPrice: 5000,
      maxPrice: 12000,
      minYear: 2016,
      maxYear: 2020,
      sort: 'price-asc',
    });
  });

  it('ignores malformed values rather than sending them to the server', () => {
    expect(
      parse('make=%20%20&minPrice=cheap&maxPrice=-5&minYear=1850&maxYear=2200&sort=random&colour=red'),
    ).toEqual({ sort: 'newest' });
    expect(parse('maxPrice=999999999')).toEqual({ sort: 'newest' });
    expect(parse(`make=${'x'.repeat(120)}`).make).toHaveLength(80);
  });

  it('drops a model without its make', () => {
    expect(parse('model=Focus')).toEqual({ sort: 'newest' });
  });
});

describe('vehicleFiltersSearch', () => {
  it('writes sorted keys and leaves the defaults out, so equal states share one address', () => {
    expect(vehicleFiltersSearch({ sort: 'newest' })).toBe('');
    const a = vehicleFiltersSearch({ sort: 'year-desc', maxPrice: 9000, make: 'Ford' });
    expect(a).toBe('?make=Ford&maxPrice=9000&sort=year-desc');
    expect(vehicleFiltersSearch({ make: 'Ford', maxPrice: 9000, sort: 'year-desc' })).toBe(a);
  });

  it('round-trips through the parser', () => {
    const state = withFilter(withFilter({ sort: 'mileage-asc' }, 'make', 'BMW'), 'minYear', 2018);
    expect(parse(vehicleFiltersSearch(state).slice(1))).toEqual(state);
  });
});

describe('withFilter', () => {
  it('sets and clears one filter without touching the others', () => {
    const state = withFilter({ sort: 'newest', fuel: 'Diesel' }, 'minPrice', 4000);
    expect(state).toEqual({ sort: 'newest', fuel: 'Diesel', minPrice: 4000 });
    expect(withFilter(state, 'fuel', '')).toEqual({ sort: 'newest', minPrice: 4000 });
    expect(withFilter(state, 'minPrice', undefined)).toEqual({ sort: 'newest', fuel: 'Diesel' });
  });

  it('drops the model when another make is chosen, keeps it when the make stays', () => {
    const ford = { sort: 'newest' as const, make: 'Ford', model: 'Focus' };
    expect(withFilter(ford, 'make', 'BMW')).toEqual({ sort: 'newest', make: 'BMW' });
    expect(withFilter(ford, 'make', 'Ford')).toEqual(ford);
    expect(withFilter(ford, 'make', undefined)).toEqual({ sort: 'newest' });
  });

  it('resets the sort to newest when none is given', () => {
    expect(withFilter({ sort: 'price-desc' }, 'sort', undefined).sort).toBe('newest');
    expect(withFilter({ sort: 'newest' }, 'sort', 'year-asc').sort).toBe('year-asc');
  });
});

describe('activeFilterCount and vehicleListBody', () => {
  it('counts the filters, not the sort', () => {
    expect(activeFilterCount({ sort: 'price-asc' })).toBe(0);
    expect(activeFilterCount({ sort: 'newest', make: 'Ford', model: 'Focus', maxPrice: 9000 })).toBe(3);
  });

  it('maps the state to the listing call with the screen’s status', () => {
    expect(
      vehicleListBody(
        { sort: 'price-asc', make: 'Ford', body: 'Estate', minPrice: 1, maxYear: 2020 },
        'Sold',
      ),
    ).toEqual({
      Status: 'Sold',
      Make: 'Ford',
      Model: undefined,
      Fuel: undefined,
      Transmission: undefined,
      BodyType: 'Estate',
      PriceMin: 1,
      PriceMax: undefined,
      YearMin: undefined,
      YearMax: 2020,
      Sort: 'price-asc',
    });
  });
});
