import type { CategoriesResponse, Category, Product, ProductsResponse } from '@storefront/contract/catalog';
import type { VehicleListResponse } from '@storefront/contract/vehicles';
import type { Branch } from '@storefront/contract/venue';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { mainPage, mainPath } from '@storefront/domain/brand-pages';
import { localBusinessJsonLd } from '@storefront/domain/local-business';
import { pageBanner } from '@storefront/domain/page-banner';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  currentPrice,
  itemListJsonLd,
  productJsonLd,
  restaurantJsonLd,
  schemaPrice,
  vehicleJsonLd,
  type JsonLd,
  type MenuSectionData,
} from '@storefront/domain/structured-data';
import { scriptSafeJson } from '../lib/page-csp';
import { appLinks } from './app-icons';
import {
  brandCard,
  cardPath,
  itemCard,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_TYPE,
  SHARE_CARD_WIDTH,
} from './share-card';

/*
 * The <head> of a server-rendered storefront page (issue 18; spec §2 Shell: the title is the brand name,
 * keywords, description and favicon come from the configuration): title ('Menu · Copperleaf Bistro' on a named
 * page), description, keywords, favicon, canonical address (an alias's is its main page's), theme colour, the
 * brand's app manifest and touch icon (ADR 0058), Open Graph and Twitter card tags with the brand's or the
 * item's share card, and schema.org JSON-LD. Built only from the brand's configuration and the catalogue answers
 * the page already loaded, never from the visitor: the same head serves everyone, so it may be cached per brand
 * and path.
 */

/** A menu category with its dishes: one of `CategoriesResponse['Data']` with its `RecipesResponse['Data']`. */
export type MenuSection = MenuSectionData;

/** What a page shows, with the data the server loaded for it (each field is an API answer's `Data`). */
export type PageSubject =
  /** `home`. A recipe brand's home may pass its menu's sections to describe the menu in full. */
  | { kind: 'home'; categories?: readonly MenuSection[] }
  /** `menu`, `app-menu`: the recipe categories (getRecipeCategories) each with its dishes (getRecipes). */
  | { kind: 'menu'; categories?: readonly MenuSection[] }
  /** `store`, `shop`, `online`, `products`, `distributors`: the product categories (getProductCategories). */
  | { kind: 'store'; categories: CategoriesResponse['Data'] }
  /** `category-products/{catID}`: the category, and the products its first screen shows (getProducts). */
  | {
      kind: 'category';
      category: Pick<Category, 'CategoryId' | 'CategoryTitle'>;
      products?: ProductsResponse['Data'];
    }
  /** `products/product-details/{ProductId}`: getProduct's `Data` (`ProductResponse`). */
  | { kind: 'product'; product: Product }
  /** `stock-list`, `sold-cars`: the cars its first screen shows (getVehicles). */
  | { kind: 'stock-list'; cars?: VehicleListResponse['Data'] }
  /** `stock-list/details/{productId}`: getProduct's `Data` for a car (`Vehicle` set). */
  | { kind: 'car'; car: Product }
  /** `branches`: the brand's branches (getBranches), each a schema.org business with its opening hours. */
  | { kind: 'branches'; branches: readonly Branch[] }
  /** `allergens`: the allergen matrix of a menu's dishes or a shop's food products. */
  | { kind: 'allergens'; items: 'Recipe' | 'Product' }
  /** Any other public page (legal texts, events…), with its heading when it has one. */
  | { kind: 'page'; title?: string }
  /** An unknown page or item: kept out of search results. */
  | { kind: 'not-found' };

export interface PageHeadInput {
  config: WebCustomerConfig;
  /** The site's origin as visitors reach it, e.g. `https://shop.example.com` (no path). */
  origin: string;
  /** The page's path, e.g. `/bistro/menu` (already URL-encoded, no query). */
  pathname: string;
  subject: PageSubject;
  /** The page's name ('Menu', 'Shop', 'Our branches'; the web app's route table), none on the home page. */
  name?: string | null;
}

