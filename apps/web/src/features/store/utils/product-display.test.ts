import { describe, expect, it } from 'vitest';
import { productPrice, unitLabel, vehicleFacts, yearRange } from './product-display';

describe('product display', () => {
  it('shows a lower new price as an offer over the base price', () => {
    expect(productPrice({ ProductOldPrice: 3.2, ProductNewPrice: 2.8 })).toEqual({ current: 2.8, was: 3.2 });
    expect(productPrice({ ProductOldPrice: 3.2, ProductNewPrice: null })).toEqual({
      current: 3.2,
      was: null,
    });
    expect(productPrice({ ProductOldPrice: 3.2, ProductNewPrice: 3.5 })).toEqual({ current: 3.5, was: null });
  });
  it('labels units other than single items', () => {
    expect(unitLabel('kg')).toBe('per kg');
    expect(unitLabel('each')).toBeNull();
    expect(unitLabel('')).toBeNull();
  });
  it('writes year ranges', () => {
    expect(yearRange(2011, 2018)).toBe('2011–2018');
    expect(yearRange(2011, null)).toBe('2011 on');
    expect(yearRange(null, null)).toBeNull();
  });
  it('lists the key facts of a car', () => {
    expect(
      vehicleFacts({
        Make: 'Ford',
        Model: 'Fiesta',
        Year: 2019,
        Mileage: 28400,
        Fuel: 'Petrol',
        Transmission: 'Manual',
        Engine: '1.0L',
        BodyType: 'Hatchback',
        Gallery: [],
      }),
    ).toEqual(['2019', '28,400 miles', 'Petrol', 'Manual', 'Hatchback']);
  });
});
