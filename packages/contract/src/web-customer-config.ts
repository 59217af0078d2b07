import { z } from 'zod';
import { BrandDietaryLabel } from './food-info';
import { Id } from './ids';
import { AllergenIcon, Href } from './catalog';
import { Info } from './envelope';
import { ImageLink } from './image-link';
import { BannerPages } from './banner-pages';
import { LOCAL_BUSINESS_TYPES } from './local-business-types';
import { GOOGLE_TAG_ID, META_DOMAIN_VERIFICATION, META_PIXEL_ID } from './tracking-ids';

const Colour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Use a hex colour such as #aa7733');
const Text = (max = 500) => z.string().max(max);
/** Logos, banners, icons, campaign and welcome pictures: the one image-link rule (image-link.ts). */
const Img = ImageLink;

/** Only tag IDs are accepted: the product loads the tag itself, so a brand file can never inject script. */
export const GoogleTagId = z
  .string()
  .regex(
    GOOGLE_TAG_ID,
    'GoogleTag must be a tag ID such as G-ABC123XYZ or GTM-ABC123 (raw script is not accepted)',
  );
export const FacebookPixelCode = z
  .object({
    PixelId: z
      .string()
      .regex(META_PIXEL_ID, 'PixelId must be the numeric pixel ID (raw script is not accepted)'),
    DomainVerification: z
      .string()
      .regex(META_DOMAIN_VERIFICATION, 'DomainVerification must be the verification code only (no HTML)')
      .optional(),
  })
  .strict();

const LinkPart = z.object({ Enabled: z.boolean(), Text: Text(200), Url: Href.optional() });

export const Campaign = z.object({
  Title: Text(80),
  Image: Img.optional(),
  /** Internal route (e.g. `menu`); wins over WebLink when both are set. */
  Redirection: z.string().max(200).optional(),
  WebLink: Href.optional(),
});
export type Campaign = z.infer<typeof Campaign>;

export const BottomMenuItem = z.object({
  Title: Text(40),
  Image: Img.optional(),
  WebLink: Href.optional(),
  Redirection: z.string().max(200).optional(),
});

const DeliveryTypeOption = z.object({
  Enabled: z.boolean(),
  Text: Text(60),
  Image: Img.optional(),
  BackgroundColor: Colour.optional(),
  TextColor: Colour.optional(),
});

/** Per-page header banner, desktop and mobile (spec §2 Header). */
export const HeaderBanner = z.object({ Desktop: Img, Mobile: Img.optional() });
export const HeaderBanners = z.partialRecord(z.enum(BannerPages), HeaderBanner);

/**
 * The web customer configuration: everything about a brand's look and texts (spec §3), served as-is by
 * `GET api/Brand/getBrandInfo/{brand}/WebCustomer`.
 */
