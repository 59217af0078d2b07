// Meridian Auto Parts: a parts distributor with dealers in five countries; parts carry fitment details.
import {
  asset,
  campaign,
  deliveryTypes,
  demoCustomer,
  footer,
  headerBanners,
  hours,
  iconUrl,
  identity,
  itemImage,
} from './shared.mjs';
import { GLYPHS } from './glyphs.mjs';
import { esc, panel } from './svg.mjs';

const F = 'parts';
export const look = {
  name: 'Meridian Auto Parts',
  primary: '#0b4f6c',
  secondary: '#f77f00',
  tertiary: '#eef4f7',
};

// Fitment: [code, model, engine, from, to, fuel, price factor, cylinders]
// prettier-ignore
const VEHICLES = [
  ['FF3', 'Ford Focus Mk3', '1.0 EcoBoost', 2011, 2018, 'petrol', 1, 3],
  ['VG7', 'Volkswagen Golf Mk7', '2.0 TDI', 2012, 2020, 'diesel', 1.15, 4],
  ['VCE', 'Vauxhall Corsa E', '1.4i 16v', 2014, 2019, 'petrol', 0.9, 4],
  ['B3F', 'BMW 3 Series F30', '320d', 2012, 2019, 'diesel', 1.4, 4],
  ['TY3', 'Toyota Yaris Mk3', '1.33 VVT-i', 2011, 2020, 'petrol', 0.95, 4],
  ['NQ2', 'Nissan Qashqai J11', '1.5 dCi', 2014, 2021, 'diesel', 1.1, 4],
  ['RC4', 'Renault Clio IV', '0.9 TCe', 2012, 2019, 'petrol', 0.9, 3],
  ['P20', 'Peugeot 208', '1.2 PureTech', 2012, 2019, 'petrol', 0.9, 3],
  ['KSQ', 'Kia Sportage QL', '1.6 GDi', 2016, 2021, 'petrol', 1.1, 4],
  ['A38', 'Audi A3 8V', '1.4 TFSI', 2012, 2020, 'petrol', 1.3, 4],
];

// Part types: [code, category, subcategory, title, units, base RRP, glyph, description, which vehicles]
// prettier-ignore
const PARTS = [
  ['BP', 51, 5101, 'Front Brake Pad Set', 'set', 29, 'pads', 'Low-dust ceramic pads with wear indicators, ECE R90 approved.', () => true],
  ['BD', 51, 5102, 'Front Brake Discs (pair)', 'pair', 62, 'disc', 'Vented, coated discs that resist corrosion on the hub face.', () => true],
  ['OF', 52, 5201, 'Oil Filter', 'each', 8, 'filter', 'Full-flow oil filter with anti-drain-back valve.', () => true],
  ['AF', 52, 5202, 'Air Filter', 'each', 14, 'airFilter', 'Panel air filter, OE-equivalent fit and flow.', () => true],
  ['CF', 52, 5203, 'Pollen / Cabin Filter', 'each', 12, 'airFilter', 'Activated-carbon cabin filter that traps pollen and odours.', (v) => v[6] >= 1],
  ['WB', 53, 5301, 'Front Wiper Blade Set', 'set', 22, 'wiper', 'Flat aero blades with a spoiler for high-speed contact.', () => true],
  ['HB', 53, 5302, 'Headlamp Bulbs H7 (pair)', 'pair', 16, 'bulb', '+30% brighter halogen bulbs, E-marked.', (v) => v[6] < 1.2],
  ['SP', 54, 5401, 'Spark Plug Set', 'set', 6, 'plug', 'Iridium-tipped plugs, pre-gapped. Price per set for all cylinders.', (v) => v[5] === 'petrol'],
  ['BT', 54, 5402, 'Battery 12V (AGM stop-start)', 'each', 115, 'battery', 'AGM battery for stop-start systems, 3-year warranty.', (v) => v[6] >= 1.1],
];

// prettier-ignore
const categories = [
  [51, 'Brakes', 'disc', [[5101, 'Brake Pads'], [5102, 'Brake Discs']]],
  [52, 'Filters', 'filter', [[5201, 'Oil Filters'], [5202, 'Air Filters'], [5203, 'Cabin Filters']]],
  [53, 'Wipers & Lighting', 'wiper', [[5301, 'Wiper Blades'], [5302, 'Bulbs']]],
  [54, 'Ignition & Electrical', 'plug', [[5401, 'Spark Plugs'], [5402, 'Batteries']]],
].map(([id, title, glyph, subs]) => ({
  CategoryId: id,
  CategoryTitle: title,
  CategoryImage: image(glyph),
  Kind: 'Product',
  Status: true,
  Subcategories: subs.map(([SubcategoryId, SubcategoryTitle]) => ({ SubcategoryId, SubcategoryTitle, Status: true })),
}));

