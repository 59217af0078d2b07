import type { Branch } from '@storefront/contract/venue';
import { FOOD_ESTABLISHMENT_TYPES, type LocalBusinessType } from '@storefront/contract/local-business-types';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { brandKind, type BrandKind } from './brand-pages';
import { DAY_NAMES } from './opening-hours';
import type { JsonLd } from './structured-data';

/*
 * A brand's branches as schema.org businesses with premises (https://schema.org/LocalBusiness): what search
 * engines show as a place with its address, phone and opening hours. Built from the branches answer the
 * branches page loads (contract `Branch`).
 */

/** The type of a brand's branches when its configuration names none: after what the brand sells. */
const DEFAULT_TYPE: Record<BrandKind, LocalBusinessType> = {
  recipes: 'Restaurant',
  cars: 'AutoDealer',
  parts: 'AutoPartsStore',
  products: 'Store',
};

/** The schema.org type of the brand's branches: `BusinessInfo.LocalBusinessType`, else after what it sells. */
export function localBusinessType(config: Pick<WebCustomerConfig, 'TemplateData' | 'BusinessInfo'>) {
  return config.BusinessInfo.LocalBusinessType ?? DEFAULT_TYPE[brandKind(config)];
}

/** Types that serve food and drink: they have a menu. */
const FOOD_TYPES: ReadonlySet<LocalBusinessType> = new Set(FOOD_ESTABLISHMENT_TYPES);

let countryCodes: Map<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code of a country's English name ('United Kingdom' → 'GB'), as search engines prefer
 * it; the name itself when it is not one. The table comes from the runtime's own region names.
 */
export function countryCode(country: string): string {
  const name = country.trim();
  // 'UK' is only reserved for the United Kingdom; its code is GB.
  if (name.toUpperCase() === 'UK') return 'GB';
  if (/^[A-Z]{2}$/.test(name)) return name;
  if (!countryCodes) {
    countryCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const english = names.of(code)?.toLowerCase();
        // The first code of a name is the assigned one (GB before the reserved UK).
        if (english && !countryCodes.has(english)) countryCodes.set(english, code);
      }
  }
  return countryCodes.get(name.toLowerCase()) ?? name;
}

/** A branch's address as a schema.org PostalAddress: the street, and the town after the last comma. */
function postalAddress(branch: Branch): JsonLd {
  const parts = branch.Address.split(',').map((part) => part.trim());
  const town = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    ...(town ? { addressLocality: town } : {}),
    ...(branch.Postcode.trim() ? { postalCode: branch.Postcode.trim() } : {}),
    addressCountry: countryCode(branch.Country),
  };
}

/**
 * The branch's week as OpeningHoursSpecification entries, days with the same hours in one entry; a day
 * without hours is closed (left out). A Close at or before Open runs past midnight, as schema.org reads it.
 */
export function openingHoursSpecification(hours: Branch['OpeningHours']): JsonLd[] {
  const byTimes = new Map<string, number[]>();
  for (const day of [...hours].sort((a, b) => ((a.Day + 6) % 7) - ((b.Day + 6) % 7))) {
    const key = `${day.Open}-${day.Close}`;
    byTimes.set(key, [...(byTimes.get(key) ?? []), day.Day]);
  }
  return [...byTimes].map(([times, days]) => {
    const [opens, closes] = times.split('-');
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
      opens,
      closes,
    };
  });
}

export interface BranchPage {
  config: Pick<WebCustomerConfig, 'TemplateData' | 'BusinessInfo' | 'BrandData'>;
  /** The branches page's absolute address. */
  pageUrl: string;
  /** The brand's home page, absolute. */
  brandUrl: string;
  /** A picture of the brand (its logo), absolute. */
  image?: string | null;
  /** The menu page, absolute (food businesses only). */
  menuUrl?: string;
}

/**
 * One branch as a schema.org LocalBusiness of the brand's type: name, address, phone, email, opening hours, and
 * for food businesses the menu and whether it takes table bookings; the brand as its parent organisation.
 */
export function localBusinessJsonLd(branch: Branch, page: BranchPage): JsonLd {
  const type = localBusinessType(page.config);
  const food = FOOD_TYPES.has(type);
  const hours = openingHoursSpecification(branch.OpeningHours);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${page.pageUrl}#branch-${branch.BranchId}`,
    name: branch.Name,
    url: page.pageUrl,
    ...(page.image ? { image: page.image } : {}),
    address: postalAddress(branch),
    ...(branch.Phone.trim() ? { telephone: branch.Phone.trim() } : {}),
    ...(branch.Email.trim() ? { email: branch.Email.trim() } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(food && page.menuUrl ? { hasMenu: page.menuUrl } : {}),
    ...(food ? { acceptsReservations: branch.Reservations !== null } : {}),
    parentOrganization: {
      '@type': 'Organization',
      name: page.config.BrandData.BrandName,
      url: page.brandUrl,
    },
  };
}
