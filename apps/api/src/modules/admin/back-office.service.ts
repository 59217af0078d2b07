import type {
  AuditEntry,
  BrandSettings,
  Channel,
  ChannelState,
  StockItem,
  StockKind,
} from '@storefront/contract/back-office';
import type { BrandConfig } from '@storefront/contract/brand-config';
import { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { stoppedChannelMessage } from '@storefront/domain/delivery-type';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import { createBackOfficeRepository, type StockTable } from './back-office.repository';
import type { StaffPrincipal } from '../staff/staff-guard';

/** Who made a change, as the audit log names them. */
export type Actor = Pick<StaffPrincipal, 'staffId' | 'email'>;
/** Who an audit entry names: a staff member, or the server acting by itself (auto-accept), with no account. */
export type AuditActor = Actor | { staffId: null; email: string };

/**
 * Writes one audit entry in the transaction of the change it describes, so the log never shows a change that
 * did not happen nor misses one that did.
 */
export async function recordAudit(
  tx: DbOrTx,
  entry: {
    brandId: number;
    actor: AuditActor;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await createBackOfficeRepository(tx).insertAudit({
    brandId: entry.brandId,
    staffId: entry.actor.staffId,
    staffEmail: entry.actor.email,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const STOP_FLAG = {
  Delivery: 'StopOnlineDeliveryOrders',
  Collection: 'StopOnlineCollectionOrders',
  EatIn: 'StopOnlineEatInOrders',
} as const satisfies Record<Channel, keyof BrandConfig>;
const CHANNELS = Object.keys(STOP_FLAG) as Channel[];

const toTable = (kind: StockKind): StockTable => (kind === 'Recipe' ? 'recipe' : 'product');

function toStockItem(row: {
  kind: StockTable;
  id: number;
  title: string;
  category: string;
  stock: number;
  outOfStock: boolean;
}): StockItem {
  return {
    Kind: row.kind === 'recipe' ? 'Recipe' : 'Product',
    ItemId: row.id,
    Title: row.title,
    Category: row.category,
    Stock: row.stock,
    OutOfStock: row.outOfStock,
  };
}

function channelStates(web: WebCustomerConfig, config: BrandConfig): ChannelState[] {
  const stop = web.CartMessage?.StopOnlineOrders;
  return CHANNELS.map((channel) => ({
    Channel: channel,
    Stopped: config[STOP_FLAG[channel]],
    Message: stoppedChannelMessage(channel, stop?.[channel]?.Message),
    AutoAccept: config.AutoAccept?.[channel] === true,
  }));
}

/** The back-office view of a web customer configuration. */
export function toSettings(web: WebCustomerConfig): BrandSettings {
  const style = web.TemplateData.DynamicStyle;
  const stop = web.CartMessage?.StopOnlineOrders;
  return {
    PrimaryColors: style.PrimaryColors,
    SecondaryColors: style.SecondaryColors,
    TertiaryColors: style.TertiaryColors,
    ButtonRadius: Math.round(style.ButtonRadius),
    TagLine: web.HomeTemplate.TagLine,
    OutOfStockLabel: web.Menu?.OutOfStockLabelText ?? '',
    EmptyCartMessage: web.CartMessage?.EmptyCart ?? '',
    StoppedMessages: {
      Delivery: stop?.Delivery?.Message ?? '',
      Collection: stop?.Collection?.Message ?? '',
      EatIn: stop?.EatIn?.Message ?? '',
    },
    SearchEnabled: web.SearchEnabled,
    AllowLogin: web.CheckoutDetail.AllowLogin,
    ShowReferSection: web.CheckoutDetail.ShowReferSection,
    BottomMenuEnabled: web.BottomMenu.IsEnabled,
    LogoImage: web.BrandData.BrandBranch.BrandBranchLogo,
    BannerImage: style.HeaderBanners.default?.Desktop ?? '',
  };
}

/** The logo and the every-page banner, when the owner sent them. */
function applyImages(web: WebCustomerConfig, s: BrandSettings): WebCustomerConfig {
  const { default: _previous, ...pageBanners } = web.TemplateData.DynamicStyle.HeaderBanners;
  return {
    ...web,
    BrandData:
      s.LogoImage === undefined
        ? web.BrandData
        : { ...web.BrandData, BrandBranch: { ...web.BrandData.BrandBranch, BrandBranchLogo: s.LogoImage } },
    TemplateData:
      s.BannerImage === undefined
        ? web.TemplateData
        : {
            ...web.TemplateData,
            DynamicStyle: {
              ...web.TemplateData.DynamicStyle,
              HeaderBanners: s.BannerImage
                ? { ...pageBanners, default: { Desktop: s.BannerImage } }
                : pageBanners,
            },
          },
  };
}

/** Merges edited settings into a configuration; an empty text falls back to the storefront's default. */
export function applySettings(stored: WebCustomerConfig, s: BrandSettings): WebCustomerConfig {
  const text = (value: string) => (value === '' ? undefined : value);
  const message = (value: string) => (value === '' ? undefined : { Message: value });
  const web = applyImages(stored, s);
  return {
    ...web,
    TemplateData: {
      ...web.TemplateData,
      DynamicStyle: {
        ...web.TemplateData.DynamicStyle,
        PrimaryColors: s.PrimaryColors,
        SecondaryColors: s.SecondaryColors,
        TertiaryColors: s.TertiaryColors,
        ButtonRadius: s.ButtonRadius,
      },
    },
    HomeTemplate: { ...web.HomeTemplate, TagLine: s.TagLine },
    Menu: { ...web.Menu, OutOfStockLabelText: text(s.OutOfStockLabel) },
    CartMessage: {
      ...web.CartMessage,
      EmptyCart: text(s.EmptyCartMessage),
      StopOnlineOrders: {
        Delivery: message(s.StoppedMessages.Delivery),
        Collection: message(s.StoppedMessages.Collection),
        EatIn: message(s.StoppedMessages.EatIn),
      },
    },
    SearchEnabled: s.SearchEnabled,
    CheckoutDetail: {
      ...web.CheckoutDetail,
      AllowLogin: s.AllowLogin,
      ShowReferSection: s.ShowReferSection,
    },
    BottomMenu: { ...web.BottomMenu, IsEnabled: s.BottomMenuEnabled },
  };
}

/** JSON with object keys sorted: jsonb hands objects back in its own key order, which is no change. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** Only the fields that differ, before and after: an audit entry a person can read. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => canonical(before[k]) !== canonical(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Stock, channels, storefront settings and the audit log of a brand. Every change runs in one transaction with
 * its audit entry and bumps the brand's version; `onBrandChanged` then drops this process's cached copy of the
 * brand, so the storefront (page, getBrandInfo, getConfig, catalogue) shows the change on its next request.
 */
export function createBackOfficeService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  const repo = createBackOfficeRepository(db);

  async function changeBrand<T>(brand: BrandContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    options.onBrandChanged(brand.flavour);
    return result;
  }

  return {
    async stock(brand: BrandContext): Promise<StockItem[]> {
      return (await repo.stockItems(brand.id)).map(toStockItem);
    },

    /** Marks an item out of stock (or back in): the menu and ordering follow at once. */
    async setOutOfStock(
      brand: BrandContext,
      actor: Actor,
      kind: StockKind,
      id: number,
      outOfStock: boolean,
    ): Promise<StockItem> {
      return changeBrand(brand, async (tx) => {
        const txRepo = createBackOfficeRepository(tx);
        const item = await txRepo.stockItemForUpdate(brand.id, toTable(kind), id);
        if (!item) throw new HttpError(404, 'This item was not found');
        if (item.outOfStock !== outOfStock) {
          await txRepo.setOutOfStock(brand.id, item.kind, id, outOfStock);
          await txRepo.updateBrand(brand.id);
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'stock',
            subject: `${kind} ${id} (${item.title})`,
            before: { OutOfStock: item.outOfStock },
            after: { OutOfStock: outOfStock },
          });
        }
        return toStockItem({ ...item, outOfStock });
      });
    },

    channels(brand: BrandContext): ChannelState[] {
      return channelStates(brand.web, brand.config);
    },

    /** Stops (or restarts) online orders of a channel now; customers see the stopped-channel message. */
    async setChannel(
      brand: BrandContext,
      actor: Actor,
      channel: Channel,
      stopped: boolean,
    ): Promise<ChannelState[]> {
      return changeBrand(brand, async (tx) => {
        const txRepo = createBackOfficeRepository(tx);
        const row = await txRepo.brandForUpdate(brand.id);
        if (!row) throw new HttpError(404, 'This brand was not found');
        const flag = STOP_FLAG[channel];
        if (row.brandConfig[flag] !== stopped) {
          await txRepo.updateBrand(brand.id, { brandConfig: { ...row.brandConfig, [flag]: stopped } });
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'channels',
            subject: `${channel} online orders`,
            before: { [flag]: row.brandConfig[flag] },
            after: { [flag]: stopped },
          });
        }
        return channelStates(row.webConfig, { ...row.brandConfig, [flag]: stopped });
      });
    },

    /**
     * Turns auto-accept of a channel's orders on or off (owners): the server then accepts each order of the
     * channel as it is placed (auto-accept.ts). On the brand's row, so every API instance hears of it.
     */
    async setAutoAccept(
      brand: BrandContext,
      actor: Actor,
      channel: Channel,
      on: boolean,
    ): Promise<ChannelState[]> {
      return changeBrand(brand, async (tx) => {
        const txRepo = createBackOfficeRepository(tx);
        const row = await txRepo.brandForUpdate(brand.id);
        if (!row) throw new HttpError(404, 'This brand was not found');
        const before = row.brandConfig.AutoAccept?.[channel] === true;
        const config: BrandConfig = {
          ...row.brandConfig,
          AutoAccept: { ...row.brandConfig.AutoAccept, [channel]: on },
        };
        if (before !== on) {
          await txRepo.updateBrand(brand.id, { brandConfig: config });
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'channels',
            subject: `${channel} auto-accept`,
            before: { AutoAccept: before },
            after: { AutoAccept: on },
          });
        }
        return channelStates(row.webConfig, config);
      });
    },

    settings(brand: BrandContext): BrandSettings {
      return toSettings(brand.web);
    },

    /** Saves an owner's settings, checked with the brand import's schema as a whole configuration. */
    async saveSettings(brand: BrandContext, actor: Actor, settings: BrandSettings): Promise<BrandSettings> {
      return changeBrand(brand, async (tx) => {
        const txRepo = createBackOfficeRepository(tx);
        const row = await txRepo.brandForUpdate(brand.id);
        if (!row) throw new HttpError(404, 'This brand was not found');
        const parsed = WebCustomerConfig.safeParse(applySettings(row.webConfig, settings));
        if (!parsed.success)
          throw new HttpError(400, `These settings are not valid: ${parsed.error.issues[0]?.message ?? ''}`);
        const before = toSettings(row.webConfig);
        const after = toSettings(parsed.data);
        const diff = changedFields(before, after);
        if (Object.keys(diff.after).length > 0) {
          await txRepo.updateBrand(brand.id, { webConfig: parsed.data });
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'settings',
            subject: 'Storefront settings',
            ...diff,
          });
        }
        return after;
      });
    },

    async audit(brand: BrandContext, limit: number): Promise<AuditEntry[]> {
      return (await repo.auditOf(brand.id, limit)).map((row) => ({
        Id: row.id,
        At: row.createdAt.toISOString(),
        Staff: row.staffEmail,
        Action: row.action,
        Subject: row.subject,
        Before: row.before,
        After: row.after,
      }));
    },
  };
}
export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
