// Greengage Grocer: a neighbourhood grocer selling products (some by weight), delivery and click & collect.
import { categories, products } from './grocer-products.mjs';
import {
  allAllergens,
  asset,
  campaign,
  deliveryTypes,
  demoCustomer,
  footer,
  headerBanners,
  hours,
  iconUrl,
  identity,
} from './shared.mjs';
import { GLYPHS } from './glyphs.mjs';
import { panel } from './svg.mjs';

const F = 'grocer';
export const look = {
  name: 'Greengage Grocer',
  primary: '#1f5e3a',
  secondary: '#a5d66b',
  tertiary: '#f3faf0',
};

export function grocer() {
  const { logo, favicon } = identity(F, look);
  const banners = headerBanners(F, look, {
    shop: ['Fresh from the market', ['apple', 'carrot', 'bread']],
    online: ['Shop online', ['bag', 'milk', 'citrus']],
    products: ['Everything in store', ['cheese', 'tomato', 'croissant']],
    favourites: ['Your favourites', ['berries', 'eggs', 'banana']],
    login: ['Welcome back', ['apple', 'bag', 'leaf']],
    rewards: ['Greengage Rewards', ['flower', 'berries', 'juice']],
    'previous-order': ['Your orders', ['bag', 'bread', 'milk']],
  });
  return {
    Format: 'storefront-brand/1',
    WebCustomer: {
      BrandData: { BrandId: 2, BrandName: look.name, BrandFlavor: F, BrandBranch: { BrandBranchLogo: logo } },
      Allergens: allAllergens(),
      TemplateData: {
        TemplateType: 'Stellar',
        RecipesBrand: false,
        VehiclesBrand: false,
        PartsBrand: false,
        DynamicStyle: {
          PrimaryColors: look.primary,
          SecondaryColors: look.secondary,
          TertiaryColors: look.tertiary,
          ButtonRadius: 20,
          MenuWebBanner: banners.shop.Desktop,
          MobileMenuWebBanner: banners.shop.Mobile,
          HeaderBanners: banners,
        },
      },
      BusinessInfo: {
        WebLink: `/${F}/home`,
        FavIcon: favicon,
        WhatsAppNo: '+44 7700 900789',
        HeaderRewardIcon: true,
        Description:
          'Greengage Grocer — local, seasonal and organic groceries in Stoke Newington and Herne Hill, delivered or ready to collect.',
        LocalBusinessType: 'GroceryStore',
      },
      CheckoutDetail: {
        ShowReferSection: true,
        AllowLogin: true,
        ShowHeaderCartIcon: true,
        DistributorLogin: false,
        Active: true,
        LandingPostcodeValidation: false,
        simpleCheckout: true,
      },
      HomeTemplate: {
        Campaigns: [
          campaign(F, look, { title: 'Shop groceries', slug: 'shop', glyph: 'bag', Redirection: 'products' }),
          campaign(F, look, {
            title: 'Fruit & veg',
            slug: 'fruit-veg',
            glyph: 'apple',
            Redirection: 'category-products/21',
          }),
          campaign(F, look, {
            title: 'Your favourites',
            slug: 'favourites',
            glyph: 'berries',
            Redirection: 'favourites',
          }),
          campaign(F, look, {
            title: 'Join our rewards',
            slug: 'rewards',
            glyph: 'cheese',
            Redirection: 'join-reward',
          }),
          campaign(F, look, {
            title: 'Recipe ideas',
            slug: 'recipes',
            glyph: 'tomato',
            WebLink: 'https://example.com/greengage/recipes',
          }),
        ],
        Keywords:
          'grocer, groceries, organic, local, fruit, vegetables, bakery, delivery, click and collect, Stoke Newington, Herne Hill',
        TagLine: 'Local, seasonal, organic — delivered to your door',
      },
      Header: {
        Login: {
          Image: asset(
            `${F}/login.svg`,
            panel({
              ...look,
              headline: 'Your weekly shop',
              sub: 'Sign in to pick up where you left off',
              glyph: GLYPHS.bag,
            }),
          ),
          Mobile: { LoginButtonOnly: true },
        },
      },
      SearchEnabled: true,
      RedirectionConfig: { RedirectionFromCheckout: 'products' },
      Footer: footer(look.name, look, {
        slug: 'local-farms',
        text: 'Proud partner of the Local Farms Network',
        badge: 'Local Farms',
        colour: '#3f6212',
        url: 'https://example.com/local-farms-network',
      }),
      BottomMenu: {
        IsEnabled: true,
        Items: [
          { Title: 'Home', Image: iconUrl('home'), WebLink: `/${F}/home` },
          { Title: 'Shop', Image: iconUrl('shop'), Redirection: 'products' },
          { Title: 'Favourites', Image: iconUrl('heart'), Redirection: 'favourites' },
          { Title: 'Rewards', Image: iconUrl('rewards'), Redirection: 'join-reward' },
        ],
      },
      DeliveryTypes: deliveryTypes(look, 'How would you like to get your shopping?', {
        delivery: 'Home delivery',
        collection: 'Click & collect',
        eatIn: false,
      }),
      DeliveryTypePopup: true,
      WelcomeMessage: {
        Enabled: true,
        Heading: 'Hello from Greengage',
        Title: 'Delivered from £25, or click & collect for free',
        Description:
          'Fresh from local farms and bakers. Loose fruit, veg, cheese and meat are sold by weight — choose how much you want when you add them.',
        Image: asset(
          `${F}/welcome.svg`,
          panel({
            ...look,
            headline: 'Hello from Greengage',
            sub: 'Local · Seasonal · Organic',
            glyph: GLYPHS.apple,
          }),
        ),
      },
      CartMessage: {
        EmptyCart: 'Your basket is empty — start with something fresh from our fruit & veg.',
        StopOnlineOrders: {
          Delivery: { Message: 'Our delivery slots are full for today. Click & collect is still available.' },
          Collection: { Message: 'Click & collect is paused while we restock. Please try again soon.' },
        },
      },
      CheckoutButtonsText: { RecomendationsButtonText: 'No thanks, continue to checkout' },
      AdditionalDetail: { PopupOnKgItems: true },
      Menu: { OutOfStockLabelText: 'Out of stock' },
      HotCategories: [21, 23, 24],
      DynamicProductSideMenu: true,
      AllergensBottomText:
        'Allergen information is on each product. Our bakery and deli handle gluten, milk, eggs, nuts and sesame.',
    },
    BrandConfig: {
      Active: true,
      StopOnlineDeliveryOrders: false,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: true,
      MinDeliveryTime: 120,
      MinCollectionTime: 60,
      MinEatInTime: 0,
      DeliveryFrom: '08:00',
      CollectionFrom: '09:00',
      EatInFrom: '09:00',
      DeliveryFee: 3.99,
      MinDeliveryOrder: 25,
      DeliveryAreas: [
        { Name: 'Stoke Newington and Hackney', Postcodes: ['N16', 'N4', 'N5', 'E5', 'E8'] },
        { Name: 'Herne Hill and Brixton', Postcodes: ['SE24', 'SE5', 'SE21', 'SE22', 'SW2', 'SW9'] },
      ],
    },
    Categories: categories,
    Recipes: [],
    Products: products,
    Branches: [
      {
        BranchId: 21,
        Name: 'Greengage Stoke Newington',
        Address: '155 Church Street, London',
        Postcode: 'N16 0UH',
        Country: 'United Kingdom',
        Phone: '020 7946 0201',
        Email: 'stokey@greengage.example.com',
        OpeningHours: hours(['08:00', '20:00'], ['10:00', '16:00']),
      },
      {
        BranchId: 22,
        Name: 'Greengage Herne Hill',
        Address: '31 Railton Road, London',
        Postcode: 'SE24 0JN',
        Country: 'United Kingdom',
        Phone: '020 7946 0202',
        Email: 'hernehill@greengage.example.com',
        OpeningHours: hours(['08:00', '20:00'], ['10:00', '16:00']),
      },
    ],
    Loyalty: {
      PromoCodes: [
        {
          Code: 'FRESH5',
          Description: '£5 off a weekly shop over £40',
          Kind: 'Fixed',
          Value: 5,
          MinimumSpend: 40,
        },
      ],
      Rewards: {
        Enabled: true,
        PointsPerPound: 5,
        PointsPerPoundOff: 100,
        MinimumRedeem: 200,
        JoinBonus: 100,
      },
      GiftCards: {
        Enabled: true,
        Amounts: [10, 20, 50],
        Minimum: 5,
        Maximum: 150,
        ValidMonths: 12,
      },
    },
    Customers: [demoCustomer],
  };
}
