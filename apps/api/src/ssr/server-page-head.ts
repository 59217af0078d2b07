import type { Category, Product, Recipe } from '@storefront/contract/catalog';
import type { VehicleListResponse } from '@storefront/contract/vehicles';
import type { Branch } from '@storefront/contract/venue';
import type { BrandContext } from '../lib/brand-context';
import { pageHead, type PageSubject } from './page-meta';

export interface ServerPageHeadInput {
  brand: BrandContext;
  origin: string;
  url: string;
  /** The screen the renderer chose (entry-server.tsx `pageAddress`). */
  screen: string;
  /** The page's name for its title (entry-server.tsx `pageName`): 'Menu', 'Shop'; none on the home page. */
  name?: string | null;
  /** The page's public query answers (key and data), as the renderer returns them. */
  data: { key: readonly unknown[]; data: unknown }[];
  themeCss: string;
}

type Pages<T> = { pages: { Data: T[] }[] };

/** The answer of the first query whose key starts with these parts. */
function answer<T>(data: ServerPageHeadInput['data'], ...head: unknown[]): T | undefined {
  return data.find((entry) => head.every((part, i) => entry.key[i] === part))?.data as T | undefined;
}

const itemsOf = <T>(pages: Pages<T> | undefined): T[] => pages?.pages.flatMap((page) => page.Data) ?? [];

/** What a page is about, from the answers it was rendered with (the head's title, Open Graph, structured data). */
function subjectOf({ brand, screen, url, data }: ServerPageHeadInput): PageSubject {
  const flavour = brand.flavour;
  const idOf = () => Number(url.split('?')[0]?.split('/').filter(Boolean).at(-1));
  switch (screen) {
    case 'home':
    case 'menu': {
      const categories = answer<Category[]>(data, 'recipe-categories', flavour) ?? [];
      const sections = categories
        .map((category) => ({
          category,
          recipes: itemsOf(answer<Pages<Recipe>>(data, 'recipes', flavour, category.CategoryId)),
        }))
        .filter((section) => section.recipes.length > 0);
      return { kind: screen, categories: sections.length > 0 ? sections : undefined };
    }
    case 'store':
      return { kind: 'store', categories: answer<Category[]>(data, 'product-categories', flavour) ?? [] };
    case 'category-products': {
      const id = idOf();
      const category = answer<Category[]>(data, 'product-categories', flavour)?.find(
        (c) => c.CategoryId === id,
      );
      if (!category) return { kind: 'page' };
      return {
        kind: 'category',
        category,
        products: itemsOf(answer<Pages<Product>>(data, 'products', flavour, id)),
      };
    }
    case 'product-details': {
      const product = answer<Product>(data, 'product', flavour, idOf());
      return product ? { kind: 'product', product } : { kind: 'not-found' };
    }
    case 'vehicle-details': {
      const car = answer<Product>(data, 'product', flavour, idOf());
      return car ? { kind: 'car', car } : { kind: 'not-found' };
    }
    case 'stock-list': {
      const list = data.find((entry) => entry.key[0] === 'vehicles')?.data as
        Pages<VehicleListResponse['Data'][number]> | undefined;
      return { kind: 'stock-list', cars: itemsOf(list) };
    }
    case 'branches':
      return { kind: 'branches', branches: answer<Branch[]>(data, 'venue', 'branches', flavour) ?? [] };
    case 'allergens': {
      // The web app's allergen matrix (features/allergens): none for a brand without the page.
      const matrix = answer<{ Kind: 'Recipe' | 'Product' }>(data, 'allergen-matrix', flavour);
      return matrix ? { kind: 'allergens', items: matrix.Kind } : { kind: 'not-found' };
    }
    case 'not-found':
      return { kind: 'not-found' };
    default:
      return { kind: 'page' };
  }
}

/** The head of a server-rendered page: title, description, icon, canonical, social and structured data, theme. */
export function serverPageHead(input: ServerPageHeadInput): string {
  const pathname = input.url.split('?')[0] ?? '/';
  return (
    pageHead({
      config: input.brand.web,
      origin: input.origin,
      pathname,
      subject: subjectOf(input),
      name: input.name,
    }) + `<style>${input.themeCss}</style>`
  );
}
