import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Category, Product, Recipe } from '@storefront/contract/catalog';
import type { Branch } from '@storefront/contract/venue';
import { localBusinessProblems } from '@storefront/domain/test-support/schema-org';
import { WebCustomerConfig, type WebCustomerConfigInput } from '@storefront/contract/web-customer-config';
import {
  pageDescription,
  pageHead,
  pageTitle,
  plainText,
  truncate,
  type MenuSection,
  type PageSubject,
} from './page-meta';
import { brandCard, cardPath, itemCard } from './share-card';

// ---- Fixtures: a recipe brand, a grocer's product and a dealer's car, as the API answers them ---------------

const ORIGIN = 'https://shop.example.com';

const baseConfig: WebCustomerConfigInput = {
  BrandData: {
    BrandId: 1,
    BrandName: 'Copperleaf Bistro',
    BrandFlavor: 'bistro',
    BrandBranch: { BrandBranchLogo: '/brand-assets/bistro/logo.png' },
  },
  TemplateData: {
    TemplateType: 'Stellar',
    RecipesBrand: true,
    DynamicStyle: {
      PrimaryColors: '#7a1f1f',
      SecondaryColors: '#f4b942',
      TertiaryColors: '#fdf6ec',
      ButtonRadius: 8,
      MenuWebBanner: '/brand-assets/bistro/banners/menu-desktop.jpg',
    },
  },
  BusinessInfo: {
    WebLink: '/bistro/home',
    FavIcon: '/brand-assets/bistro/favicon.svg',
    Description: 'Seasonal British cooking in Shoreditch.',
  },
  CheckoutDetail: {},
  HomeTemplate: { Keywords: 'bistro, Sunday roast, Shoreditch', TagLine: 'Cooking with the seasons' },
  Footer: {
    TermsAndConditions: { Enabled: true, Text: 'Terms' },
    PrivacyPolicy: { Enabled: true, Text: 'Privacy' },
    Unsubscribe: { Enabled: true, Text: 'Unsubscribe' },
    Copyright: { Enabled: true, Text: '©' },
    Partner: { Enabled: false, Text: '' },
    PoweredBy: { Enabled: false, Text: '' },
  },
  DeliveryTypes: {
    Enabled: false,
    Title: 'How?',
    Delivery: { Enabled: true, Text: 'Delivery' },
    Collection: { Enabled: true, Text: 'Collection' },
    EatIn: { Enabled: false, Text: 'Eat in' },
  },
};

type Changes = {
  brandName?: string;
  logo?: string;
  recipes?: boolean;
  vehicles?: boolean;
  style?: Partial<WebCustomerConfigInput['TemplateData']['DynamicStyle']>;
  business?: Partial<WebCustomerConfigInput['BusinessInfo']>;
  home?: WebCustomerConfigInput['HomeTemplate'];
};

/**
 * A configuration as the API serves it (parsed by the contract), with some changes. The logo goes in after
 * parsing: the head must cope with any stored link, also one from before the image-link rule.
 */
function brand(changes: Changes = {}): WebCustomerConfig {
  const input = structuredClone(baseConfig);
  if (changes.brandName !== undefined) input.BrandData.BrandName = changes.brandName;
  if (changes.recipes !== undefined) input.TemplateData.RecipesBrand = changes.recipes;
  if (changes.vehicles !== undefined) input.TemplateData.VehiclesBrand = changes.vehicles;
  Object.assign(input.TemplateData.DynamicStyle, changes.style);
  Object.assign(input.BusinessInfo, changes.business);
  if (changes.home) input.HomeTemplate = changes.home;
  const config = WebCustomerConfig.parse(input);
  if (changes.logo !== undefined) config.BrandData.BrandBranch.BrandBranchLogo = changes.logo;
  return config;
}

const recipe = (id: number, title: string, price: number, extra: Partial<Recipe> = {}): Recipe => ({
  RecipeId: id,
  CategoryId: 10,
  SubcategoryId: null,
  RecipeTitle: title,
  RecipeDescription: `${title}, made in house.`,
  RecipeImage: `/brand-assets/bistro/dishes/${id}.jpg`,
  RecipePrice: price,
  DisplayAmountText: null,
  RecipeStock: 20,
  IsNewlyAdded: false,
  IsPopular: false,
  Allergens: [],
  RecipeMaxBuyAllowed: null,
  isDiscountedItem: false,
  socialDiscountItem: false,
  ForDelivery: true,
  ForCollection: true,
  ForDineIn: true,
  ForEatIn: true,
  RecipeExtraObject: null,
  ...extra,
});

const category = (id: number, title: string, status = true): Category => ({
  CategoryId: id,
  CategoryTitle: title,
  CategoryImage: null,
  Status: status,
  Subcategories: [],
});

const menu: MenuSection[] = [
  {
    category: category(10, 'Burgers'),
    recipes: [
      recipe(101, 'Classic Burger', 12.5),
      recipe(102, 'Veggie Burger', 4.5, { RecipeImage: null, RecipeDescription: '', RecipeStock: 0 }),
    ],
  },
  { category: category(11, 'Desserts'), recipes: [recipe(111, 'Sticky Toffee Pudding', 6)] },
  { category: category(12, 'Hidden'), recipes: [recipe(121, 'Secret', 1)] },
  { category: category(13, 'Empty'), recipes: [] },
];
menu[2]!.category.Status = false;

