// Thames Catering Supplies: a trade distributor selling by the case through the store route.
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

const F = 'wholesale';
export const look = {
  name: 'Thames Catering Supplies',
  primary: '#1d3557',
  secondary: '#e76f51',
  tertiary: '#f1f5f9',
};

// prettier-ignore
const KINDS = {
  sack: ['Dry goods', '#f5ebe0'],
  oil: ['Oils & fats', '#fef9c3'],
  rice: ['Rice & pasta', '#f1f5f9'],
  frozen: ['Frozen', '#dbeafe'],
  cups: ['Cups & lids', '#f1f5f9'],
  case: ['Packaging', '#f5ebe0'],
  tub: ['Containers', '#e0f2fe'],
  spray: ['Cleaning', '#e0f2fe'],
  roll: ['Paper & hygiene', '#f1f5f9'],
  can: ['Soft drinks', '#fee2e2'],
  bottle: ['Water', '#dcfce7'],
};
const image = (kind) => itemImage(F, kind, KINDS[kind][0], KINDS[kind][1]);

// prettier-ignore
const categories = [
  [31, 'Dry Goods', 'sack', [[3101, 'Flour & Sugar'], [3102, 'Rice & Pasta'], [3103, 'Oils & Fats']]],
  [32, 'Frozen', 'frozen', [[3201, 'Chips & Potato'], [3202, 'Meat & Poultry']]],
  [33, 'Disposables', 'cups', [[3301, 'Cups & Lids'], [3302, 'Food Containers'], [3303, 'Cutlery & Napkins']]],
  [34, 'Cleaning & Hygiene', 'spray', []],
  [35, 'Drinks', 'can', [[3501, 'Soft Drinks'], [3502, 'Water']]],
].map(([id, title, kind, subs]) => ({
  CategoryId: id,
  CategoryTitle: title,
  CategoryImage: image(kind),
  Kind: 'Product',
  Status: true,
  Subcategories: subs.map(([SubcategoryId, SubcategoryTitle]) => ({ SubcategoryId, SubcategoryTitle, Status: true })),
}));

let nextId = 30001;
/** A trade line: `pack` is the case make-up shown in the description. */
const p = (cat, sub, title, price, units, kind, pack, more = {}) => ({
  ProductId: nextId++,
  CategoryId: cat,
  SubcategoryId: sub,
  ProductTitle: title,
  ProductImageUrl: image(kind),
  ProductOldPrice: price,
  ProductUnits: units,
  ProductContent:
    `<p>${esc(more.text ?? 'Trade pack for professional kitchens.')}</p>` +
    `<ul><li><strong>Pack:</strong> ${esc(pack)}</li><li><strong>Price:</strong> per ${esc(units)}, excluding VAT</li></ul>`,
  ...Object.fromEntries(Object.entries(more).filter(([k]) => k !== 'text')),
});
const deal = (ProductNewPrice) => ({ ProductNewPrice, ProductLabel: 'Bulk deal' });

