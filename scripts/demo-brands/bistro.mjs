// Copperleaf Bistro: a London restaurant group — recipes, extras, menu builders, all three channels.
import { categories, recipes } from './bistro-menu.mjs';
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

const F = 'bistro';
export const look = {
  name: 'Copperleaf Bistro',
  primary: '#7a1f1f',
  secondary: '#f4b942',
  tertiary: '#fdf6ec',
  serif: true,
};

export function bistro() {
  const { logo, favicon } = identity(F, look);
  const banners = headerBanners(F, look, {
    menu: ['Our menu', ['burger', 'pizza', 'dessert']],
    'dine-in': ['Dine in with us', ['steak', 'wine', 'glass']],
    events: ["What's on", ['pint', 'wine', 'cup']],
    reservation: ['Book a table', ['wine', 'steak', 'dessert']],
    rewards: ['Copperleaf Rewards', ['dessert', 'cup', 'burger']],
    login: ['Welcome back', ['burger', 'fries', 'glass']],
    favourites: ['Your favourites', ['pizza', 'burger', 'salad']],
    giftcard: ['Gift cards', ['dessert', 'wine', 'cup']],
    'previous-order': ['Your orders', ['fries', 'burger', 'glass']],
    pay: ['Pay your bill', ['cup', 'dessert', 'wine']],
  });
  return {
    Format: 'storefront-brand/1',
    WebCustomer: {
      BrandData: { BrandId: 1, BrandName: look.name, BrandFlavor: F, BrandBranch: { BrandBranchLogo: logo } },
      Allergens: allAllergens(),
      TemplateData: {
        TemplateType: 'Stellar',
        RecipesBrand: true,
        VehiclesBrand: false,
        PartsBrand: false,
        DynamicStyle: {
          PrimaryColors: look.primary,
          SecondaryColors: look.secondary,
          TertiaryColors: look.tertiary,
          ButtonRadius: 8,
          MenuWebBanner: banners.menu.Desktop,
          MobileMenuWebBanner: banners.menu.Mobile,
          HeaderBanners: banners,
        },
      },
      BusinessInfo: {
        WebLink: `/${F}/home`,
        FavIcon: favicon,
        WhatsAppNo: '+44 7700 900456',
        HeaderRewardIcon: true,
        Description:
          'Copperleaf Bistro — seasonal British cooking in Shoreditch, Clapham and Islington. Order delivery, collection or eat in.',
      },
      CheckoutDetail: {
        ShowReferSection: true,
        AllowLogin: true,
        ShowHeaderCartIcon: true,
        DistributorLogin: false,
        Active: true,
        LandingPostcodeValidation: false,
        simpleCheckout: false,
      },
      HomeTemplate: {
        Campaigns: [
          campaign(F, look, {
            title: 'Order online',
            slug: 'order-online',
            glyph: 'burger',
            Redirection: 'menu',
          }),
          campaign(F, look, {
            title: 'Book a table',
            slug: 'book-a-table',
            glyph: 'wine',
            Redirection: 'reservation',
          }),
          campaign(F, look, { title: "What's on", slug: 'events', glyph: 'pint', Redirection: 'events' }),
          campaign(F, look, {
            title: 'Join our rewards',
            slug: 'rewards',
            glyph: 'dessert',
            Redirection: 'join-reward',
          }),
          campaign(F, look, { title: 'Dine in', slug: 'dine-in', glyph: 'steak', Redirection: 'dine-in' }),
          campaign(F, look, {
            title: 'Our story',
            slug: 'our-story',
            glyph: 'salad',
            WebLink: 'https://example.com/copperleaf/our-story',
          }),
        ],
        Keywords:
          'bistro, restaurant, burgers, pizza, Sunday roast, delivery, takeaway, Shoreditch, Clapham, Islington, London',
        TagLine: 'Seasonal British cooking, from our kitchen to your table',
      },
      Header: {
        Login: {
          Image: asset(
            `${F}/login.svg`,
            panel({
              ...look,
              headline: 'Good food, remembered',
              sub: 'Sign in to see your favourites',
              glyph: GLYPHS.burger,
            }),
          ),
          Mobile: { LoginButtonOnly: false },
        },
      },
      SearchEnabled: true,
      RedirectionConfig: { RedirectionFromCheckout: 'menu' },
      Footer: footer(look.name, look, {
        slug: 'city-couriers',
        text: 'Deliveries by City Couriers',
        badge: 'City Couriers',
        colour: '#0f766e',
        url: 'https://example.com/city-couriers',
      }),
      BottomMenu: {
        IsEnabled: true,
        Items: [
          { Title: 'Home', Image: iconUrl('home'), WebLink: `/${F}/home` },
          { Title: 'Menu', Image: iconUrl('menu'), Redirection: 'menu' },
          { Title: 'Reservations', Image: iconUrl('reservation'), Redirection: 'reservation' },
          { Title: 'Rewards', Image: iconUrl('rewards'), Redirection: 'join-reward' },
        ],
      },
      DeliveryTypes: deliveryTypes(look, 'How would you like your order?', {
        delivery: 'Delivery',
        collection: 'Collection',
        eatIn: 'Eat In',
      }),
      DeliveryTypePopup: false,
      WelcomeMessage: {
        Enabled: true,
        Heading: 'Welcome to Copperleaf',
        Title: 'New spring menu now live',
        Description:
          'Order for delivery, collect from your nearest bistro or order at your table. Join Copperleaf Rewards and your first dessert is on us.',
        Image: asset(
          `${F}/welcome.svg`,
          panel({
            ...look,
            headline: 'Welcome to Copperleaf',
            sub: 'Delivery · Collection · Eat in',
            glyph: GLYPHS.pizza,
          }),
        ),
      },
      CartMessage: {
        EmptyCart: 'Your basket is empty — hungry? Start with a burger or one of our stone-baked pizzas.',
        StopOnlineOrders: {
          Delivery: { Message: 'Sorry, delivery is paused right now. Collection and eat-in are still open.' },
          Collection: { Message: 'Sorry, collection is paused right now. Please try again shortly.' },
          EatIn: { Message: 'Sorry, table ordering is paused. Please order with your server.' },
        },
      },
      CheckoutButtonsText: { RecomendationsButtonText: 'No thanks, continue to checkout' },
      AdditionalDetail: { PopupOnKgItems: false },
      Menu: { OutOfStockLabelText: 'Coming Soon' },
      HotCategories: [12, 13, 18],
      DynamicProductSideMenu: false,
      GoogleTag: 'G-BISTRO1234',
      AllergensBottomText:
        'Our dishes are prepared in kitchens where all 14 allergens are present. If you have a food allergy or intolerance, please speak to us before you order.',
      DineInBottomText:
        'Dining in? Tell your server about any allergies — our team can talk you through every dish and the ingredients we use.',
    },
    BrandConfig: {
      Active: true,
      StopOnlineDeliveryOrders: false,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: false,
      MinDeliveryTime: 45,
      MinCollectionTime: 20,
      MinEatInTime: 15,
      DeliveryFrom: '11:30',
      CollectionFrom: '11:30',
      EatInFrom: '12:00',
      // Delivered from the three kitchens: Shoreditch, Islington and Clapham (which also serves Battersea).
      DeliveryFee: 2.5,
      MinDeliveryOrder: 15,
      DeliveryAreas: [
        { Name: 'Shoreditch', Postcodes: ['EC2A', 'EC1V', 'E1', 'E2'], BranchId: 11 },
        { Name: 'Islington', Postcodes: ['N1', 'N5', 'N7'], BranchId: 13 },
        { Name: 'Clapham', Postcodes: ['SW4', 'SW8', 'SW9'], BranchId: 12 },
        { Name: 'Battersea', Postcodes: ['SW11'], DeliveryFee: 3.5, MinDeliveryOrder: 20, BranchId: 12 },
      ],
      DineInTables: Array.from({ length: 30 }, (_, i) => i + 1),
    },
    Categories: categories,
    Recipes: recipes,
    Products: [],
    Branches: [
      {
        BranchId: 11,
        Name: 'Copperleaf Shoreditch',
        Address: '42 Curtain Road, London',
        Postcode: 'EC2A 3NH',
        Country: 'United Kingdom',
        Phone: '020 7946 0101',
        Email: 'shoreditch@copperleaf.example.com',
        OpeningHours: hours(['11:30', '23:00'], ['12:00', '21:30']),
        Reservations: { CoversPerSlot: 20, SlotMinutes: 30, MaxPartySize: 8, LastBookingBeforeClose: 60 },
      },
      {
        BranchId: 12,
        Name: 'Copperleaf Clapham',
        Address: '118 Clapham High Street, London',
        Postcode: 'SW4 7UH',
        Country: 'United Kingdom',
        Phone: '020 7946 0102',
        Email: 'clapham@copperleaf.example.com',
        OpeningHours: hours(['11:30', '22:30'], ['12:00', '21:00']),
        Reservations: { CoversPerSlot: 16, SlotMinutes: 30, MaxPartySize: 8, LastBookingBeforeClose: 60 },
        // The smallest kitchen: collections need more notice than the brand's 20 minutes.
        LeadTimes: { Collection: 35 },
        // A smaller room than the brand's 30 tables: its QR codes read `dine-in?table=12&branch=12`.
        DineInTables: Array.from({ length: 20 }, (_, i) => i + 1),
      },
      {
        BranchId: 13,
        Name: 'Copperleaf Islington',
        Address: '7 Upper Street, London',
        Postcode: 'N1 0PQ',
        Country: 'United Kingdom',
        Phone: '020 7946 0103',
        Email: 'islington@copperleaf.example.com',
        OpeningHours: hours(['12:00', '23:00'], ['12:00', '22:00']),
        Reservations: { CoversPerSlot: 12, SlotMinutes: 30, MaxPartySize: 8, LastBookingBeforeClose: 60 },
      },
    ],
    LegalTexts: {
      TermsAndConditions:
        '<h2>Ordering</h2><p>Orders placed on this site are made with Copperleaf Bistro Ltd, 42 Curtain Road, London EC2A 3NH. An order is accepted when we confirm it by email; until then we may decline it, for example when an item has sold out.</p><h2>Prices and payment</h2><p>Prices include VAT. Delivery fees and minimum order values depend on your postcode and are shown before you order.</p><h2>Allergies</h2><p>Our kitchen handles all 14 major allergens. Please tell us about any allergy in the order notes or call your branch before ordering.</p><h2>Table bookings</h2><p>We hold tables for 15 minutes after the booked time. Please cancel with the link in your confirmation email if your plans change.</p><h2>Contact</h2><p>Questions about an order: <a href="mailto:hello@copperleaf.example.com">hello@copperleaf.example.com</a>.</p>',
      PrivacyPolicy:
        '<h2>Who we are</h2><p>Copperleaf Bistro Ltd is the controller of the personal data you give us when you order, register or book a table.</p><h2>What we keep and why</h2><ul><li><strong>Orders:</strong> your name, contact details and address, to prepare and deliver your order.</li><li><strong>Table bookings:</strong> your name, email and mobile, to hold your table and contact you about it.</li><li><strong>Marketing:</strong> only when you opt in; every email has an unsubscribe link.</li></ul><h2>How long we keep it</h2><p>Order records are kept for six years for tax purposes; bookings for twelve months.</p><h2>Your rights</h2><p>You may ask for a copy of your data, its correction or its deletion at <a href="mailto:privacy@copperleaf.example.com">privacy@copperleaf.example.com</a>.</p>',
    },
    Loyalty: {
      PromoCodes: [
        {
          Code: 'SAVE10',
          Description: '10% off orders over £15',
          Kind: 'Percent',
          Value: 10,
          MinimumSpend: 15,
        },
        {
          Code: 'FIRSTORDER',
          Description: '£3 off your first order',
          Kind: 'Fixed',
          Value: 3,
          FirstOrderOnly: true,
        },
        {
          Code: 'DELIVERY5',
          Description: '£5 off delivery orders over £30',
          Kind: 'Fixed',
          Value: 5,
          MinimumSpend: 30,
          OrderOptions: ['Delivery'],
        },
        {
          Code: 'LAUNCH20',
          Description: '20% off: the first 100 orders',
          Kind: 'Percent',
          Value: 20,
          MaxUses: 100,
          ValidUntil: '2027-12-31T23:59:59Z',
        },
      ],
      Rewards: {
        Enabled: true,
        PointsPerPound: 10,
        PointsPerPoundOff: 100,
        MinimumRedeem: 200,
        JoinBonus: 50,
      },
      Referral: {
        ReferrerPoints: 200,
        FriendPoints: 100,
      },
      GiftCards: {
        Enabled: true,
        Amounts: [10, 25, 50, 100],
        Minimum: 5,
        Maximum: 250,
        ValidMonths: 24,
      },
    },
    Events: [
      {
        EventId: 701,
        Title: 'Supper club: autumn tasting menu',
        Description: 'Seven seasonal courses with matched English wines, hosted by our head chef.',
        StartsAt: '2027-10-15T19:30',
        Place: 'Copperleaf Shoreditch, 42 Curtain Road',
        Price: 45,
        Seats: 24,
        MaxTicketsPerBooking: 6,
      },
      {
        EventId: 702,
        Title: 'Quiz night',
        Description: 'Teams of up to six, a round on British food, prizes from the kitchen. Free to enter.',
        StartsAt: '2027-10-21T19:00',
        Place: 'Copperleaf Islington, 7 Upper Street',
        Price: 0,
        Seats: 40,
        MaxTicketsPerBooking: 6,
      },
      {
        EventId: 703,
        Title: 'Fresh pasta class',
        Description: 'Learn to make tagliatelle and ravioli by hand, then eat what you made.',
        StartsAt: '2027-11-06T11:00',
        Place: 'Copperleaf Clapham, 118 Clapham High Street',
        Price: 30,
        Seats: 10,
        MaxTicketsPerBooking: 4,
      },
    ],
    Customers: [demoCustomer],
  };
}