const product: Product = {
  ProductId: 2001,
  ProductCategoryId: 21,
  ProductCategory: 'Bakery',
  ProductSubCategoryId: null,
  ProductSubCategoryTitle: null,
  ProductTitle: 'Sourdough Loaf',
  ProductImageUrl: '/brand-assets/grocer/products/sourdough.jpg',
  ProductOldPrice: 4.5,
  ProductNewPrice: 3.99,
  ProductUnits: 'each',
  ProductStocks: 12,
  ProductContent: '<p>Baked <strong>daily</strong> &amp; slowly.</p><ul><li>Origin: UK</li></ul>',
  ProductStockStatus: 'Available',
  ProductLabel: null,
  IsFavourite: false,
  ForDelivery: true,
  ForCollection: true,
  ProductExtraObject: null,
  ProductDetailPartModel: null,
  ProductDetailEngine: null,
  ProductDetailFromYear: null,
  ProductDetailToYear: null,
  ProductDetailCode: null,
  ProductDetailExternalLink: null,
  Vehicle: null,
};

const car: Product = {
  ...product,
  ProductId: 40001,
  ProductCategoryId: 41,
  ProductCategory: 'Hatchbacks',
  ProductTitle: '2019 Ford Fiesta 1.0 EcoBoost Titanium',
  ProductImageUrl: '/brand-assets/motors/cars/fiesta-side.jpg',
  ProductOldPrice: 10495,
  ProductNewPrice: null,
  ProductStocks: 1,
  ProductContent: '<p>Full service history.</p>',
  Vehicle: {
    Make: 'Ford',
    Model: 'Fiesta',
    Year: 2019,
    Mileage: 28400,
    Fuel: 'Petrol',
    Transmission: 'Manual',
    Engine: '1.0L EcoBoost',
    BodyType: 'Hatchback',
    Colour: 'Magnetic Grey',
    Doors: 5,
    Gallery: ['https://cdn.example.com/fiesta-front.jpg', '/brand-assets/motors/cars/fiesta-side.jpg'],
  },
};

// ---- Reading the head as a crawler would ------------------------------------------------------------------

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Every line the head may hold; a value that broke out of its attribute or element matches none. */
const LINE = [
  /^<title>([^<>"]*)<\/title>$/,
  /^<meta (name|property)="([a-z:_-]+)" content="([^<>"]*)">$/,
  /^<link rel="(icon|canonical|manifest|apple-touch-icon)" href="([^<>"]*)">$/,
  /^<script type="application\/ld\+json">([^<]*)<\/script>$/,
];

