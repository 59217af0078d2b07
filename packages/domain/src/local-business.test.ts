import { describe, expect, it } from 'vitest';
import type { Branch } from '@storefront/contract/venue';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  countryCode,
  localBusinessJsonLd,
  localBusinessType,
  openingHoursSpecification,
  type BranchPage,
} from './local-business';
import { localBusinessProblems } from './test-support/schema-org';

const week = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((Day) => ({ Day, Open: open, Close: close }));

const shoreditch: Branch = {
  BranchId: 11,
  Name: 'Copperleaf Shoreditch',
  Address: '42 Curtain Road, London',
  Postcode: 'EC2A 3NH',
  Country: 'United Kingdom',
  Phone: '020 7946 0101',
  Email: 'shoreditch@copperleaf.example.com',
  OpeningHours: [{ Day: 0, Open: '12:00', Close: '21:30' }, ...week('11:30', '23:00', [1, 2, 3, 4, 5, 6])],
  Reservations: { MaxPartySize: 8, DaysAhead: 60 },
};

const config = (template: Partial<WebCustomerConfig['TemplateData']>, type?: string) =>
  ({
    BrandData: { BrandName: 'Copperleaf Bistro' },
    TemplateData: { RecipesBrand: false, VehiclesBrand: false, PartsBrand: false, ...template },
    BusinessInfo: type ? { LocalBusinessType: type } : {},
  }) as unknown as BranchPage['config'];

const page = (c: BranchPage['config']): BranchPage => ({
  config: c,
  pageUrl: 'https://shop.example/bistro/branches',
  brandUrl: 'https://shop.example/bistro/home',
  image: 'https://shop.example/brand-assets/bistro/logo.svg',
  menuUrl: 'https://shop.example/bistro/menu',
});

describe('localBusinessJsonLd', () => {
  it('describes a restaurant branch as schema.org and Google read it', () => {
    const data = localBusinessJsonLd(shoreditch, page(config({ RecipesBrand: true })));
    expect(localBusinessProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      '@id': 'https://shop.example/bistro/branches#branch-11',
      name: 'Copperleaf Shoreditch',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '42 Curtain Road',
        addressLocality: 'London',
        postalCode: 'EC2A 3NH',
        addressCountry: 'GB',
      },
      telephone: '020 7946 0101',
      hasMenu: 'https://shop.example/bistro/menu',
      acceptsReservations: true,
      parentOrganization: { '@type': 'Organization', name: 'Copperleaf Bistro' },
    });
  });

  it('takes a fitting business type for what the brand sells, or the one it names', () => {
    expect(localBusinessType(config({ RecipesBrand: true }))).toBe('Restaurant');
    expect(localBusinessType(config({ VehiclesBrand: true }))).toBe('AutoDealer');
    expect(localBusinessType(config({ PartsBrand: true }))).toBe('AutoPartsStore');
    expect(localBusinessType(config({}))).toBe('Store');
    expect(localBusinessType(config({}, 'GroceryStore'))).toBe('GroceryStore');
    const dealer = localBusinessJsonLd(shoreditch, page(config({ VehiclesBrand: true })));
    expect(localBusinessProblems(dealer)).toEqual([]);
    // A menu and table bookings belong to food businesses only.
    expect(dealer).not.toHaveProperty('hasMenu');
    expect(dealer).not.toHaveProperty('acceptsReservations');
  });

  it('keeps the street whole when it holds commas, and leaves out what a branch does not have', () => {
    const depot = localBusinessJsonLd(
      {
        ...shoreditch,
        Address: 'Unit 12, Abbey Road Industrial Park, London',
        Email: '',
        Reservations: null,
      },
      page(config({ RecipesBrand: true })),
    );
    expect(depot.address).toMatchObject({
      streetAddress: 'Unit 12, Abbey Road Industrial Park',
      addressLocality: 'London',
    });
    expect(depot).not.toHaveProperty('email');
    expect(depot.acceptsReservations).toBe(false);
  });

  it('finds the problems the check is there for', () => {
    const data = localBusinessJsonLd(shoreditch, page(config({ RecipesBrand: true })));
    expect(localBusinessProblems({ ...data, '@type': 'Shop' })).toEqual([
      '@type: Shop is not a LocalBusiness type',
    ]);
    expect(localBusinessProblems({ ...data, openingHours: 'Mo-Su' })).toContain(
      'Restaurant: openingHours is not a property of this type',
    );
    expect(localBusinessProblems({ ...data, address: '42 Curtain Road' })).toContain(
      'address: not a PostalAddress',
    );
  });
});

describe('openingHoursSpecification', () => {
  it('groups the days with the same hours, Monday first, and leaves closed days out', () => {
    expect(
      openingHoursSpecification([...week('08:00', '17:30', [1, 2, 3, 4, 5]), ...week('09:00', '13:00', [6])]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '08:00',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
    ]);
  });
  it('keeps hours past midnight as they are (closes before opens: the next day)', () => {
    expect(openingHoursSpecification(week('18:00', '02:00', [5]))[0]).toMatchObject({
      opens: '18:00',
      closes: '02:00',
    });
  });
});

describe('countryCode', () => {
  it('gives the ISO code of a country named in English, and keeps anything else', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('Belgium')).toBe('BE');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('GB')).toBe('GB');
    expect(countryCode('Atlantis')).toBe('Atlantis');
  });
});
