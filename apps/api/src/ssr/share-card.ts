import { createHash } from 'node:crypto';
import type { Product } from '@storefront/contract/catalog';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { productImages } from '@storefront/domain/structured-data';

/*
 * The picture a link preview shows (Open Graph `og:image`, Twitter's large card): a 1200×630 PNG card in the
 * brand's colours, one for the brand and one for each item with a picture of its own (ADR 0041). This file
 * says what a card shows and where it is served; modules/seo draws, keeps and serves it. A card's address
 * carries a hash of everything drawn on it, so a card never changes under its address (cached for a year),
 * and the page head, which knows those facts already, names it without asking anyone.
 */

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_TYPE = 'image/png';

/** Changed whenever the drawing changes: every card then gets a new address. */
const DRAWING = 1;

/** What of the brand a card shows. */
export interface BrandLook {
  name: string;
  tagLine: string;
  primary: string;
  secondary: string;
  tertiary: string;
  /** The logo as configured (a path or an address), when there is one. */
  logo: string | null;
}

export type ShareCard =
  | { kind: 'brand'; look: BrandLook }
  | { kind: 'item'; look: BrandLook; itemId: number; title: string; picture: string };

export function brandLook(config: WebCustomerConfig): BrandLook {
  const style = config.TemplateData.DynamicStyle;
  return {
    name: config.BrandData.BrandName,
    tagLine: (config.HomeTemplate.TagLine || config.BusinessInfo.Description || '').trim(),
    primary: style.PrimaryColors,
    secondary: style.SecondaryColors,
    tertiary: style.TertiaryColors,
    logo: config.BrandData.BrandBranch.BrandBranchLogo.trim() || null,
  };
}

/** The brand's card, for every page without an item of its own. */
export function brandCard(config: WebCustomerConfig): ShareCard {
  return { kind: 'brand', look: brandLook(config) };
}

/** An item's card (a product or a car), when it has a picture; null otherwise (its page shows the brand's). */
export function itemCard(config: WebCustomerConfig, product: Product): ShareCard | null {
  const picture = productImages(product)[0]?.trim();
  if (!picture) return null;
  return {
    kind: 'item',
    look: brandLook(config),
    itemId: product.ProductId,
    title: product.ProductTitle,
    picture,
  };
}

/** A short hash of everything drawn on the card (the item's id is not drawn: two items alike share a file). */
export function cardHash(card: ShareCard): string {
  const drawn = card.kind === 'brand' ? [card.look] : [card.look, card.title, card.picture];
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, card.kind, ...drawn]))
    .digest('hex')
    .slice(0, 20);
}

/** The card's file name in its address: `brand-{hash}.png`, `item-{id}-{hash}.png`. */
export function cardName(card: ShareCard): string {
  const hash = cardHash(card);
  return card.kind === 'brand' ? `brand-${hash}.png` : `item-${card.itemId}-${hash}.png`;
}

/** The card's address under the brand: `/{flavour}/og/{name}`. */
export function cardPath(flavour: string, card: ShareCard): string {
  return `/${encodeURIComponent(flavour)}/og/${cardName(card)}`;
}

/** What a card's file name asks for, or null for a name that cannot be one. */
export function parseCardName(
  name: string,
): { kind: 'brand'; hash: string } | { kind: 'item'; itemId: number; hash: string } | null {
  const brand = /^brand-([0-9a-f]{20})\.png$/.exec(name);
  if (brand) return { kind: 'brand', hash: brand[1]! };
  const item = /^item-([1-9]\d{0,9})-([0-9a-f]{20})\.png$/.exec(name);
  if (item) return { kind: 'item', itemId: Number(item[1]), hash: item[2]! };
  return null;
}
