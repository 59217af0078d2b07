// Pieces every demo brand uses: the asset registry, allergens, the demo customer, footers, banners.
import { allergenIcon, badge, banner, favicon, icon, item, logo, mix, tile } from './svg.mjs';
import { GLYPHS } from './glyphs.mjs';

/** URL prefix under which the server serves data/brands/assets. */
export const ASSET_PREFIX = '/brand-assets/';

/** Every asset the brands reference, keyed by its path under data/brands/assets. */
export const assets = new Map();

/** Registers an SVG file and returns its public URL. */
export function asset(path, content) {
  const existing = assets.get(path);
  if (existing !== undefined && existing !== content)
    throw new Error(`Asset ${path} registered twice with different content`);
  assets.set(path, content);
  return ASSET_PREFIX + path;
}

const ALLERGENS = [
  ['celery', 'Celery', 'Ce', '#65a30d'],
  ['gluten', 'Gluten', 'Gl', '#b45309'],
  ['crustaceans', 'Crustaceans', 'Cr', '#dc2626'],
  ['eggs', 'Eggs', 'Eg', '#ca8a04'],
  ['fish', 'Fish', 'Fi', '#0369a1'],
  ['lupin', 'Lupin', 'Lu', '#7c3aed'],
  ['milk', 'Milk', 'Mi', '#2563eb'],
  ['molluscs', 'Molluscs', 'Mo', '#0f766e'],
  ['mustard', 'Mustard', 'Mu', '#a16207'],
  ['nuts', 'Tree nuts', 'Nu', '#92400e'],
  ['peanuts', 'Peanuts', 'Pe', '#9a3412'],
  ['sesame', 'Sesame', 'Se', '#78716c'],
  ['soya', 'Soya', 'So', '#15803d'],
  ['sulphites', 'Sulphites', 'Su', '#be185d'],
];

/** The allergen icons (Title + Link) for the given keys, e.g. `allergens('gluten', 'milk')`. */
export function allergens(...keys) {
  return keys.map((key) => {
    const found = ALLERGENS.find(([k]) => k === key);
    if (!found) throw new Error(`Unknown allergen ${key}`);
    const [k, title, abbr, colour] = found;
    return { Title: title, Link: asset(`common/allergens/${k}.svg`, allergenIcon({ title, abbr, colour })) };
  });
}

/** All 14 UK allergens, for the allergens footer. */
export const allAllergens = () => allergens(...ALLERGENS.map(([k]) => k));

/** The demo account present in every brand (customers are per brand, so the same email is fine). */
export const demoCustomer = {
  Email: 'demo@example.com',
  Password: 'demo-password',
  FirstName: 'Demo',
  LastName: 'Customer',
  Mobile: '+44 7700 900123',
  MarketingOptIn: true,
};

/** A line icon under common/icons. */
export const iconUrl = (name, colour = '#1f2937') =>
  asset(`common/icons/${name}${colour === '#1f2937' ? '' : '-' + colour.slice(1)}.svg`, icon(name, colour));

/** Logo, favicon and the look of a brand. */
export function identity(flavour, look) {
  return {
    logo: asset(`${flavour}/logo.svg`, logo(look)),
    favicon: asset(`${flavour}/favicon.svg`, favicon(look)),
  };
}

/**
 * Desktop + mobile header banners for the given pages: `{ page: [name, [glyph, …]] }`. The name only titles the
 * file: banners are artwork, the page prints its own heading.
 */
export function headerBanners(flavour, look, pages) {
  const out = {};
  for (const [page, [headline, glyphKeys]] of Object.entries(pages)) {
    const glyphs = glyphKeys.map((key) => {
      if (!GLYPHS[key]) throw new Error(`No glyph ${key}`);
      return GLYPHS[key];
    });
    const args = { headline, glyphs, primary: look.primary, secondary: look.secondary };
    out[page] = {
      Desktop: asset(`${flavour}/banners/${page}-desktop.svg`, banner(args)),
      Mobile: asset(`${flavour}/banners/${page}-mobile.svg`, banner({ ...args, mobile: true })),
    };
  }
  return out;
}

/** A campaign tile: title, image and either an internal Redirection or an external WebLink. */
export function campaign(flavour, look, { title, slug, glyph, Redirection, WebLink }) {
  const image = asset(
    `${flavour}/campaigns/${slug}.svg`,
    tile({ title, primary: look.primary, secondary: look.secondary, glyph: GLYPHS[glyph] ?? '' }),
  );
  return {
    Title: title,
    Image: image,
    ...(Redirection ? { Redirection } : {}),
    ...(WebLink ? { WebLink } : {}),
  };
}

/** An item illustration shared by items of one kind: `/brand-assets/{flavour}/items/{kind}.svg`. */
export function itemImage(flavour, kind, label, tint) {
  if (!GLYPHS[kind]) throw new Error(`No glyph ${kind}`);
  return asset(`${flavour}/items/${kind}.svg`, item({ label, glyph: GLYPHS[kind], tint }));
}

/** A URL-safe file name from a title: `Salt & Pepper Calamari` → `salt-pepper-calamari`. */
export const slug = (title) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One item's own illustration (a dish, a product): `/brand-assets/{flavour}/{folder}/{slug}.svg`. */
export function ownImage(flavour, folder, title, drawing, tint) {
  return asset(`${flavour}/${folder}/${slug(title)}.svg`, item({ label: title, glyph: drawing, tint }));
}

/** The footer with every part enabled; terms and privacy without Url so they open the internal pages. */
export function footer(brandName, look, partner) {
  return {
    TermsAndConditions: { Enabled: true, Text: 'Terms and Conditions' },
    PrivacyPolicy: { Enabled: true, Text: 'Privacy Policy' },
    Unsubscribe: { Enabled: true, Text: 'Unsubscribe' },
    Copyright: { Enabled: true, Text: `${brandName}. All rights reserved.` },
    Partner: {
      Enabled: true,
      Text: partner.text,
      Logo: asset(
        `common/partners/${partner.slug}.svg`,
        badge({ text: partner.badge, primary: partner.colour }),
      ),
      Url: partner.url,
    },
    PoweredBy: { Enabled: true, Text: 'Powered by Storefront', Url: 'https://example.com/storefront' },
  };
}

/** Delivery-type options; pass `false` for a channel the brand does not offer, `enabled: false` to hide the choice. */
export function deliveryTypes(look, title, { delivery, collection, eatIn, enabled }) {
  const option = (text, iconName) => ({
    Enabled: Boolean(text),
    Text: text || (iconName === 'eat-in' ? 'Eat In' : iconName === 'delivery' ? 'Delivery' : 'Collection'),
    Image: iconUrl(iconName),
    BackgroundColor: mix(look.primary, '#ffffff', 0.9),
    TextColor: look.primary,
  });
  return {
    Enabled: enabled ?? Boolean(delivery || collection || eatIn),
    Title: title,
    Delivery: option(delivery, 'delivery'),
    Collection: option(collection, 'collection'),
    EatIn: option(eatIn, 'eat-in'),
  };
}

/** Opening hours: one `[open, close]` for Monday–Saturday and an optional Sunday pair. */
export function hours(weekday, sunday) {
  const days = [1, 2, 3, 4, 5, 6].map((Day) => ({ Day, Open: weekday[0], Close: weekday[1] }));
  return sunday ? [{ Day: 0, Open: sunday[0], Close: sunday[1] }, ...days] : days;
}
