// Northgate Motors: a used-car dealer whose products are car listings with vehicle facts.
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
} from './shared.mjs';
import { carDrawing } from './cars.mjs';
import { GLYPHS } from './glyphs.mjs';
import { esc, panel } from './svg.mjs';

const F = 'motors';
export const look = {
  name: 'Northgate Motors',
  primary: '#111827',
  secondary: '#d62828',
  tertiary: '#f5f5f5',
};

// prettier-ignore
const PAINT = {
  'Magnetic Grey': '#4b5563',
  'Desert Island Blue': '#1e40af',
  'Pure White': '#f8fafc',
  'Flash Red': '#b91c1c',
  'Black Sapphire': '#111827',
  'Mineral Grey': '#52525b',
  'Silver Metallic': '#cbd5e1',
  'Emotional Red': '#991b1b',
  'Navarra Blue': '#1e3a8a',
  'Glacier White': '#f1f5f9',
  'Lunar Silver': '#9ca3af',
  'Snow White Pearl': '#f8fafc',
  'Pearl Black': '#1f2937',
  'Magnetic Blue': '#1d4ed8',
  'Tornado Red': '#dc2626',
  'Moonstone Grey': '#6b7280',
};

const categories = [
  {
    CategoryId: 41,
    CategoryTitle: 'Used Cars',
    CategoryImage: null,
    Kind: 'Product',
    Status: true,
    Subcategories: [
      { SubcategoryId: 4101, SubcategoryTitle: 'Hatchbacks', Status: true },
      { SubcategoryId: 4102, SubcategoryTitle: 'SUVs & Crossovers', Status: true },
      { SubcategoryId: 4103, SubcategoryTitle: 'Saloons & Estates', Status: true },
      { SubcategoryId: 4104, SubcategoryTitle: 'Electric & Hybrid', Status: true },
    ],
  },
];

// [sub, make, model, trim, year, miles, fuel, transmission, engine, body, colour, doors, price, views, extra]
// prettier-ignore
const LISTINGS = [
  [4101, 'Ford', 'Fiesta', '1.0 EcoBoost Titanium', 2019, 28400, 'Petrol', 'Manual', '1.0L EcoBoost', 'Hatchback', 'Magnetic Grey', 5, 10495, 4, { ProductLabel: 'ULEZ compliant' }],
  [4102, 'Ford', 'Kuga', '2.5 PHEV ST-Line', 2021, 21050, 'Plug-in Hybrid', 'Automatic', '2.5L PHEV', 'SUV', 'Desert Island Blue', 5, 23995, 3, {}],
  [4101, 'Volkswagen', 'Golf', '1.5 TSI Life', 2020, 31200, 'Petrol', 'Manual', '1.5L TSI', 'Hatchback', 'Pure White', 5, 16750, 4, { sold: true }],
  [4101, 'Volkswagen', 'Polo', '1.0 TSI Match', 2018, 42100, 'Petrol', 'Manual', '1.0L TSI', 'Hatchback', 'Flash Red', 5, 9995, 2, {}],
  [4101, 'Volkswagen', 'up!', '1.0 Move up!', 2016, 45300, 'Petrol', 'Manual', '1.0L', 'Hatchback', 'Tornado Red', 3, 6250, 2, { ProductLabel: 'First car' }],
  [4103, 'BMW', '3 Series', '320d M Sport', 2019, 48500, 'Diesel', 'Automatic', '2.0L', 'Saloon', 'Black Sapphire', 4, 18495, 4, { ProductNewPrice: 17495, ProductLabel: 'Price drop' }],
  [4102, 'BMW', 'X3', 'xDrive20d M Sport', 2020, 37000, 'Diesel', 'Automatic', '2.0L', 'SUV', 'Mineral Grey', 5, 27950, 3, { sold: true }],
  [4104, 'Toyota', 'Yaris', '1.5 Hybrid Design', 2021, 15800, 'Hybrid', 'Automatic (CVT)', '1.5L Hybrid', 'Hatchback', 'Silver Metallic', 5, 15995, 3, { ProductLabel: 'Low mileage' }],
  [4102, 'Toyota', 'RAV4', '2.5 VVT-i Hybrid Excel', 2022, 12400, 'Hybrid', 'Automatic (CVT)', '2.5L Hybrid', 'SUV', 'Emotional Red', 5, 33495, 4, { ProductLabel: 'Nearly new' }],
  [4101, 'Audi', 'A3 Sportback', '35 TFSI S line', 2021, 19900, 'Petrol', 'Automatic (S tronic)', '1.5L TFSI', 'Hatchback', 'Navarra Blue', 5, 22750, 4, { sold: true }],
  [4103, 'Audi', 'A4 Avant', '40 TDI Sport', 2019, 52300, 'Diesel', 'Automatic (S tronic)', '2.0L TDI', 'Estate', 'Glacier White', 5, 19995, 3, {}],
  [4102, 'Kia', 'Sportage', '1.6 T-GDi GT-Line', 2020, 33700, 'Petrol', 'Manual', '1.6L T-GDi', 'SUV', 'Lunar Silver', 5, 18250, 3, {}],
  [4104, 'Kia', 'e-Niro', '64kWh 4+', 2021, 24600, 'Electric', 'Automatic', '64 kWh electric motor', 'Crossover', 'Snow White Pearl', 5, 21495, 4, { ProductLabel: '282-mile range' }],
  [4102, 'Nissan', 'Qashqai', '1.3 DIG-T N-Connecta', 2019, 39800, 'Petrol', 'Manual', '1.3L DIG-T', 'SUV', 'Pearl Black', 5, 14250, 2, { sold: true }],
  [4104, 'Nissan', 'Leaf', '40kWh Acenta', 2018, 36900, 'Electric', 'Automatic', '40 kWh electric motor', 'Hatchback', 'Magnetic Blue', 5, 10995, 2, {}],
  [4103, 'Ford', 'Focus Estate', '1.0 EcoBoost Zetec', 2017, 61000, 'Petrol', 'Manual', '1.0L EcoBoost', 'Estate', 'Moonstone Grey', 5, 8495, 2, { sold: true }],
];
const VIEWS = ['side', 'front', 'rear', 'interior'];

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const miles = (n) => n.toLocaleString('en-GB');

