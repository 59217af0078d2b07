import { z } from 'zod';

/**
 * Where a stored brand image may point (ADR 0049): an upload (`/uploads/{brandId}/{hash}.png`, what the back
 * office's upload answers on disk), a site asset (`/brand-assets/{brand or common}/…`, as the demo brands use
 * them), or an `https:` address (a bucket, a CDN). Plain `http:` only on this machine (a development bucket).
 * Nothing else: no `javascript:`, `data:` or other schemes, no protocol-relative `//host`, no `..` segments,
 * no other site paths (an `<img>` pointing at an API route would call it with the visitor's cookies). Empty
 * means no image.
 */
const SEGMENT = '[A-Za-z0-9._~%+@-]+';
const SITE_PATH = `/(?:uploads|brand-assets)/(?!(?:.*/)?\\.\\.?(?:/|$))(?:${SEGMENT}/)*${SEGMENT}`;
const AFTER_HOST = `(?::\\d{1,5})?(?:/[^\\s"'<>\\\\\`]*)?`;
const HTTPS = `https://[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?${AFTER_HOST}`;
const LOOPBACK = `http://(?:localhost|127\\.0\\.0\\.1)${AFTER_HOST}`;
export const IMAGE_LINK = new RegExp(`^(?:${SITE_PATH}|${HTTPS}|${LOOPBACK})?$`);

export const IMAGE_LINK_MESSAGE =
  'Use an uploaded image (/uploads/…), a brand asset (/brand-assets/…) or an https:// address';

/** Whether a value is an image link the platform stores (empty: no image). */
export const isImageLink = (value: string): boolean => value.length <= 2000 && IMAGE_LINK.test(value);

/**
 * An image link, wherever a brand's image is stored: items, extras, categories, banners, logos, events,
 * allergen icons, settings. Brand-file import, the back office's editors and the API check it with this one
 * rule, so what one accepts the others accept. Answers are encoded with the same schema: a link stored before
 * the rule existed that breaks it is answered as no image ('') rather than failing the whole answer.
 */
export const ImageLink = z.codec(
  z.string().trim().max(2000).regex(IMAGE_LINK, IMAGE_LINK_MESSAGE),
  z.string(),
  { decode: (value) => value, encode: (value) => (isImageLink(value) ? value : '') },
);
