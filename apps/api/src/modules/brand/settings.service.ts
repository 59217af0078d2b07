import type { BrandSettings, Channel, ChannelState } from '@storefront/contract/back-office';
import type { BrandConfig } from '@storefront/contract/brand-config';
import { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { stoppedChannelMessage } from '@storefront/domain/delivery-type';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { auditEntries, changedFields, recordAudit, type Actor } from './audit';
import type { BrandContext } from './brand.service';
import { createSettingsRepository } from './settings.repository';

const STOP_FLAG = {
  Delivery: 'StopOnlineDeliveryOrders',
  Collection: 'StopOnlineCollectionOrders',
  EatIn: 'StopOnlineEatInOrders',
} as const satisfies Record<Channel, keyof BrandConfig>;
const CHANNELS = Object.keys(STOP_FLAG) as Channel[];

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

/**
 * Channels, storefront settings and the audit log of a brand. Every change runs in one transaction with its
 * audit entry and bumps the brand's version; `onBrandChanged` then drops this process's cached copy of the
 * brand, so the storefront (page, getBrandInfo, getConfig, catalogue) shows the change on its next request.
 */
export function createSettingsService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  async function changeBrand<T>(brand: BrandContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    options.onBrandChanged(brand.flavour);
    return result;
  }

  return {
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
        const txRepo = createSettingsRepository(tx);
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
        const txRepo = createSettingsRepository(tx);
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
        const txRepo = createSettingsRepository(tx);
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

    /** The brand's audit log, newest first. */
    audit: (brand: BrandContext, limit: number) => auditEntries(db, brand.id, limit),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