const products = LISTINGS.map(
  (
    [
      sub,
      make,
      model,
      trim,
      year,
      mileage,
      fuel,
      transmission,
      engine,
      body,
      colour,
      doors,
      price,
      views,
      extra,
    ],
    i,
  ) => {
    const name = `${make} ${model} ${trim}`;
    const base = `${slug(make)}-${slug(model)}-${year}`;
    const gallery = VIEWS.slice(0, views).map((view) =>
      asset(
        `${F}/cars/${base}-${view}.svg`,
        carDrawing({
          model: `${make} ${model}`,
          label: `${year} ${make} ${model} — ${view}`,
          paint: PAINT[colour],
          view,
        }),
      ),
    );
    const { sold, ...rest } = extra;
    return {
      ProductId: 40001 + i,
      CategoryId: 41,
      SubcategoryId: sub,
      ProductTitle: `${year} ${name}`,
      ProductImageUrl: gallery[0],
      ProductOldPrice: price,
      ProductUnits: 'each',
      ProductStocks: sold ? 0 : 1,
      ProductStockStatus: sold ? 'Sold' : 'Available',
      ProductContent:
        `<p>${esc(`${year} ${name} in ${colour}, ${miles(mileage)} miles.`)} ${sold ? 'This car has been sold — ask us to find you another.' : 'Full service history, two keys, 12 months MOT and a 6-month warranty.'}</p>` +
        `<ul><li><strong>Fuel:</strong> ${esc(fuel)}</li><li><strong>Gearbox:</strong> ${esc(transmission)}</li><li><strong>Engine:</strong> ${esc(engine)}</li><li><strong>Body:</strong> ${esc(body)}, ${doors} doors</li></ul>`,
      ForDelivery: false,
      ForCollection: true,
      Vehicle: {
        Make: make,
        Model: model,
        Year: year,
        Mileage: mileage,
        Fuel: fuel,
        Transmission: transmission,
        Engine: engine,
        BodyType: body,
        Colour: colour,
        Doors: doors,
        Gallery: gallery,
      },
      ...rest,
    };
  },
);