export const WebCustomerConfig = z.object({
  BrandData: z.object({
    BrandId: Id,
    BrandName: Text(120).min(1),
    BrandFlavor: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{1,40}$/,
        'BrandFlavor: lower-case letters, digits and dashes (2–41 characters)',
      ),
    BrandBranch: z.object({ BrandBranchLogo: Img }),
  }),
  Allergens: z.array(AllergenIcon).default([]),
  /** Dietary labels the brand adds to the five built in (vegetarian, vegan, halal, kosher, gluten-free). */
  DietaryLabels: z.array(BrandDietaryLabel).max(20).default([]),
  TemplateData: z.object({
    TemplateType: z.enum(['Stellar', 'Classic']),
    RecipesBrand: z.boolean(),
    VehiclesBrand: z.boolean().default(false),
    PartsBrand: z.boolean().default(false),
    DynamicStyle: z.object({
      PrimaryColors: Colour,
      SecondaryColors: Colour,
      TertiaryColors: Colour,
      ButtonRadius: z.number().min(0).max(40),
      MenuWebBanner: Img.optional(),
      MobileMenuWebBanner: Img.optional(),
      HeaderBanners: HeaderBanners.default({}),
    }),
  }),
  BusinessInfo: z.object({
    WebLink: Href,
    FavIcon: Img.optional(),
    WhatsAppNo: z
      .string()
      .regex(/^\+?[0-9 ]{7,20}$/, 'WhatsAppNo: international number, digits only')
      .optional(),
    HeaderRewardIcon: z.boolean().default(true),
    Description: Text(300).optional(),
    ContactPage: Href.optional(),
    /** The consent text under the built-in enquiry form (used when there is no ContactPage). */
    EnquiryConsent: Text(500).optional(),
    /**
     * What the branches are in search results (schema.org); without it a restaurant, a car dealer, a parts shop
     * or a shop, after what the brand sells.
     */
    LocalBusinessType: z.enum(LOCAL_BUSINESS_TYPES).optional(),
  }),
  CheckoutDetail: z.object({
    ShowReferSection: z.boolean().default(false),
    AllowLogin: z.boolean().default(true),
    ShowHeaderCartIcon: z.boolean().default(true),
    DistributorLogin: z.boolean().default(false),
    Active: z.boolean().default(true),
    LandingPostcodeValidation: z.boolean().default(false),
    simpleCheckout: z.boolean().default(false),
  }),
  HomeTemplate: z.object({
    Campaigns: z.array(Campaign).max(12).default([]),
    Keywords: Text(300).default(''),
    TagLine: Text(200).default(''),
  }),
  Header: z
    .object({
      Login: z.object({
        Image: Img.optional(),
        Mobile: z.object({ LoginButtonOnly: z.boolean() }).optional(),
      }),
    })
    .optional(),
  SearchEnabled: z.boolean().default(false),
  RedirectionConfig: z
    .object({
      RedirectionFromCheckout: z.string().max(200).optional(),
      /** Vehicle brands: a car listing's More Info opens the car's page in a new tab (spec §2). */
      VehicleDetailsInNewTab: z.boolean().optional(),
    })
    .optional(),
  Footer: z.object({
    TermsAndConditions: LinkPart,
    PrivacyPolicy: LinkPart,
    Unsubscribe: LinkPart,
    Copyright: z.object({ Enabled: z.boolean(), Text: Text(200) }),
    Partner: z.object({ Enabled: z.boolean(), Text: Text(200), Logo: Img.optional(), Url: Href.optional() }),
    PoweredBy: z.object({ Enabled: z.boolean(), Text: Text(200), Url: Href.optional() }),
  }),
  BottomMenu: z
    .object({ IsEnabled: z.boolean(), Items: z.array(BottomMenuItem).max(6) })
    .default({ IsEnabled: false, Items: [] }),
  DeliveryTypes: z.object({
    Enabled: z.boolean(),
    Title: Text(120),
    Delivery: DeliveryTypeOption,
    Collection: DeliveryTypeOption,
    EatIn: DeliveryTypeOption,
  }),
  DeliveryTypePopup: z.boolean().default(false),
  WelcomeMessage: z
    .object({
      Enabled: z.boolean(),
      Heading: Text(120),
      Title: Text(200),
      Description: Text(1000),
      Image: Img.optional(),
    })
    .optional(),
  CartMessage: z
    .object({
      EmptyCart: Text(200).optional(),
      StopOnlineOrders: z
        .object({
          Delivery: z.object({ Message: Text(300) }).optional(),
          Collection: z.object({ Message: Text(300) }).optional(),
          EatIn: z.object({ Message: Text(300) }).optional(),
        })
        .optional(),
    })
    .optional(),
  CheckoutButtonsText: z.object({ RecomendationsButtonText: Text(120).optional() }).optional(),
  AdditionalDetail: z.object({ PopupOnKgItems: z.boolean().default(false) }).optional(),
  Menu: z.object({ OutOfStockLabelText: Text(60).optional() }).optional(),
  /** Category ids shown as quick links on the home page and above the menu. */
  HotCategories: z.array(Id).max(20).default([]),
  DynamicProductSideMenu: z.boolean().default(false),
  GoogleTag: GoogleTagId.optional(),
  FacebookPixelCode: FacebookPixelCode.optional(),
  AllergensBottomText: Text(1000).optional(),
  DineInBottomText: Text(1000).optional(),
});
export type WebCustomerConfig = z.infer<typeof WebCustomerConfig>;
export type WebCustomerConfigInput = z.input<typeof WebCustomerConfig>;

export const WebCustomerResponse = z.object({ Info, Data: WebCustomerConfig });
export type WebCustomerResponse = z.infer<typeof WebCustomerResponse>;