// prettier-ignore
const products = [
  p(31, 3101, 'Strong White Bread Flour 16kg', 14.5, 'sack', 'sack', '1 x 16kg sack', { text: '12.5% protein flour for bread and pizza dough.' }),
  p(31, 3101, 'Plain Flour 16kg', 12.75, 'sack', 'sack', '1 x 16kg sack'),
  p(31, 3101, 'Granulated Sugar 25kg', 24.95, 'sack', 'sack', '1 x 25kg sack'),
  p(31, 3101, 'Caster Sugar 12 x 1kg', 16.2, 'case', 'sack', '12 x 1kg bags'),
  p(31, 3102, 'Long Grain Rice 10kg', 15.99, 'sack', 'rice', '1 x 10kg sack', deal(14.49)),
  p(31, 3102, 'Basmati Rice 20kg', 34.5, 'sack', 'rice', '1 x 20kg sack', { text: 'Aged basmati, extra-long grain.' }),
  p(31, 3102, 'Penne Rigate 6 x 3kg', 27.6, 'case', 'rice', '6 x 3kg bags'),
  p(31, 3102, 'Spaghetti 6 x 3kg', 27.6, 'case', 'rice', '6 x 3kg bags'),
  p(31, 3103, 'Rapeseed Oil 20L', 32.99, 'each', 'oil', '1 x 20L bag-in-box', { ProductLabel: 'Trade price', text: 'High smoke point, ideal for deep frying.' }),
  p(31, 3103, 'Extra Virgin Olive Oil 4 x 5L', 89, 'case', 'oil', '4 x 5L tins'),
  p(31, 3103, 'Unsalted Butter 40 x 250g', 88, 'case', 'tub', '40 x 250g blocks', { ProductStocks: 0 }),
  p(32, 3201, 'Skin-on Fries 9mm 4 x 2.5kg', 15.49, 'case', 'frozen', '4 x 2.5kg bags', deal(13.99)),
  p(32, 3201, 'Chunky Chips 4 x 2.5kg', 14.99, 'case', 'frozen', '4 x 2.5kg bags'),
  p(32, 3201, 'Sweet Potato Fries 4 x 2.5kg', 24.5, 'case', 'frozen', '4 x 2.5kg bags'),
  p(32, 3202, 'Beef Burgers 6oz x 48', 39.95, 'case', 'frozen', '48 x 170g patties', { text: '100% British beef, interleaved for easy separation.' }),
  p(32, 3202, 'Southern Fried Chicken Strips 5kg', 42.5, 'case', 'frozen', '2 x 2.5kg bags'),
  p(32, 3202, 'Chicken Wings 10kg', 36, 'case', 'frozen', '1 x 10kg box', { ForDelivery: false, text: 'Trade counter collection only.' }),
  p(33, 3301, 'Kraft Coffee Cups 8oz x 1000', 42, 'case', 'cups', '20 sleeves of 50', { ProductLabel: 'Compostable' }),
  p(33, 3301, 'Kraft Coffee Cups 12oz x 1000', 49.5, 'case', 'cups', '20 sleeves of 50', { ProductLabel: 'Compostable' }),
  p(33, 3301, 'Sip Lids 8oz x 1000', 18.75, 'case', 'cups', '10 sleeves of 100'),
  p(33, 3302, 'Kraft Food Boxes No.8 x 300', 34.2, 'case', 'case', '300 boxes'),
  p(33, 3302, 'Pizza Boxes 12" x 100', 21.95, 'case', 'case', '100 boxes', deal(19.95)),
  p(33, 3302, 'Deli Pots 16oz with Lids x 500', 39, 'case', 'tub', '500 pots and lids'),
  p(33, 3303, 'Wooden Cutlery Sets x 500', 29.5, 'case', 'case', '500 sets of knife, fork and napkin'),
  p(33, 3303, 'White Napkins 2-ply 33cm x 2000', 19.8, 'case', 'roll', '20 packs of 100'),
  p(34, null, 'Catering Degreaser 2 x 5L', 21.5, 'case', 'spray', '2 x 5L', { text: 'Heavy-duty degreaser for ovens, fryers and extraction.' }),
  p(34, null, 'Glasswasher Detergent 2 x 5L', 24, 'case', 'spray', '2 x 5L'),
  p(34, null, 'Blue Roll 2-ply x 6', 17.4, 'case', 'roll', '6 rolls, 150m each', { IsRecommended: true }),
  p(34, null, 'Nitrile Gloves (blue) 10 x 100', 36.5, 'case', 'case', '10 boxes of 100, size L', { IsRecommended: true }),
  p(35, 3501, 'Cola Cans 24 x 330ml', 11.49, 'case', 'can', '24 x 330ml'),
  p(35, 3501, 'Lemonade Cans 24 x 330ml', 9.99, 'case', 'can', '24 x 330ml'),
  p(35, 3502, 'Still Spring Water 24 x 500ml', 6.99, 'case', 'bottle', '24 x 500ml', { IsRecommended: true }),
  p(35, 3502, 'Sparkling Water 24 x 500ml', 7.49, 'case', 'bottle', '24 x 500ml'),
];

