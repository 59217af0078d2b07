import { createHash } from 'node:crypto';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

/*
 * A brand as an installable app (issue 35, ADR 0058): where its web app manifest and its icons are served, and
 * what an icon shows. modules/seo draws, keeps and serves them; the page head names them. An icon's address
 * carries a hash of everything drawn on it, so it never changes under its address (kept for a year), and a
 * brand whose logo or colours change names new icons at once.
 */

/** Changed whenever the drawing changes: every icon then gets a new address. */
const DRAWING = 1;

/** The icons of a brand: the manifest's (any purpose, and maskable with its safe zone) and Apple's touch icon. */
export const APP_ICONS = {
  'any-192': { size: 192, purpose: 'any' },
  'any-512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
  'apple-180': { size: 180, purpose: 'apple' },
} as const;
export type AppIconKind = keyof typeof APP_ICONS;

/** What of the brand its icons show. */
export interface IconLook {
  name: string;
  primary: string;
  /** The pictures an icon may be drawn from, the best first: the favicon, then the logo (paths or addresses). */
  pictures: string[];
}

export function iconLook(config: WebCustomerConfig): IconLook {
  const style = config.TemplateData.DynamicStyle;
  return {
    name: config.BrandData.BrandName,
    primary: style.PrimaryColors,
    pictures: [config.BusinessInfo.FavIcon, config.BrandData.BrandBranch.BrandBranchLogo]
      .map((picture) => picture?.trim() ?? '')
      .filter(Boolean),
  };
}

/** A short hash of everything an icon of the brand draws. */
export function iconHash(look: IconLook): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, look]))
    .digest('hex')
    .slice(0, 20);
}

const brandPath = (flavour: string) => `/${encodeURIComponent(flavour)}`;

/** An icon's address: `/{flavour}/icons/{kind}-{hash}.png`. */
export function iconPath(flavour: string, kind: AppIconKind, look: IconLook): string {
  return `${brandPath(flavour)}/icons/${kind}-${iconHash(look)}.png`;
}

/** What an icon's file name asks for, or null for a name that cannot be one. */
export function parseIconName(name: string): { kind: AppIconKind; hash: string } | null {
  const match = /^([a-z]+-\d+)-([0-9a-f]{20})\.png$/.exec(name);
  if (!match || !Object.hasOwn(APP_ICONS, match[1]!)) return null;
  return { kind: match[1] as AppIconKind, hash: match[2]! };
}

/** The brand's web app manifest. */
export const manifestPath = (flavour: string) => `${brandPath(flavour)}/manifest.webmanifest`;

/** The brand's service worker, whose scope is the brand's pages (`/{flavour}/`). */
export const serviceWorkerPath = (flavour: string) => `${brandPath(flavour)}/sw.js`;

/** What a brand's page head says of the brand as an app: its manifest and the icon Apple's home screen takes. */
export function appLinks(config: WebCustomerConfig): string[] {
  const flavour = config.BrandData.BrandFlavor;
  return [
    `<link rel="manifest" href="${manifestPath(flavour)}">`,
    `<link rel="apple-touch-icon" href="${iconPath(flavour, 'apple-180', iconLook(config))}">`,
  ];
}