function image(glyph) {
  // prettier-ignore
  const labels = {
    pads: 'Brake pads', disc: 'Brake discs', filter: 'Filters', airFilter: 'Air & cabin filters',
    wiper: 'Wiper blades', bulb: 'Bulbs', plug: 'Spark plugs', battery: 'Batteries',
  };
  return itemImage(F, glyph, labels[glyph], '#e6eef2');
}

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** An RRP ending in .99 (or .49 under £10), scaled for the vehicle. */
const rrp = (base, factor) => {
  const v = base * factor;
  return v < 10 ? Math.floor(v) + 0.49 : Math.round(v) - 0.01;
};

let nextId = 50001;
const products = [];
for (const part of PARTS) {
  const [code, cat, sub, title, units, base, glyph, description, fits] = part;
  for (const v of VEHICLES) {
    if (!fits(v)) continue;
    const [vCode, model, engine, from, to, , factor, cylinders] = v;
    const price = code === 'SP' ? rrp(base * cylinders, factor) : rrp(base, factor);
    products.push({
      ProductId: nextId++,
      CategoryId: cat,
      SubcategoryId: sub,
      ProductTitle: `${title} — ${model} ${engine}`,
      ProductImageUrl: image(glyph),
      ProductOldPrice: price,
      ProductUnits: units,
      ProductContent:
        `<p>${esc(description)}</p><ul><li><strong>Fits:</strong> ${esc(`${model} ${engine} (${from}–${to})`)}</li>` +
        `<li><strong>Part code:</strong> MAP-${code}-${vCode}</li><li><strong>Warranty:</strong> 2 years</li></ul>`,
      ProductExtraObject: { ShowProductsDetails: true, groups: [] },
      ProductDetailPartModel: model,
      ProductDetailEngine: engine,
      ProductDetailFromYear: from,
      ProductDetailToYear: to,
      ProductDetailCode: `MAP-${code}-${vCode}`,
      ProductDetailExternalLink: `https://example.com/vehicle-info/${slug(model)}-${slug(engine)}`,
    });
  }
}
// A few lines with stock and pricing variety.
products[3].ProductStocks = 0;
products[12].ProductNewPrice = Math.round(products[12].ProductOldPrice * 80) / 100;
products[12].ProductLabel = 'Offer';
products[20].ProductLabel = 'Best seller';

// prettier-ignore
const BRANCHES = [
  ['Belgium', 'Meridian Auto Parts Antwerpen', 'Noorderlaan 112, Antwerpen', '2030', '+32 3 555 01 42', 'antwerpen'],
  ['Cyprus', 'Meridian Auto Parts Limassol', 'Franklin Roosevelt Avenue 87, Limassol', '3011', '+357 25 555 014', 'limassol'],
  ['Denmark', 'Meridian Autodele Aarhus', 'Søren Frichs Vej 38, Aabyhøj', '8230', '+45 86 55 50 14', 'aarhus'],
  ['Finland', 'Meridian Autovaraosat Tampere', 'Hatanpään valtatie 24, Tampere', '33100', '+358 3 555 0142', 'tampere'],
  ['United Kingdom', 'Meridian Auto Parts Birmingham', 'Unit 4, Seeleys Road, Tyseley, Birmingham', 'B11 2LQ', '0121 496 0142', 'birmingham'],
];