export function wholesale() {
  const { logo, favicon } = identity(F, look);
  const banners = headerBanners(F, look, {
    shop: ['Trade prices, next-day delivery', ['case', 'sack', 'oil']],
    online: ['Order online', ['frozen', 'cups', 'tub']],
    products: ['Our range', ['sack', 'spray', 'roll']],
    login: ['Distributor login', ['case', 'oil', 'cups']],
  });
  return {
    Format: 'storefront-brand/1',
    WebCustomer: {
      BrandData: { BrandId: 3, BrandName: look.name, BrandFlavor: F, BrandBranch: { BrandBranchLogo: logo } },
      Allergens: [],
      TemplateData: {
        TemplateType: 'Classic',
        RecipesBrand: false,
        VehiclesBrand: false,
        PartsBrand: false,
        DynamicStyle: {
          PrimaryColors: look.primary,
          SecondaryColors: look.secondary,
          TertiaryColors: look.tertiary,
          ButtonRadius: 2,
          MenuWebBanner: banners.shop.Desktop,
          MobileMenuWebBanner: banners.shop.Mobile,
          HeaderBanners: banners,
        },
      },
      BusinessInfo: {
        WebLink: `/${F}/home`,
        FavIcon: favicon,
        HeaderRewardIcon: false,
        Description:
          'Thames Catering Supplies — trade distributor of dry goods, frozen food, disposables and hygiene products across London and the South East.',
        LocalBusinessType: 'WholesaleStore',
      },
      CheckoutDetail: {
        ShowReferSection: false,
        AllowLogin: true,
        ShowHeaderCartIcon: true,
        DistributorLogin: true,
        Active: true,
        LandingPostcodeValidation: false,
        simpleCheckout: false,
      },
      HomeTemplate: {
        Campaigns: [
          campaign(F, look, {
            title: 'Order online',
            slug: 'order-online',
            glyph: 'case',
            Redirection: 'store',
          }),
          campaign(F, look, {
            title: 'Disposables',
            slug: 'disposables',
            glyph: 'cups',
            Redirection: 'store',
          }),
          campaign(F, look, {
            title: 'Find a depot',
            slug: 'depots',
            glyph: 'sack',
            Redirection: 'branches',
          }),
          campaign(F, look, {
            title: 'Download price list',
            slug: 'price-list',
            glyph: 'tub',
            WebLink: 'https://example.com/thames-catering/price-list',
          }),
        ],
        Keywords:
          'catering supplies, wholesale, trade, distributor, disposables, frozen chips, flour, London',
        TagLine: 'Trade catering supplies, delivered next day',
      },
      Header: {
        Login: {
          Image: asset(
            `${F}/login.svg`,
            panel({
              ...look,
              headline: 'Trade accounts',
              sub: 'Sign in to see your prices',
              glyph: GLYPHS.case,
            }),
          ),
          Mobile: { LoginButtonOnly: true },
        },
      },
      SearchEnabled: true,
      Footer: footer(look.name, look, {
        slug: 'fwd',
        text: 'Member of the Federation of Wholesale Distributors',
        badge: 'FWD Member',
        colour: '#334155',
        url: 'https://example.com/fwd',
      }),
      BottomMenu: {
        IsEnabled: true,
        Items: [
          { Title: 'Home', Image: iconUrl('home'), WebLink: `/${F}/home` },
          { Title: 'Order', Image: iconUrl('store'), Redirection: 'store' },
          { Title: 'Depots', Image: iconUrl('reservation'), Redirection: 'branches' },
        ],
      },
      DeliveryTypes: deliveryTypes(look, 'Delivery or trade counter?', {
        delivery: 'Next-day delivery',
        collection: 'Trade counter collection',
        eatIn: false,
      }),
      DeliveryTypePopup: false,
      WelcomeMessage: {
        Enabled: false,
        Heading: 'Welcome, trade customers',
        Title: 'Order by 10pm for next-day delivery',
        Description: 'Sign in with your distributor account to see your agreed prices.',
      },
      CartMessage: {
        EmptyCart: 'Your order is empty — add cases from the store to get started.',
        StopOnlineOrders: {
          Delivery: {
            Message:
              'Next-day delivery is full. Call your account manager or collect from the trade counter.',
          },
          Collection: { Message: 'The trade counter is closed for stocktaking today.' },
        },
      },
      CheckoutButtonsText: { RecomendationsButtonText: 'No thanks, continue to checkout' },
      Menu: { OutOfStockLabelText: 'Awaiting stock' },
      HotCategories: [31, 33],
      DynamicProductSideMenu: true,
    },
    BrandConfig: {
      Active: true,
      StopOnlineDeliveryOrders: false,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: true,
      MinDeliveryTime: 720,
      MinCollectionTime: 60,
      MinEatInTime: 0,
      DeliveryFrom: '06:00',
      CollectionFrom: '07:00',
      EatInFrom: '07:00',
      // Free trade delivery across London from a £150 order; Kent from the Dartford depot at a charge.
      DeliveryFee: 0,
      MinDeliveryOrder: 150,
      DeliveryAreas: [
        { Name: 'London', Postcodes: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'] },
        { Name: 'Kent', Postcodes: ['DA', 'ME', 'BR'], DeliveryFee: 15, MinDeliveryOrder: 250 },
      ],
    },
    Categories: categories,
    Recipes: [],
    Products: products,
    Branches: [
      {
        BranchId: 31,
        Name: 'Thames Catering — Park Royal depot',
        Address: 'Unit 12, Abbey Road Industrial Park, London',
        Postcode: 'NW10 7SJ',
        Country: 'United Kingdom',
        Phone: '020 7946 0301',
        Email: 'parkroyal@thames-catering.example.com',
        OpeningHours: hours(['06:00', '18:00']),
      },
      {
        BranchId: 32,
        Name: 'Thames Catering — Dartford depot',
        Address: 'Unit 3, Crossways Business Park, Dartford',
        Postcode: 'DA2 6QG',
        Country: 'United Kingdom',
        Phone: '01632 960302',
        Email: 'dartford@thames-catering.example.com',
        OpeningHours: hours(['06:00', '16:00']),
      },
    ],
    Customers: [demoCustomer],
  };
}