interface Head {
  html: string;
  title: string;
  /** Meta tags by name or property (decoded). */
  meta: Record<string, string>;
  links: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

function read(html: string): Head {
  const head: Head = { html, title: '', meta: {}, links: {}, jsonLd: [] };
  for (const line of html.split('\n')) {
    const [title, meta, link, script] = LINE.map((re) => re.exec(line));
    if (title) head.title = decode(title[1]!);
    else if (meta) {
      expect(head.meta, `${meta[2]} appears once`).not.toHaveProperty([meta[2]!]);
      head.meta[meta[2]!] = decode(meta[3]!);
    } else if (link) head.links[link[1]!] = decode(link[2]!);
    else if (script) head.jsonLd.push(JSON.parse(script[1]!) as Record<string, unknown>);
    else expect.fail(`unexpected markup in the head: ${line}`);
  }
  return head;
}

const headOf = (subject: PageSubject, pathname: string, config = brand(), name?: string) =>
  read(pageHead({ config, origin: ORIGIN, pathname, subject, name }));

// ---- schema.org shapes (only properties schema.org defines on each type, with the types it expects) ---------

const AbsoluteUrl = z.url({ protocol: /^https$/ });
const Price = z.string().regex(/^\d+\.\d{2}$/);
const Availability = z.enum([
  'https://schema.org/InStock',
  'https://schema.org/OutOfStock',
  'https://schema.org/SoldOut',
]);
const Context = z.literal('https://schema.org');

const SchemaOrgOffer = z
  .object({
    '@type': z.literal('Offer'),
    price: Price,
    priceCurrency: z.literal('GBP'),
    availability: Availability,
    url: AbsoluteUrl.optional(),
  })
  .strict();

const SchemaOrgMenuItem = z
  .object({
    '@type': z.literal('MenuItem'),
    name: z.string().min(1),
    description: z.string().min(1).optional(),
    image: AbsoluteUrl.optional(),
    offers: SchemaOrgOffer,
  })
  .strict();

const SchemaOrgMenu = z
  .object({
    '@type': z.literal('Menu'),
    name: z.string().min(1),
    url: AbsoluteUrl,
    hasMenuSection: z
      .array(
        z
          .object({
            '@type': z.literal('MenuSection'),
            name: z.string().min(1),
            hasMenuItem: z.array(SchemaOrgMenuItem).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const SchemaOrgRestaurant = z
  .object({
    '@context': Context,
    '@type': z.literal('Restaurant'),
    name: z.string().min(1),
    url: AbsoluteUrl,
    description: z.string().min(1).optional(),
    logo: AbsoluteUrl.optional(),
    image: AbsoluteUrl.optional(),
    // schema.org: hasMenu is a Menu, a URL or Text.
    hasMenu: z.union([SchemaOrgMenu, AbsoluteUrl]),
  })
  .strict();

const SchemaOrgProduct = z
  .object({
    '@context': Context,
    '@type': z.literal('Product'),
    name: z.string().min(1),
    url: AbsoluteUrl,
    description: z.string().min(1).optional(),
    image: z.array(AbsoluteUrl).min(1).optional(),
    sku: z.string().min(1),
    productID: z.string().min(1),
    category: z.string().min(1).optional(),
    offers: SchemaOrgOffer.required({ url: true }),
  })
  .strict();

const SchemaOrgCar = z
  .object({
    '@context': Context,
    '@type': z.literal('Car'),
    name: z.string().min(1),
    url: AbsoluteUrl,
    image: z.array(AbsoluteUrl).min(1).optional(),
    brand: z.object({ '@type': z.literal('Brand'), name: z.string() }).strict(),
    manufacturer: z.object({ '@type': z.literal('Organization'), name: z.string() }).strict(),
    model: z.string(),
    vehicleModelDate: z.string().regex(/^\d{4}$/),
    productionDate: z.string().regex(/^\d{4}$/),
    mileageFromOdometer: z
      .object({ '@type': z.literal('QuantitativeValue'), value: z.number(), unitCode: z.literal('SMI') })
      .strict(),
    fuelType: z.string(),
    vehicleTransmission: z.string(),
    bodyType: z.string(),
    vehicleEngine: z.object({ '@type': z.literal('EngineSpecification'), name: z.string() }).strict(),
    color: z.string().optional(),
    numberOfDoors: z.number().int().optional(),
    itemCondition: z.literal('https://schema.org/UsedCondition'),
    offers: SchemaOrgOffer.required({ url: true }),
  })
  .strict();

const SchemaOrgBreadcrumbList = z
  .object({
    '@context': Context,
    '@type': z.literal('BreadcrumbList'),
    itemListElement: z
      .array(
        z
          .object({
            '@type': z.literal('ListItem'),
            position: z.number().int().positive(),
            name: z.string().min(1),
            item: AbsoluteUrl,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const SchemaOrgItemList = z
  .object({
    '@context': Context,
    '@type': z.literal('ItemList'),
    itemListElement: z
      .array(
        z
          .object({
            '@type': z.literal('ListItem'),
            position: z.number().int().positive(),
            name: z.string().min(1),
            url: AbsoluteUrl,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const ofType = (head: Head, type: string) => head.jsonLd.filter((data) => data['@type'] === type);

// ---- Tests ------------------------------------------------------------------------------------------------

describe('pageHead: what every page carries (spec §2 Shell)', () => {
  it('names the page after the brand and takes description, keywords, favicon and colour from the configuration', () => {
    const head = headOf({ kind: 'home' }, '/bistro/home');
    expect(head.title).toBe('Copperleaf Bistro');
    expect(head.meta.description).toBe('Seasonal British cooking in Shoreditch.');
    expect(head.meta.keywords).toBe('bistro, Sunday roast, Shoreditch');
    expect(head.links.icon).toBe('/brand-assets/bistro/favicon.svg');
    expect(head.links.canonical).toBe('https://shop.example.com/bistro/home');
    expect(head.meta['theme-color']).toBe('#7a1f1f');
    expect(head.links.manifest).toBe('/bistro/manifest.webmanifest');
    expect(head.links['apple-touch-icon']).toMatch(/^\/bistro\/icons\/apple-180-[0-9a-f]{20}\.png$/);
    expect(head.meta).not.toHaveProperty('robots');
  });

  it("has the Open Graph and Twitter card tags of a website, with the brand's share card as its picture", () => {
    const head = headOf({ kind: 'home' }, '/bistro/home');
    const card = `https://shop.example.com${cardPath('bistro', brandCard(brand()))}`;
    expect(card).toMatch(/^https:\/\/shop\.example\.com\/bistro\/og\/brand-[0-9a-f]{20}\.png$/);
    expect(head.meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Copperleaf Bistro',
      'og:title': 'Copperleaf Bistro',
      'og:description': 'Seasonal British cooking in Shoreditch.',
      'og:url': 'https://shop.example.com/bistro/home',
      'og:locale': 'en_GB',
      'og:image': card,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Copperleaf Bistro',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Copperleaf Bistro',
      'twitter:description': 'Seasonal British cooking in Shoreditch.',
      'twitter:image': card,
    });
    expect(head.meta).not.toHaveProperty('product:price:amount');
  });

  it('uses the tag line when there is no description, and leaves out what is not configured', () => {
    const config = brand({
      business: { Description: undefined, FavIcon: undefined },
      home: { Keywords: '   ', TagLine: 'Cooking with the seasons', Campaigns: [] },
    });
    const head = headOf({ kind: 'home' }, '/bistro/home', config);
    expect(head.meta.description).toBe('Cooking with the seasons');
    expect(head.meta).not.toHaveProperty('keywords');
    expect(head.html).not.toContain('name="keywords"');
    expect(head.links).not.toHaveProperty('icon');

    const bare = brand({ business: { Description: undefined }, home: { Keywords: '', TagLine: '' } });
    const plain = headOf({ kind: 'home' }, '/bistro/home', bare);
    expect(plain.meta).not.toHaveProperty('description');
    expect(plain.meta).not.toHaveProperty('og:description');
    expect(plain.meta).not.toHaveProperty('twitter:description');
    expect(plain.meta).not.toHaveProperty('keywords');
  });

  it('gives a brand without a logo or pictures a large card all the same, whose address follows its look', () => {
    const none = headOf({ kind: 'page', title: 'Our branches' }, '/bistro/branches', brand({ logo: '' }));
    expect(none.meta['og:image']).toMatch(
      /^https:\/\/shop\.example\.com\/bistro\/og\/brand-[0-9a-f]{20}\.png$/,
    );
    expect(none.meta['twitter:card']).toBe('summary_large_image');
    // A new colour, name or logo is a new card at a new address (each is cached for a year).
    const image = (config: WebCustomerConfig) =>
      headOf({ kind: 'home' }, '/bistro/home', config).meta['og:image'];
    const looks = [
      brand(),
      brand({ logo: '' }),
      brand({ brandName: 'Copperleaf' }),
      brand({ style: { PrimaryColors: '#000' } }),
    ];
    expect(new Set(looks.map(image)).size).toBe(looks.length);
    expect(image(brand())).toBe(image(brand({ business: { FavIcon: '/brand-assets/bistro/other.svg' } })));
  });

  it("makes the Restaurant's logo and picture addresses absolute, and drops ones that are not on the web", () => {
    const at = (logo: string, origin = ORIGIN) =>
      ofType(
        read(
          pageHead({ config: brand({ logo }), origin, pathname: '/bistro/home', subject: { kind: 'home' } }),
        ),
        'Restaurant',
      )[0]?.logo;
    expect(at('/brand-assets/bistro/logo.png')).toBe('https://shop.example.com/brand-assets/bistro/logo.png');
    expect(at('brand-assets/bistro/logo.png')).toBe('https://shop.example.com/brand-assets/bistro/logo.png');
    expect(at('/brand-assets/bistro/logo.png', 'https://shop.example.com/')).toBe(
      'https://shop.example.com/brand-assets/bistro/logo.png',
    );
    expect(at('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(at('//cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(at('/brand assets/logo.png')).toBe('https://shop.example.com/brand%20assets/logo.png');
    expect(at('data:image/png;base64,AAAA')).toBeUndefined();
    expect(at('javascript:alert(1)')).toBeUndefined();
  });

  it('gives other pages their heading in the title, and keeps an unknown page out of search results', () => {
    const events = headOf({ kind: 'page', title: 'Events' }, '/bistro/events');
    expect(events.title).toBe('Events · Copperleaf Bistro');
    expect(events.meta['og:title']).toBe('Events · Copperleaf Bistro');
    expect(events.links.canonical).toBe('https://shop.example.com/bistro/events');
    expect(headOf({ kind: 'page' }, '/bistro/online').title).toBe('Copperleaf Bistro');

    const missing = headOf({ kind: 'not-found' }, '/bistro/nowhere');
    expect(missing.title).toBe('Page not found · Copperleaf Bistro');
    expect(missing.meta.robots).toBe('noindex');
    expect(missing.links).not.toHaveProperty('canonical');
    expect(missing.jsonLd).toEqual([]);
  });

  it("names a page after itself and the brand ('Menu · Copperleaf Bistro'), the home page after the brand", () => {
    expect(headOf({ kind: 'menu' }, '/bistro/menu', brand(), 'Menu').title).toBe('Menu · Copperleaf Bistro');
    expect(headOf({ kind: 'store', categories: [] }, '/bistro/shop', brand(), 'Shop').title).toBe(
      'Shop · Copperleaf Bistro',
    );
    expect(headOf({ kind: 'home' }, '/bistro/home', brand(), '').title).toBe('Copperleaf Bistro');
    // An item names itself, whatever its page is called.
    expect(headOf({ kind: 'product', product }, '/p', brand(), 'Product details').title).toBe(
      'Sourdough Loaf · Copperleaf Bistro',
    );
  });

  it('names and describes the allergen page after the brand, its canonical address its own', () => {
    const dishes = headOf({ kind: 'allergens', items: 'Recipe' }, '/bistro/allergens', brand(), 'Allergens');
    expect(dishes.title).toBe('Allergens · Copperleaf Bistro');
    expect(dishes.meta.description).toBe(
      'The 14 allergens, dietary labels and calories of every dish at Copperleaf Bistro.',
    );
    expect(dishes.links.canonical).toBe('https://shop.example.com/bistro/allergens');
    expect(dishes.jsonLd).toEqual([]);
    expect(pageDescription(brand(), { kind: 'allergens', items: 'Product' })).toContain('every food product');
  });

  it('makes an alias canonical to its main address: the shop to the one the navigation uses', () => {
    expect(headOf({ kind: 'menu' }, '/bistro/app-menu').links.canonical).toBe(
      'https://shop.example.com/bistro/menu',
    );
    const grocerNav = brand({
      recipes: false,
      home: { Keywords: '', TagLine: '', Campaigns: [{ Title: 'Shop', Redirection: 'products?catId=2' }] },
    });
    for (const alias of ['store', 'shop', 'online', 'distributors', 'products']) {
      const head = headOf({ kind: 'store', categories: [] }, `/grocer/${alias}`, grocerNav);
      expect(head.links.canonical, alias).toBe('https://shop.example.com/grocer/products');
      expect(head.meta['og:url'], alias).toBe('https://shop.example.com/grocer/products');
    }
    // Sold cars are another list than the stock list: their own page.
    expect(headOf({ kind: 'stock-list' }, '/bistro/sold-cars').links.canonical).toBe(
      'https://shop.example.com/bistro/sold-cars',
    );
  });

  it('is the same for every visitor: it depends on nothing but the brand, the address and the page data', () => {
    const input = {
      config: brand(),
      origin: ORIGIN,
      pathname: '/bistro/menu',
      subject: { kind: 'menu' },
    } as const;
    expect(pageHead(input)).toBe(pageHead(structuredClone(input)));
  });
});

describe('pageHead: a recipe brand is a schema.org Restaurant with its Menu', () => {
  it('writes out the menu: a section per category with dishes, each dish with its GBP offer', () => {
    const head = headOf({ kind: 'menu', categories: menu }, '/bistro/menu');
    expect(head.title).toBe('Copperleaf Bistro');
    expect(head.jsonLd).toHaveLength(1);
    const restaurant = SchemaOrgRestaurant.parse(head.jsonLd[0]);
    expect(restaurant).toMatchObject({
      name: 'Copperleaf Bistro',
      url: 'https://shop.example.com/bistro/home',
      description: 'Seasonal British cooking in Shoreditch.',
      logo: 'https://shop.example.com/brand-assets/bistro/logo.png',
      image: 'https://shop.example.com/brand-assets/bistro/banners/menu-desktop.jpg',
    });
    const hasMenu = SchemaOrgMenu.parse(restaurant.hasMenu);
    expect(hasMenu.url).toBe('https://shop.example.com/bistro/menu');
    // The hidden category and the one without dishes are left out.
    expect(hasMenu.hasMenuSection.map((s) => s.name)).toEqual(['Burgers', 'Desserts']);
    expect(hasMenu.hasMenuSection[0]!.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Classic Burger',
        description: 'Classic Burger, made in house.',
        image: 'https://shop.example.com/brand-assets/bistro/dishes/101.jpg',
        offers: {
          '@type': 'Offer',
          price: '12.50',
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
        },
      },
      {
        '@type': 'MenuItem',
        name: 'Veggie Burger',
        offers: {
          '@type': 'Offer',
          price: '4.50',
          priceCurrency: 'GBP',
          availability: 'https://schema.org/OutOfStock',
        },
      },
    ]);
    expect(hasMenu.hasMenuSection[1]!.hasMenuItem[0]!.offers.price).toBe('6.00');
  });

  it('links the menu page when the page has no dishes (home, or a menu without data)', () => {
    for (const subject of [{ kind: 'home' }, { kind: 'menu' }, { kind: 'menu', categories: [] }] as const) {
      const head = headOf(subject, `/bistro/${subject.kind}`);
      const restaurant = SchemaOrgRestaurant.parse(head.jsonLd[0]);
      expect(restaurant.hasMenu).toBe('https://shop.example.com/bistro/menu');
    }
    const home = SchemaOrgRestaurant.parse(
      headOf({ kind: 'home', categories: menu }, '/bistro/home').jsonLd[0],
    );
    expect(SchemaOrgMenu.parse(home.hasMenu).hasMenuSection).toHaveLength(2);
  });

  it('says nothing of restaurants for other brands', () => {
    const grocer = brand({ recipes: false });
    expect(headOf({ kind: 'home' }, '/bistro/home', grocer).jsonLd).toEqual([]);
    expect(headOf({ kind: 'menu', categories: menu }, '/bistro/menu', grocer).jsonLd).toEqual([]);
  });
});

describe('pageHead: shop pages', () => {
  const grocer = brand({ recipes: false });

  it('lists the store’s categories, linked to their pages', () => {
    const head = headOf(
      {
        kind: 'store',
        categories: [category(21, 'Bakery'), category(22, 'Off', false), category(23, 'Dairy')],
      },
      '/bistro/store',
      grocer,
    );
    expect(head.title).toBe('Copperleaf Bistro');
    expect(head.meta['og:type']).toBe('website');
    const list = SchemaOrgItemList.parse(head.jsonLd[0]);
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Bakery',
        url: 'https://shop.example.com/bistro/category-products/21',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Dairy',
        url: 'https://shop.example.com/bistro/category-products/23',
      },
    ]);
    expect(headOf({ kind: 'store', categories: [] }, '/bistro/store', grocer).jsonLd).toEqual([]);
  });

  it('names a category page after the category, with its breadcrumb trail and its products', () => {
    const head = headOf(
      { kind: 'category', category: category(21, 'Bakery'), products: [product, car] },
      '/bistro/category-products/21',
      grocer,
    );
    expect(head.title).toBe('Bakery · Copperleaf Bistro');
    expect(head.meta['og:title']).toBe('Bakery');
    expect(head.meta['og:type']).toBe('website');
    expect(head.links.canonical).toBe('https://shop.example.com/bistro/category-products/21');
    const [trail] = ofType(head, 'BreadcrumbList');
    expect(SchemaOrgBreadcrumbList.parse(trail).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/bistro/home' },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example.com/bistro/store' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Bakery',
        item: 'https://shop.example.com/bistro/category-products/21',
      },
    ]);
    const [items] = ofType(head, 'ItemList');
    expect(SchemaOrgItemList.parse(items).itemListElement.map((i) => i.url)).toEqual([
      'https://shop.example.com/bistro/products/product-details/2001',
      // A car's details are its stock-list page (spec §2).
      'https://shop.example.com/bistro/stock-list/details/40001',
    ]);
    const withoutProducts = headOf({ kind: 'category', category: category(21, 'Bakery') }, '/x', grocer);
    expect(withoutProducts.jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });

  it("calls the shop 'Our cars' in a dealer's trail", () => {
    const head = headOf(
      { kind: 'category', category: category(41, 'Hatchbacks') },
      '/x',
      brand({ vehicles: true }),
    );
    const trail = SchemaOrgBreadcrumbList.parse(head.jsonLd[0]);
    expect(trail.itemListElement[1]!.name).toBe('Our cars');
  });
});

describe('pageHead: a product’s page', () => {
  const grocer = brand({ recipes: false });
  const head = headOf({ kind: 'product', product }, '/bistro/products/product-details/2001', grocer);

  it('is titled and described by the product, with its picture and price for link previews', () => {
    expect(head.title).toBe('Sourdough Loaf · Copperleaf Bistro');
    expect(head.meta.description).toBe('Baked daily & slowly. Origin: UK');
    expect(head.meta).toMatchObject({
      'og:type': 'product',
      'og:title': 'Sourdough Loaf',
      'og:description': 'Baked daily & slowly. Origin: UK',
      'og:url': 'https://shop.example.com/bistro/products/product-details/2001',
      'og:image': `https://shop.example.com${cardPath('bistro', itemCard(grocer, product)!)}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Sourdough Loaf',
      'product:price:amount': '3.99',
      'product:price:currency': 'GBP',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Sourdough Loaf',
    });
    expect(itemCard(grocer, product)).toMatchObject({
      title: 'Sourdough Loaf',
      picture: '/brand-assets/grocer/products/sourdough.jpg',
    });
    expect(head.links.canonical).toBe('https://shop.example.com/bistro/products/product-details/2001');
  });

  it('is a schema.org Product with a GBP offer at its current price', () => {
    expect(head.jsonLd).toHaveLength(1);
    expect(SchemaOrgProduct.parse(head.jsonLd[0])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sourdough Loaf',
      url: 'https://shop.example.com/bistro/products/product-details/2001',
      description: 'Baked daily & slowly. Origin: UK',
      image: ['https://shop.example.com/brand-assets/grocer/products/sourdough.jpg'],
      sku: '2001',
      productID: '2001',
      category: 'Bakery',
      offers: {
        '@type': 'Offer',
        price: '3.99',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.com/bistro/products/product-details/2001',
      },
    });
  });

  it('reads prices as the pounds the contract sends, never as pence', () => {
    const priced = (ProductOldPrice: number, ProductNewPrice: number | null) => {
      const h = headOf(
        { kind: 'product', product: { ...product, ProductOldPrice, ProductNewPrice } },
        '/p',
        grocer,
      );
      const offer = SchemaOrgProduct.parse(h.jsonLd[0]).offers;
      expect(offer.price).toBe(h.meta['product:price:amount']);
      return offer.price;
    };
    expect(priced(2.5, null)).toBe('2.50'); // not '250.00', not '0.03'
    expect(priced(1234.5, null)).toBe('1234.50');
    expect(priced(0.1 + 0.2, null)).toBe('0.30');
    expect(priced(4.5, 3.99)).toBe('3.99');
    expect(priced(0, null)).toBe('0.00');
  });

  it('is out of stock without stock, or when sold', () => {
    const availability = (p: Partial<Product>) =>
      SchemaOrgProduct.parse(
        headOf({ kind: 'product', product: { ...product, ...p } }, '/p', grocer).jsonLd[0],
      ).offers.availability;
    expect(availability({ ProductStocks: 0 })).toBe('https://schema.org/OutOfStock');
    expect(availability({ ProductStockStatus: 'Sold' })).toBe('https://schema.org/OutOfStock');
    expect(availability({ ProductStocks: 1 })).toBe('https://schema.org/InStock');
  });

  it("uses the brand's description and picture for a product without its own", () => {
    const bare = { ...product, ProductContent: '', ProductImageUrl: null };
    const h = headOf({ kind: 'product', product: bare }, '/p', grocer);
    expect(h.meta.description).toBe('Seasonal British cooking in Shoreditch.');
    expect(h.meta['og:image']).toBe(`https://shop.example.com${cardPath('bistro', brandCard(grocer))}`);
    const ld = SchemaOrgProduct.parse(h.jsonLd[0]);
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
  });

  it('cuts a long description to about 160 characters at a word', () => {
    const long = `<p>${'Stone-baked with a long slow rise. '.repeat(12)}</p>`;
    const h = headOf({ kind: 'product', product: { ...product, ProductContent: long } }, '/p', grocer);
    const description = h.meta.description!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(120);
    expect(description).toMatch(/^Stone-baked with a long slow rise\. .*[a-z]…$/);
    expect(h.meta['og:description']).toBe(description);
    expect(h.meta['twitter:description']).toBe(description);
  });
});

describe('pageHead: a car’s page', () => {
  const motors = brand({ recipes: false, vehicles: true });
  const path = '/bistro/stock-list/details/40001';
  const head = headOf({ kind: 'car', car }, path, motors);

  it('shows the car’s first photo and its price in link previews', () => {
    expect(head.title).toBe('2019 Ford Fiesta 1.0 EcoBoost Titanium · Copperleaf Bistro');
    expect(head.meta).toMatchObject({
      description: 'Full service history.',
      'og:type': 'product',
      'og:title': '2019 Ford Fiesta 1.0 EcoBoost Titanium',
      'og:url': `https://shop.example.com${path}`,
      'og:image': `https://shop.example.com${cardPath('bistro', itemCard(motors, car)!)}`,
      'product:price:amount': '10495.00',
      'product:price:currency': 'GBP',
      'twitter:card': 'summary_large_image',
    });
  });

  it('is a schema.org Car with its offer, as the car page in the browser builds it', () => {
    expect(head.jsonLd).toHaveLength(1);
    const ld = SchemaOrgCar.parse(head.jsonLd[0]);
    expect(ld).toMatchObject({
      name: car.ProductTitle,
      url: `https://shop.example.com${path}`,
      image: [
        'https://shop.example.com/brand-assets/motors/cars/fiesta-side.jpg',
        'https://cdn.example.com/fiesta-front.jpg',
      ],
      brand: { name: 'Ford' },
      model: 'Fiesta',
      mileageFromOdometer: { value: 28400 },
      offers: {
        price: '10495.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: `https://shop.example.com${path}`,
      },
    });
    const sold = headOf({ kind: 'car', car: { ...car, ProductStockStatus: 'Sold' } }, path, motors);
    expect(SchemaOrgCar.parse(sold.jsonLd[0]).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it("describes a car without a description by its facts, and uses the gallery's photo without a main one", () => {
    const bare = { ...car, ProductContent: '', ProductImageUrl: null };
    const h = headOf({ kind: 'car', car: bare }, path, motors);
    expect(h.meta.description).toBe('2019 · 28,400 miles · Petrol · Manual · Hatchback');
    expect(itemCard(motors, bare)).toMatchObject({ picture: 'https://cdn.example.com/fiesta-front.jpg' });
    expect(h.meta['og:image']).toBe(`https://shop.example.com${cardPath('bistro', itemCard(motors, bare)!)}`);
  });

  it('lists the stock list’s cars, linked to their pages', () => {
    const list = headOf({ kind: 'stock-list', cars: [car] }, '/bistro/stock-list', motors, 'Stock list');
    expect(list.title).toBe('Stock list · Copperleaf Bistro');
    expect(SchemaOrgItemList.parse(list.jsonLd[0]).itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: car.ProductTitle,
        url: 'https://shop.example.com/bistro/stock-list/details/40001',
      },
    ]);
    expect(headOf({ kind: 'stock-list' }, '/bistro/stock-list', motors).jsonLd).toEqual([]);
  });
});

describe('pageHead: the branches page', () => {
  const branch = (id: number, name: string, reservations: boolean): Branch => ({
    BranchId: id,
    Name: name,
    Address: '42 Curtain Road, London',
    Postcode: 'EC2A 3NH',
    Country: 'United Kingdom',
    Phone: '020 7946 0101',
    Email: '',
    OpeningHours: [0, 1, 2, 3, 4, 5, 6].map((Day) => ({ Day, Open: '11:30', Close: '23:00' })),
    Reservations: reservations ? { MaxPartySize: 8, DaysAhead: 60 } : null,
  });
  const branches = [branch(11, 'Shoreditch', true), branch(12, 'Islington', false)];

  it("describes each branch as a schema.org Restaurant with its address and hours, at the page's address", () => {
    const head = headOf({ kind: 'branches', branches }, '/bistro/branches', brand(), 'Our branches');
    expect(head.title).toBe('Our branches · Copperleaf Bistro');
    expect(head.jsonLd).toHaveLength(2);
    for (const data of head.jsonLd) expect(localBusinessProblems(data)).toEqual([]);
    expect(head.jsonLd.map((data) => [data['@type'], data.name, data.acceptsReservations])).toEqual([
      ['Restaurant', 'Shoreditch', true],
      ['Restaurant', 'Islington', false],
    ]);
    expect(head.jsonLd[0]).toMatchObject({
      '@id': 'https://shop.example.com/bistro/branches#branch-11',
      url: 'https://shop.example.com/bistro/branches',
      image: 'https://shop.example.com/brand-assets/bistro/logo.png',
      hasMenu: 'https://shop.example.com/bistro/menu',
      parentOrganization: { name: 'Copperleaf Bistro', url: 'https://shop.example.com/bistro/home' },
    });
  });

  it('uses the type the brand names, or one after what it sells', () => {
    const types = (config: WebCustomerConfig) =>
      headOf({ kind: 'branches', branches }, '/x/branches', config).jsonLd.map((data) => data['@type']);
    expect(types(brand({ recipes: false, vehicles: true }))).toEqual(['AutoDealer', 'AutoDealer']);
    expect(types(brand({ recipes: false, business: { LocalBusinessType: 'GroceryStore' } }))).toEqual([
      'GroceryStore',
      'GroceryStore',
    ]);
    expect(headOf({ kind: 'branches', branches: [] }, '/x/branches').jsonLd).toEqual([]);
  });
});

describe('pageHead: escaping', () => {
  const hostile = `Tom & Jerry's "Diner" <b>`;
  const script = '</script><script>alert(1)</script>';

  it('escapes the brand name in the title and in every attribute', () => {
    const head = headOf({ kind: 'home' }, '/bistro/home', brand({ brandName: hostile }));
    expect(head.html).toContain('<title>Tom &amp; Jerry&#39;s &quot;Diner&quot; &lt;b&gt;</title>');
    expect(head.title).toBe(hostile);
    expect(head.meta['og:site_name']).toBe(hostile);
    expect(head.meta['og:title']).toBe(hostile);
    expect(SchemaOrgRestaurant.parse(head.jsonLd[0]).name).toBe(hostile);
    expect(head.html).not.toContain('<b>');
  });

  it('keeps a product’s text inside its tags and its JSON-LD inside its script', () => {
    const evil: Product = {
      ...product,
      ProductTitle: `Loaf ${script}`,
      // A description is sanitised HTML, so its text can hold an escaped tag…
      ProductContent: '<p>Crust &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; "quoted" & more</p>',
      ProductCategory: script,
      ProductImageUrl: '/img/a"b<c>.jpg',
    };
    const head = headOf(
      { kind: 'product', product: evil },
      '/bistro/products/product-details/2001?x="<y>"',
      brand(),
    );
    // Exactly one script element, closed once: nothing a product says can end it early or open another.
    expect(head.html.match(/<script/g)).toHaveLength(1);
    expect(head.html.match(/<\/script>/g)).toHaveLength(1);
    expect(head.title).toBe(`Loaf ${script} · Copperleaf Bistro`);
    expect(head.meta.description).toBe(`Crust ${script} "quoted" & more`);
    // The product's picture is drawn on its card; the card's address holds only a hash.
    expect(head.meta['og:image']).toMatch(
      /^https:\/\/shop\.example\.com\/bistro\/og\/item-2001-[0-9a-f]{20}\.png$/,
    );
    expect(SchemaOrgProduct.parse(head.jsonLd[0]).image).toEqual([
      'https://shop.example.com/img/a%22b%3Cc%3E.jpg',
    ]);
    const ld = SchemaOrgProduct.parse(head.jsonLd[0]);
    expect(ld.name).toBe(`Loaf ${script}`);
    expect(ld.description).toBe(`Crust ${script} "quoted" & more`);
    expect(ld.category).toBe(script);
    expect(head.links.canonical).toBe(
      'https://shop.example.com/bistro/products/product-details/2001?x="<y>"',
    );
  });

  it('keeps a dish’s text inside the menu’s JSON-LD', () => {
    const sections = [
      { category: category(10, script), recipes: [recipe(1, script, 1, { RecipeDescription: '<!--' })] },
    ];
    const head = headOf({ kind: 'menu', categories: sections }, '/bistro/menu');
    expect(head.html.match(/<\/script>/g)).toHaveLength(1);
    expect(head.html).not.toContain('<!--');
    const item = SchemaOrgMenu.parse(SchemaOrgRestaurant.parse(head.jsonLd[0]).hasMenu).hasMenuSection[0]!;
    expect(item.name).toBe(script);
    expect(item.hasMenuItem[0]).toMatchObject({ name: script, description: '<!--' });
  });
});

describe('pageTitle and pageDescription', () => {
  it('give the title and description the head carries', () => {
    const config = brand();
    expect(pageTitle(config, { kind: 'menu' })).toBe('Copperleaf Bistro');
    expect(pageTitle(config, { kind: 'menu' }, 'Menu')).toBe('Menu · Copperleaf Bistro');
    expect(pageTitle(config, { kind: 'product', product })).toBe('Sourdough Loaf · Copperleaf Bistro');
    expect(pageTitle(config, { kind: 'car', car })).toBe(`${car.ProductTitle} · Copperleaf Bistro`);
    expect(pageTitle(config, { kind: 'category', category: category(1, 'Dairy') })).toBe(
      'Dairy · Copperleaf Bistro',
    );
    expect(pageTitle(config, { kind: 'page', title: '  ' })).toBe('Copperleaf Bistro');
    expect(pageDescription(config, { kind: 'stock-list' })).toBe('Seasonal British cooking in Shoreditch.');
  });
});

describe('plainText', () => {
  it('drops tags, reads block ends as spaces and decodes what the sanitiser escapes', () => {
    expect(plainText('<p>Fresh.</p><ul><li>Origin: UK</li><li>Organic</li></ul>')).toBe(
      'Fresh. Origin: UK Organic',
    );
    expect(plainText('Line<br>break<br/>here')).toBe('Line break here');
    expect(plainText('<a href="https://x.example/?a=1&amp;b=2" title="a > b">Fish &amp; chips</a>')).toBe(
      'Fish & chips',
    );
    expect(plainText('&lt;b&gt; &quot;q&quot; &#39;s&#39; &#x2014; &nbsp;x &bogus;')).toBe(
      '<b> "q" \'s\' — x &bogus;',
    );
    expect(plainText('<script>alert(1)</script>Safe<style>p{}</style>')).toBe('Safe');
    expect(plainText('&#xD800; &#0;')).toBe('&#xD800; &#0;');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word, with an ellipsis', () => {
    expect(truncate('Short text.', 20)).toBe('Short text.');
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(truncate('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
    expect([...truncate('😀'.repeat(200))]).toHaveLength(160);
  });
});
