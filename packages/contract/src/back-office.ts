import { z } from 'zod';
import { IdParam } from './ids';
import { Info } from './envelope';
import { ImageLink } from './image-link';
import { withReadOnly } from './read-only';
import { WebCustomerConfig } from './web-customer-config';

/**
 * The back office's stock, channel, settings and audit screens (issue 10). Like the orders board, every route
 * sits under `/api/admin/{brand}/…` and the server checks the caller's role and brand on each of them.
 */
export const backOfficeRoutes = {
  /** GET: the brand's recipes and products with their stock (all staff). */
  stock: '/api/admin/:brand/stock',
  /** POST: marks one item in or out of stock (all staff). */
  stockItem: '/api/admin/:brand/stock/:Kind/:ItemId',
  /** GET / POST: which channels take online orders now (all staff). */
  channels: '/api/admin/:brand/channels',
  /** POST: whether a channel's orders are accepted as they arrive (owners). */
  autoAccept: '/api/admin/:brand/channels/auto-accept',
  /** GET / POST: the colours, texts and switches of the storefront (owners). */
  settings: '/api/admin/:brand/settings',
  /** GET: who changed what (owners). */
  audit: '/api/admin/:brand/audit',
} as const;

export const StockKind = z.enum(['Recipe', 'Product']);
export type StockKind = z.infer<typeof StockKind>;

export const StockItemParams = z.object({
  brand: z.string().min(1).max(60),
  Kind: StockKind,
  ItemId: IdParam,
});

/** An item as the stock screen lists it. */
export const StockItem = z.object({
  Kind: StockKind,
  ItemId: z.number().int(),
  Title: z.string(),
  Category: z.string(),
  /** Units left (what orders take from). */
  Stock: z.number().int(),
  /** Marked out of stock by staff: not orderable whatever Stock says. */
  OutOfStock: z.boolean(),
});
export type StockItem = z.infer<typeof StockItem>;
export const StockListResponse = z.object({ Info, Data: z.array(StockItem) });
export type StockListResponse = z.infer<typeof StockListResponse>;
export const StockItemResponse = z.object({ Info, Data: StockItem });
export type StockItemResponse = z.infer<typeof StockItemResponse>;
/** The switch; the rest of the item as the stock list answers it is read-only. */
export const StockToggleBody = withReadOnly(
  z.object({ OutOfStock: StockItem.shape.OutOfStock }).strict(),
  StockItem.omit({ OutOfStock: true }).shape,
);
export type StockToggleBody = z.input<typeof StockToggleBody>;

export const Channel = z.enum(['Delivery', 'Collection', 'EatIn']);
export type Channel = z.infer<typeof Channel>;

/**
 * One channel: whether online orders are stopped, and what customers are told then; whether the server
 * accepts its orders as they arrive (auto-accept, off unless an owner turns it on).
 */
export const ChannelState = z.object({
  Channel,
  Stopped: z.boolean(),
  Message: z.string(),
  AutoAccept: z.boolean(),
});
export type ChannelState = z.infer<typeof ChannelState>;
export const ChannelsResponse = z.object({ Info, Data: z.array(ChannelState) });
export type ChannelsResponse = z.infer<typeof ChannelsResponse>;
/** A channel stopped or restarted; the rest of the channel as the GET answers it is read-only. */
export const ChannelsBody = withReadOnly(z.object({ Channel, Stopped: z.boolean() }).strict(), {
  Message: ChannelState.shape.Message,
  AutoAccept: ChannelState.shape.AutoAccept,
});
export type ChannelsBody = z.input<typeof ChannelsBody>;
/** A channel's auto-accept on or off; the rest of the channel as the GET answers it is read-only. */
export const AutoAcceptBody = withReadOnly(z.object({ Channel, AutoAccept: z.boolean() }).strict(), {
  Stopped: ChannelState.shape.Stopped,
  Message: ChannelState.shape.Message,
});
export type AutoAcceptBody = z.input<typeof AutoAcceptBody>;

const style = WebCustomerConfig.shape.TemplateData.shape.DynamicStyle.shape;
const Message = (max: number) => z.string().trim().max(max);
/** An image the storefront loads, by the one image-link rule of every brand image (image-link.ts); '' for none. */
const ImageUrl = ImageLink;

/**
 * The part of the web customer configuration an owner edits in the back office. The server merges it into the
 * brand's configuration and checks the whole result with the import's schema before saving it.
 */
export const BrandSettings = z
  .object({
    PrimaryColors: style.PrimaryColors,
    SecondaryColors: style.SecondaryColors,
    TertiaryColors: style.TertiaryColors,
    ButtonRadius: z.number().int().min(0).max(40),
    TagLine: Message(200),
    /** Menu.OutOfStockLabelText; empty for the default ('Coming Soon'). */
    OutOfStockLabel: Message(60),
    /** CartMessage.EmptyCart; empty for the default. */
    EmptyCartMessage: Message(200),
    /** CartMessage.StopOnlineOrders.*.Message; empty for the spec's default text. */
    StoppedMessages: z
      .object({ Delivery: Message(300), Collection: Message(300), EatIn: Message(300) })
      .strict(),
    SearchEnabled: z.boolean(),
    AllowLogin: z.boolean(),
    ShowReferSection: z.boolean(),
    BottomMenuEnabled: z.boolean(),
    /** BrandData.BrandBranch.BrandBranchLogo; empty for none (the header shows the brand's name). Absent: kept. */
    LogoImage: ImageUrl.optional(),
    /**
     * HeaderBanners.default.Desktop: the banner at the top of every page, the home page included (it replaces
     * the per-page banners); empty for none. Absent: kept.
     */
    BannerImage: ImageUrl.optional(),
  })
  .strict();
export type BrandSettings = z.infer<typeof BrandSettings>;
export const BrandSettingsResponse = z.object({ Info, Data: BrandSettings });
export type BrandSettingsResponse = z.infer<typeof BrandSettingsResponse>;

export const AuditEntry = z.object({
  Id: z.number().int(),
  /** ISO 8601. */
  At: z.string(),
  /** The staff member's email when the change was made. */
  Staff: z.string(),
  Action: z.string(),
  Subject: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export const AuditResponse = z.object({ Info, Data: z.array(AuditEntry) });
export type AuditResponse = z.infer<typeof AuditResponse>;
