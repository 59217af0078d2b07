import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import type { BrandContext } from '../brand-context';

extend([a11yPlugin, mixPlugin]);

/** WCAG AA for body text, as the web app's theme keeps it (apps/web lib/theme.ts). */
const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';
const INK = '#1a1a1a';

/** What an email shows of its brand: its colours, logo and footer, every link absolute. */
export interface EmailLook {
  name: string;
  /** The logo's absolute address, or null when the brand has none (the header then shows the name). */
  logoUrl: string | null;
  /** The brand's home page, absolute. */
  homeUrl: string;
  /** The brand's primary colour (header rule, buttons) and the text that reads on it. */
  primary: string;
  onPrimary: string;
  /** The primary colour, darkened where needed to read as text on white (headings, links). */
  primaryInk: string;
  /** The brand's secondary colour: the thin accent under the header. */
  secondary: string;
  /** The brand's light colour: the page behind the message. */
  tertiary: string;
  buttonRadius: number;
  /** The footer's address: the branch the email is about, else the brand's first. */
  address: string | null;
  copyright: string | null;
}

/** White or near-black, whichever reads better on a background. */
function readableTextOn(background: string): string {
  return colord(WHITE).contrast(background) >= colord(INK).contrast(background) ? WHITE : INK;
}

/** The colour itself when it reads on white, else mixed towards black just far enough to. */
function readableShade(colour: string): string {
  const base = colord(colour);
  if (!base.isValid()) return INK;
  for (let step = 0; step <= 20; step++) {
    const shade = base.mix('#000000', step / 20).alpha(1);
    if (shade.contrast(WHITE) >= MIN_CONTRAST) return shade.toHex();
  }
  return INK;
}

/** A colour the brand set, or the fallback when it is not one (a brand file that predates the rule). */
const colourOr = (colour: string | undefined, fallback: string) =>
  colour && colord(colour).isValid() ? colord(colour).alpha(1).toHex() : fallback;

/** An image or page address made absolute against the site's origin; null when it is empty or not one. */
export function absoluteUrl(address: string | undefined, origin: string): string | null {
  const value = address?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, `${origin.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A brand as its emails need it; one without its settings (a bare name) gets a plain look. */
export type EmailBrand = Pick<BrandContext, 'name' | 'flavour'> &
  Partial<Pick<BrandContext, 'web' | 'branches'>>;

/**
 * How a brand's emails look, from its settings as the web app themes it (DynamicStyle's colours, the logo, the
 * footer's copyright). `origin` is where the site is (PUBLIC_URL, or the request's vouched-for origin: ADR 0050);
 * `branchId` picks the footer's address when the email is about one branch.
 */
export function emailLook(brand: EmailBrand, origin: string, branchId?: number | null): EmailLook {
  const style = brand.web?.TemplateData.DynamicStyle;
  const primary = colourOr(style?.PrimaryColors, INK);
  const branches = brand.branches ?? [];
  const branch = branches.find((b) => b.id === branchId) ?? branches[0];
  const copyright = brand.web?.Footer.Copyright;
  return {
    name: brand.name,
    logoUrl: absoluteUrl(brand.web?.BrandData.BrandBranch.BrandBranchLogo, origin),
    homeUrl: absoluteUrl(`/${encodeURIComponent(brand.flavour)}/home`, origin) ?? origin,
    primary,
    onPrimary: readableTextOn(primary),
    primaryInk: readableShade(primary),
    secondary: colourOr(style?.SecondaryColors, primary),
    tertiary: colourOr(style?.TertiaryColors, '#f4f4f5'),
    buttonRadius: Math.min(Math.max(style?.ButtonRadius ?? 6, 0), 24),
    address: branch ? `${branch.name}, ${branch.address}` : null,
    copyright: copyright?.Enabled && copyright.Text.trim() ? copyright.Text.trim() : null,
  };
}