export function motors() {
  const { logo, favicon } = identity(F, look);
  const banners = headerBanners(F, look, {
    products: ['Quality used cars', ['hatchback', 'suv', 'estate']],
    online: ['Browse our stock', ['saloon', 'hatchback', 'suv']],
    shop: ['Find your next car', ['estate', 'saloon', 'hatchback']],
    login: ['Welcome back', ['suv', 'saloon']],
    favourites: ['Saved cars', ['hatchback', 'estate']],
  });
  const contact = 'https://example.com/northgate-motors/contact';
  return {
    Format: 'storefront-brand/1',
    WebCustomer: {
      BrandData: { BrandId: 4, BrandName: look.name, BrandFlavor: F, BrandBranch: { BrandBranchLogo: logo } },
      Allergens: [],
      TemplateData: {
        TemplateType: 'Classic',
        RecipesBrand: false,
        VehiclesBrand: true,
        PartsBrand: false,
        DynamicStyle: {
          PrimaryColors: look.primary,
          SecondaryColors: look.secondary,
          TertiaryColors: look.tertiary,
          ButtonRadius: 4,
          MenuWebBanner: banners.products.Desktop,
          MobileMenuWebBanner: banners.products.Mobile,
          HeaderBanners: banners,
        },
      },
      BusinessInfo: {
        WebLink: `/${F}/home`,
        FavIcon: favicon,
        WhatsAppNo: '+44 7700 900321',
        HeaderRewardIcon: false,
        EnquiryConsent:
          'By sending this enquiry you agree that our sales team may contact you about it by email or phone. We use your details only to answer you.',
        Description:
          'Northgate Motors — quality used cars in Barnet and Watford. Every car HPI-checked, serviced and warranted.',
      },
      CheckoutDetail: {
        ShowReferSection: false,
        AllowLogin: true,
        ShowHeaderCartIcon: false,
        DistributorLogin: false,
        Active: true,
        LandingPostcodeValidation: false,
        simpleCheckout: false,
      },
      HomeTemplate: {
        Campaigns: [
          campaign(F, look, {
            title: 'Cars in stock',
            slug: 'stock',
            glyph: 'hatchback',
            Redirection: 'stock-list',
          }),
          campaign(F, look, {
            title: 'Recently sold',
            slug: 'sold',
            glyph: 'saloon',
            Redirection: 'sold-cars',
          }),
          campaign(F, look, {
            title: 'Visit our forecourts',
            slug: 'branches',
            glyph: 'suv',
            Redirection: 'branches',
          }),
          campaign(F, look, {
            title: 'Book a test drive',
            slug: 'test-drive',
            glyph: 'estate',
            WebLink: contact,
          }),
        ],
        Keywords:
          'used cars, Ford, Volkswagen, BMW, Toyota, Audi, Kia, Nissan, electric, hybrid, Barnet, Watford',
        TagLine: 'Quality used cars, honestly sold',
      },
      Header: {
        Login: {
          Image: asset(
            `${F}/login.svg`,
            panel({
              ...look,
              headline: 'Save cars you like',
              sub: 'Sign in to keep a shortlist',
              glyph: GLYPHS.suv,
            }),
          ),
        },
      },
      SearchEnabled: true,
      RedirectionConfig: { VehicleDetailsInNewTab: true },
      Footer: footer(look.name, look, {
        slug: 'motor-ombudsman',
        text: 'Accredited by The Motor Ombudsman',
        badge: 'Motor Ombudsman',
        colour: '#1e3a8a',
        url: 'https://example.com/motor-ombudsman',
      }),
      BottomMenu: {
        IsEnabled: true,
        Items: [
          { Title: 'Home', Image: iconUrl('home'), WebLink: `/${F}/home` },
          { Title: 'Stock', Image: iconUrl('car'), Redirection: 'stock-list' },
          { Title: 'Saved', Image: iconUrl('heart'), Redirection: 'favourites' },
        ],
      },
      DeliveryTypes: deliveryTypes(look, 'How would you like to collect your car?', {
        delivery: false,
        collection: 'Collect from the forecourt',
        eatIn: false,
        enabled: false,
      }),
      DeliveryTypePopup: false,
      CartMessage: { EmptyCart: 'No cars reserved yet — browse our stock list.' },
      Menu: { OutOfStockLabelText: 'Sold' },
      HotCategories: [41],
      DynamicProductSideMenu: false,
    },
    BrandConfig: {
      Active: true,
      StopOnlineDeliveryOrders: true,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: true,
      MinDeliveryTime: 0,
      MinCollectionTime: 1440,
      MinEatInTime: 0,
      DeliveryFrom: '09:00',
      CollectionFrom: '09:00',
      EatInFrom: '09:00',
    },
    Categories: categories,
    Recipes: [],
    Products: products,
    Branches: [
      {
        BranchId: 41,
        Name: 'Northgate Motors Barnet',
        Address: '210 Great North Road, Barnet',
        Postcode: 'EN5 1AB',
        Country: 'United Kingdom',
        Phone: '020 7946 0401',
        Email: 'barnet@northgate-motors.example.com',
        OpeningHours: hours(['09:00', '18:00'], ['10:00', '16:00']),
      },
      {
        BranchId: 42,
        Name: 'Northgate Motors Watford',
        Address: '88 St Albans Road, Watford',
        Postcode: 'WD24 4AF',
        Country: 'United Kingdom',
        Phone: '01632 960402',
        Email: 'watford@northgate-motors.example.com',
        OpeningHours: hours(['09:00', '18:00']),
      },
    ],
    Customers: [demoCustomer],
  };
}