export function parts() {
  const { logo, favicon } = identity(F, look);
  const banners = headerBanners(F, look, {
    shop: ['Genuine-quality parts', ['pads', 'filter', 'bulb']],
    online: ['Order parts online', ['disc', 'wiper', 'plug']],
    products: ['Parts catalogue', ['battery', 'airFilter', 'pads']],
    login: ['Trade and dealer login', ['disc', 'filter', 'battery']],
  });
  return {
    Format: 'storefront-brand/1',
    WebCustomer: {
      BrandData: { BrandId: 5, BrandName: look.name, BrandFlavor: F, BrandBranch: { BrandBranchLogo: logo } },
      Allergens: [],
      TemplateData: {
        TemplateType: 'Stellar',
        RecipesBrand: false,
        VehiclesBrand: false,
        PartsBrand: true,
        DynamicStyle: {
          PrimaryColors: look.primary,
          SecondaryColors: look.secondary,
          TertiaryColors: look.tertiary,
          ButtonRadius: 12,
          MenuWebBanner: banners.shop.Desktop,
          MobileMenuWebBanner: banners.shop.Mobile,
          HeaderBanners: banners,
        },
      },
      BusinessInfo: {
        WebLink: `/${F}/home`,
        FavIcon: favicon,
        HeaderRewardIcon: false,
        EnquiryConsent:
          'By sending this enquiry you agree that our sales team may contact you about it by email or phone. We use your details only to answer you.',
        Description:
          'Meridian Auto Parts — quality replacement parts with dealers in Belgium, Cyprus, Denmark, Finland and the United Kingdom.',
      },
      CheckoutDetail: {
        ShowReferSection: false,
        AllowLogin: true,
        ShowHeaderCartIcon: true,
        DistributorLogin: false,
        Active: true,
        LandingPostcodeValidation: false,
        simpleCheckout: false,
      },
      HomeTemplate: {
        Campaigns: [
          campaign(F, look, { title: 'Shop parts', slug: 'shop', glyph: 'disc', Redirection: 'store' }),
          campaign(F, look, {
            title: 'Brakes',
            slug: 'brakes',
            glyph: 'pads',
            Redirection: 'category-products/51',
          }),
          campaign(F, look, {
            title: 'Find a dealer',
            slug: 'dealers',
            glyph: 'filter',
            Redirection: 'branches',
          }),
          campaign(F, look, {
            title: 'Vehicle lookup',
            slug: 'vehicle-lookup',
            glyph: 'bulb',
            WebLink: 'https://example.com/vehicle-info',
          }),
        ],
        Keywords:
          'car parts, brake pads, brake discs, oil filter, air filter, wiper blades, bulbs, spark plugs, batteries',
        TagLine: 'The right part, first time',
      },
      Header: {
        Login: {
          Image: asset(
            `${F}/login.svg`,
            panel({
              ...look,
              headline: 'Dealer login',
              sub: 'Sign in to order for your workshop',
              glyph: GLYPHS.disc,
            }),
          ),
          Mobile: { LoginButtonOnly: true },
        },
      },
      SearchEnabled: true,
      Footer: footer(look.name, look, {
        slug: 'iam',
        text: 'Member of the Independent Aftermarket Alliance',
        badge: 'IAA Member',
        colour: '#7c2d12',
        url: 'https://example.com/independent-aftermarket',
      }),
      BottomMenu: {
        IsEnabled: true,
        Items: [
          { Title: 'Home', Image: iconUrl('home'), WebLink: `/${F}/home` },
          { Title: 'Parts', Image: iconUrl('store'), Redirection: 'store' },
          { Title: 'Dealers', Image: iconUrl('car'), Redirection: 'branches' },
        ],
      },
      DeliveryTypes: deliveryTypes(look, 'How would you like your parts?', {
        delivery: 'Delivery',
        collection: 'Collect from a dealer',
        eatIn: false,
        enabled: false,
      }),
      DeliveryTypePopup: false,
      CartMessage: { EmptyCart: 'Your basket is empty — search by model, engine or part code.' },
      Menu: { OutOfStockLabelText: 'Out of stock' },
      HotCategories: [51, 52],
      DynamicProductSideMenu: true,
    },
    BrandConfig: {
      Active: true,
      StopOnlineDeliveryOrders: false,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: true,
      MinDeliveryTime: 1440,
      MinCollectionTime: 120,
      MinEatInTime: 0,
      DeliveryFrom: '08:00',
      CollectionFrom: '08:00',
      EatInFrom: '08:00',
      // Parts go anywhere by courier.
      DeliveryFee: 4.95,
      MinDeliveryOrder: 0,
    },
    Categories: categories,
    Recipes: [],
    Products: products,
    Branches: BRANCHES.map(([Country, Name, Address, Postcode, Phone, town], i) => ({
      BranchId: 51 + i,
      Name,
      Address,
      Postcode,
      Country,
      Phone,
      Email: `${town}@meridian-parts.example.com`,
      OpeningHours: hours(['08:00', '17:30']),
    })),
    Customers: [demoCustomer],
  };
}
