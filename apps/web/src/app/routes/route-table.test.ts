import { describe, expect, it } from 'vitest';
import { GUARDED_ROUTES } from '@storefront/domain/guards';
import { entryOf, idParam, PAGE_ENTRIES, paramsOf } from './route-table';

const byPath = new Map(PAGE_ENTRIES.map((entry) => [entry.path, entry]));

/** Spec §2 "Public routes" and "Guarded routes", word for word. */
const SPEC_PUBLIC = [
  'products',
  'events',
  'login',
  'menu',
  'app-menu',
  'dine-in',
  'join-reward',
  'postcode-iframe',
  'reservation',
  'reserve-iframe',
  'delete-account',
  'forgot-password',
  'registeruser',
  'terms-and-conditions',
  'privacy-policy',
  'branches',
  'online',
  'shop',
  'store',
  'distributors',
  'category-products/:catID',
  'likeAndShare',
  'stock-list',
  'sold-cars',
  'invitation',
  'stock-list/details/:productId',
  'products/product-details/:ProductId',
  'training',
];

describe('the route table', () => {
  it('registers every public and guarded route of the spec, once', () => {
    for (const path of [...SPEC_PUBLIC, ...GUARDED_ROUTES]) expect(byPath.has(path), path).toBe(true);
    expect(byPath.size).toBe(PAGE_ENTRIES.length);
  });

  it('guards exactly the guarded routes', () => {
    const guarded = PAGE_ENTRIES.filter((entry) => entry.guard).map((entry) => entry.path);
    expect(new Set(guarded)).toEqual(new Set(GUARDED_ROUTES));
    for (const route of GUARDED_ROUTES) expect(byPath.get(route)?.guard).toBe(route);
  });

  it('renders aliases as the screen they are the same as', () => {
    const same = (alias: string, page: string) => {
      const entry = byPath.get(alias);
      const target = byPath.get(page);
      expect(entry?.page).toBe(page);
      expect(entry?.screen).toBe(target?.screen);
      expect(entry?.title).toBe(target?.title);
    };
    same('app-menu', 'menu');
    same('reserve-iframe', 'reservation');
    same('distributors', 'store');
    same('sold-cars', 'stock-list');
  });

  it('gives every page a heading', () => {
    expect(byPath.get('reservation')?.title).toBe('Reserve a table');
    expect(byPath.get('login')?.title).toBe('Log In');
    expect(byPath.get('registeruser')?.title).toBe('Register');
    expect(byPath.get('checkout')?.title).toBe('Checkout');
    for (const entry of PAGE_ENTRIES) expect(entry.title.length).toBeGreaterThan(0);
  });
});

describe('idParam and paramsOf: the ids and parameters a page path gives', () => {
  it('reads digits only, up to nine, and anything else as no item (0)', () => {
    expect(idParam('20001')).toBe(20001);
    for (const bad of ['0x10', '1e3', '-1', ' 7', '1234567890', '', null, undefined])
      expect(idParam(bad)).toBe(0);
  });

  it("names a page's parameters as its entry does", () => {
    const entry = entryOf(['products', 'product-details', '20001'])!;
    expect(paramsOf(entry, ['products', 'product-details', '20001'])).toEqual({ ProductId: '20001' });
    expect(paramsOf(entryOf(['menu'])!, ['menu'])).toEqual({});
  });
});