/** Description length search results and link previews show before cutting. */
export const DESCRIPTION_MAX = 160;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe as HTML element text and as a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of a product description's HTML (sanitised on import, see lib/sanitize-html.ts): tags
 * dropped, block ends read as spaces ('<p>Fresh.</p><ul><li>Origin' → 'Fresh. Origin'), the entities the
 * sanitiser writes decoded, white space collapsed. The result is text, to be escaped where it is written.
 */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/(p|li|div|h[1-6]|dd|dt|td|th|tr|blockquote)\s*>|<(br|hr)\b[^>]*>/gi, ' ')
      .replace(/<\/?[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  // Cut at the last space, unless the cut already falls between words; a single long word is cut anyway.
  const space = chars[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > cut.length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The name a page is known by, when it is more than the brand's: an item, a category, a page's heading. */
function itemName(subject: PageSubject): string | null {
  switch (subject.kind) {
    case 'product':
      return subject.product.ProductTitle;
    case 'car':
      return subject.car.ProductTitle;
    case 'category':
      return subject.category.CategoryTitle;
    case 'page':
      return subject.title?.trim() || null;
    case 'not-found':
      return 'Page not found';
    default:
      return null;
  }
}

/** Between a page's or item's name and the brand's in a title (as the browser writes it, lib/document-title.ts). */
export const TITLE_SEPARATOR = ' · ';

/**
 * The page's `<title>`: the brand name on the home page (spec §2 Shell), `{name} · {brand}` on a named page
 * (`Menu · Copperleaf Bistro`), `{item} · {brand}` on an item's.
 */
export function pageTitle(config: WebCustomerConfig, subject: PageSubject, name?: string | null): string {
  const brand = config.BrandData.BrandName;
  const named = itemName(subject) ?? (name?.trim() || null);
  return named ? `${named}${TITLE_SEPARATOR}${brand}` : brand;
}

/** The brand's description, as the browser sets it (features/brand use-brand-document.ts). */
function brandDescription(config: WebCustomerConfig): string {
  return (config.BusinessInfo.Description ?? config.HomeTemplate.TagLine).trim();
}

const carFacts = (car: Product) =>
  car.Vehicle
    ? [
        String(car.Vehicle.Year),
        `${car.Vehicle.Mileage.toLocaleString('en-GB')} miles`,
        car.Vehicle.Fuel,
        car.Vehicle.Transmission,
        car.Vehicle.BodyType,
      ]
        .filter((fact) => fact.trim() !== '')
        .join(' · ')
    : '';

/**
 * The page's description: an item's own summary on its page (its facts for a car without one), the allergen
 * page's own, else the brand's.
 */
export function pageDescription(config: WebCustomerConfig, subject: PageSubject): string {
  let own = '';
  if (subject.kind === 'product') own = plainText(subject.product.ProductContent);
  if (subject.kind === 'car') own = plainText(subject.car.ProductContent) || carFacts(subject.car);
  if (subject.kind === 'allergens') {
    const items = subject.items === 'Recipe' ? 'dish' : 'food product';
    own = `The 14 allergens, dietary labels and calories of every ${items} at ${config.BrandData.BrandName}.`;
  }
  return truncate(own || brandDescription(config));
}

/** The page's share card: its item's when the item has a picture, else the brand's. */
function shareCard(config: WebCustomerConfig, subject: PageSubject) {
  const item =
    subject.kind === 'product' ? subject.product : subject.kind === 'car' ? subject.car : undefined;
  return (item && itemCard(config, item)) ?? brandCard(config);
}

/** A page of the brand's site, absolute. */
const sitePage = (origin: string, config: WebCustomerConfig, route: string) =>
  `${origin}/${encodeURIComponent(config.BrandData.BrandFlavor)}/${route}`;

/** The detail page of a product of a list: cars open their stock-list page (spec §2), others theirs. */
const detailsPage = (origin: string, config: WebCustomerConfig, product: Product) =>
  sitePage(
    origin,
    config,
    product.Vehicle
      ? `stock-list/details/${product.ProductId}`
      : `products/product-details/${product.ProductId}`,
  );

/** Each branch as a schema.org business of the brand's type (a Restaurant, a GroceryStore…). */
function branchesJsonLd(
  config: WebCustomerConfig,
  branches: readonly Branch[],
  { origin, pageUrl }: { origin: string; pageUrl: string },
): JsonLd[] {
  return branches.map((branch) =>
    localBusinessJsonLd(branch, {
      config,
      pageUrl,
      brandUrl: sitePage(origin, config, 'home'),
      image: absoluteUrl(config.BrandData.BrandBranch.BrandBranchLogo, origin),
      menuUrl: sitePage(origin, config, 'menu'),
    }),
  );
}

function structuredData(input: PageHeadInput, pageUrl: string): JsonLd[] {
  const { config, subject } = input;
  const origin = normaliseOrigin(input.origin);
  const page = (route: string) => sitePage(origin, config, route);
  const list = (items: JsonLd | null) => (items ? [items] : []);
  switch (subject.kind) {
    case 'home':
    case 'menu': {
      if (!config.TemplateData.RecipesBrand) return [];
      const banner = pageBanner(config, subject.kind === 'menu' ? 'menu' : 'home');
      return [
        restaurantJsonLd({
          name: config.BrandData.BrandName,
          url: absoluteUrl(config.BusinessInfo.WebLink, origin) ?? page('home'),
          description: brandDescription(config),
          logo: absoluteUrl(config.BrandData.BrandBranch.BrandBranchLogo, origin),
          image: absoluteUrl(banner?.desktop, origin),
          menuUrl: page('menu'),
          sections: subject.categories,
          origin,
        }),
      ];
    }
    case 'store':
      return list(
        itemListJsonLd(
          subject.categories
            .filter((c) => c.Status)
            .map((c) => ({ name: c.CategoryTitle, url: page(`category-products/${c.CategoryId}`) })),
        ),
      );
    case 'category':
      return [
        breadcrumbJsonLd([
          { name: 'Home', url: page('home') },
          {
            name: config.TemplateData.VehiclesBrand ? 'Our cars' : 'Shop',
            url: page(mainPage(config, 'store')),
          },
          {
            name: subject.category.CategoryTitle,
            url: page(`category-products/${subject.category.CategoryId}`),
          },
        ]),
        ...list(
          itemListJsonLd(
            (subject.products ?? []).map((p) => ({
              name: p.ProductTitle,
              url: detailsPage(origin, config, p),
            })),
          ),
        ),
      ];
    case 'stock-list':
      return list(
        itemListJsonLd(
          (subject.cars ?? []).map((car) => ({
            name: car.ProductTitle,
            url: detailsPage(origin, config, car),
          })),
        ),
      );
    case 'product':
      return [
        productJsonLd(subject.product, {
          pageUrl,
          origin,
          description: plainText(subject.product.ProductContent),
        }),
      ];
    case 'car':
      return list(vehicleJsonLd(subject.car, pageUrl, origin));
    case 'branches':
      return branchesJsonLd(config, subject.branches, { origin, pageUrl });
    default:
      return [];
  }
}

const normaliseOrigin = (origin: string) => origin.replace(/\/+$/, '');

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/**
 * The markup to put inside the page's `<head>` (after the shell's charset and viewport), every value escaped.
 * JSON-LD scripts are data blocks (`application/ld+json` never runs), so they need no CSP nonce.
 */
export function pageHead(input: PageHeadInput): string {
  const { config, subject } = input;
  const origin = normaliseOrigin(input.origin);
  const brand = config.BrandData.BrandName;
  const title = pageTitle(config, subject, input.name);
  // A link preview names an item (the site's name is beside it), and any other page as its title does.
  const isItem = subject.kind === 'product' || subject.kind === 'car' || subject.kind === 'category';
  const socialTitle = (isItem && itemName(subject)) || title;
  const description = pageDescription(config, subject);
  const keywords = config.HomeTemplate.Keywords.trim();
  const favicon = config.BusinessInfo.FavIcon?.trim();
  // An alias (`/bistro/app-menu`, `/grocer/store`) is the same page as its main address: that one is canonical.
  const pageUrl = `${origin}${mainPath(config, `${input.pathname.startsWith('/') ? '' : '/'}${input.pathname}`)}`;
  const indexable = subject.kind !== 'not-found';
  const image = `${origin}${cardPath(config.BrandData.BrandFlavor, shareCard(config, subject))}`;
  const isProduct = subject.kind === 'product' || subject.kind === 'car';

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description ? meta('name', 'description', description) : '',
    keywords ? meta('name', 'keywords', keywords) : '',
    indexable ? '' : meta('name', 'robots', 'noindex'),
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}">` : '',
    indexable ? `<link rel="canonical" href="${escapeHtml(pageUrl)}">` : '',
    meta('name', 'theme-color', config.TemplateData.DynamicStyle.PrimaryColors),
    ...appLinks(config),
    meta('property', 'og:type', isProduct ? 'product' : 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', socialTitle),
    description ? meta('property', 'og:description', description) : '',
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', SHARE_CARD_TYPE),
    meta('property', 'og:image:width', String(SHARE_CARD_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_CARD_HEIGHT)),
    meta('property', 'og:image:alt', socialTitle),
  ];
  if (subject.kind === 'product' || subject.kind === 'car') {
    const product = subject.kind === 'product' ? subject.product : subject.car;
    tags.push(
      meta('property', 'product:price:amount', schemaPrice(currentPrice(product))),
      meta('property', 'product:price:currency', 'GBP'),
    );
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', socialTitle),
    description ? meta('name', 'twitter:description', description) : '',
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', socialTitle),
  );
  if (indexable)
    for (const data of structuredData(input, pageUrl))
      tags.push(`<script type="application/ld+json">${scriptSafeJson(JSON.stringify(data))}</script>`);
  return tags.filter(Boolean).join('\n');
}
