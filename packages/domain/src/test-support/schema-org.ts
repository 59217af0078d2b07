// A structural check of schema.org LocalBusiness JSON-LD, without a network: the properties schema.org defines
// on each type used (nothing else), the value types it expects, and what Google's local business results require
// (name, address) and recommend (telephone, url, opening hours; a menu for food businesses). Shared by the
// domain's, the server-rendering and the browser tests of the branches page.
import { LOCAL_BUSINESS_TYPES } from '@storefront/contract/local-business-types';

const FOOD = new Set([
  'FoodEstablishment',
  'Restaurant',
  'FastFoodRestaurant',
  'CafeOrCoffeeShop',
  'BarOrPub',
  'Bakery',
  'IceCreamShop',
]);

/** Properties schema.org defines on LocalBusiness (through Organization, Place and Thing) that we may write. */
const BUSINESS = new Set([
  '@context',
  '@type',
  '@id',
  'name',
  'description',
  'url',
  'image',
  'logo',
  'address',
  'geo',
  'telephone',
  'email',
  'openingHoursSpecification',
  'priceRange',
  'parentOrganization',
  'sameAs',
]);
/** FoodEstablishment's own. */
const FOOD_ONLY = new Set(['hasMenu', 'acceptsReservations', 'servesCuisine']);
const ADDRESS = new Set([
  '@type',
  'streetAddress',
  'addressLocality',
  'addressRegion',
  'postalCode',
  'addressCountry',
]);
const HOURS = new Set(['@type', 'dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough']);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);

function unknownKeys(node: Node, allowed: Set<string>, where: string): string[] {
  return Object.keys(node)
    .filter((key) => !allowed.has(key))
    .map((key) => `${where}: ${key} is not a property of this type`);
}

function addressProblems(address: unknown): string[] {
  if (!isNode(address) || address['@type'] !== 'PostalAddress') return ['address: not a PostalAddress'];
  const problems = unknownKeys(address, ADDRESS, 'address');
  for (const key of ['streetAddress', 'addressLocality', 'postalCode'])
    if (!text(address[key])) problems.push(`address.${key}: missing`);
  if (typeof address.addressCountry !== 'string' || !/^[A-Z]{2}$/.test(address.addressCountry))
    problems.push('address.addressCountry: not an ISO 3166-1 alpha-2 code');
  return problems;
}

function hoursProblems(hours: unknown): string[] {
  if (!Array.isArray(hours) || hours.length === 0) return ['openingHoursSpecification: missing'];
  return hours.flatMap((entry: unknown, i) => {
    const where = `openingHoursSpecification[${i}]`;
    if (!isNode(entry) || entry['@type'] !== 'OpeningHoursSpecification')
      return [`${where}: not an OpeningHoursSpecification`];
    const problems = unknownKeys(entry, HOURS, where);
    const days = [entry.dayOfWeek].flat();
    if (days.length === 0) problems.push(`${where}.dayOfWeek: missing`);
    for (const day of days)
      if (typeof day !== 'string' || !DAYS.includes(day.replace(/^https?:\/\/schema\.org\//, '')))
        problems.push(`${where}.dayOfWeek: ${String(day)} is not a schema.org DayOfWeek`);
    for (const key of ['opens', 'closes'])
      if (typeof entry[key] !== 'string' || !CLOCK.test(entry[key]))
        problems.push(`${where}.${key}: not hh:mm`);
    return problems;
  });
}

/** What is wrong with one LocalBusiness JSON-LD object; empty when it is well formed. */
export function localBusinessProblems(data: unknown): string[] {
  if (!isNode(data)) return ['not an object'];
  const type = String(data['@type']);
  if (data['@context'] !== 'https://schema.org') return ['@context: not https://schema.org'];
  if (!(LOCAL_BUSINESS_TYPES as readonly string[]).includes(type))
    return [`@type: ${type} is not a LocalBusiness type`];
  const food = FOOD.has(type);
  const problems = unknownKeys(data, food ? new Set([...BUSINESS, ...FOOD_ONLY]) : BUSINESS, type);
  if (!text(data.name)) problems.push('name: missing');
  problems.push(...addressProblems(data.address), ...hoursProblems(data.openingHoursSpecification));
  if (!text(data.telephone)) problems.push('telephone: missing');
  if (!absolute(data.url)) problems.push('url: not an absolute address');
  if (data.image !== undefined && !absolute(data.image)) problems.push('image: not an absolute address');
  if (data.geo !== undefined) {
    const geo = data.geo;
    if (!isNode(geo) || geo['@type'] !== 'GeoCoordinates') problems.push('geo: not GeoCoordinates');
    else if (typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number')
      problems.push('geo: latitude and longitude must be numbers');
  }
  if (food && !absolute(data.hasMenu)) problems.push('hasMenu: a food business names its menu');
  if (food && typeof data.acceptsReservations !== 'boolean') problems.push('acceptsReservations: missing');
  const parent = data.parentOrganization;
  if (parent !== undefined && (!isNode(parent) || parent['@type'] !== 'Organization' || !text(parent.name)))
    problems.push('parentOrganization: not a named Organization');
  return problems;
}
