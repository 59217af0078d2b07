import { renderAsync, Resvg } from '@resvg/resvg-js';
import { APP_ICONS, type AppIconKind, type IconLook } from '../../ssr/app-icons';
import { embeddable, escapeXml, FONT, readableOn, type Picture } from './share-card.draw';

/*
 * Draws a brand's app icon (ssr/app-icons.ts) as a square PNG with resvg, as the share cards are drawn (ADR 0041):
 * the brand's square mark when it has one (its favicon, else a square logo), else its initial on its colour. A
 * wide logo (a name beside a badge) would be a thin strip on a phone's home screen, so it is not used. ADR 0058.
 */

/** A picture counts as a square mark when its longer side is at most this much longer than its shorter one. */
const SQUARE = 1.25;
/** The side of a maskable icon's mark: inside the safe zone, a circle of 80% of the side (0.8 / √2). */
const MASKABLE_MARK = 0.56;
/** Apple rounds the corners of a touch icon itself: the mark keeps a margin. */
const APPLE_MARK = 0.8;

/** A picture's width and height as resvg reads it (an SVG's own size, a raster image's pixels), or null. */
export function pictureSize(picture: Picture): { width: number; height: number } | null {
  try {
    if (picture.type === 'image/svg+xml') {
      const svg = new Resvg(Buffer.from(picture.bytes), { font: FONT, logLevel: 'off' });
      return { width: svg.width, height: svg.height };
    }
    // An image without a width or height is drawn at its own size: its box is the picture's.
    const href = `data:${picture.type};base64,${Buffer.from(picture.bytes).toString('base64')}`;
    const box = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><image href="${href}"/></svg>`,
      {
        logLevel: 'off',
      },
    ).getBBox();
    return box && box.width > 0 && box.height > 0 ? { width: box.width, height: box.height } : null;
  } catch {
    return null;
  }
}

/** The first of the pictures that is square enough to be an icon, as an address resvg draws; else null. */
export function squareMark(pictures: readonly (Picture | null)[]): string | null {
  for (const picture of pictures) {
    const size = picture && pictureSize(picture);
    if (!size) continue;
    const ratio = Math.max(size.width, size.height) / Math.min(size.width, size.height);
    const mark = ratio <= SQUARE ? embeddable(picture) : null;
    if (mark) return mark;
  }
  return null;
}

/** The letter a lettermark shows: the name's first letter or digit. */
export function initial(name: string): string {
  return /[\p{L}\p{N}]/u.exec(name)?.[0]?.toLocaleUpperCase('en-GB') ?? '•';
}

/** The icon as SVG: the mark (already an address resvg draws) or, without one, the brand's initial. */
export function iconSvg(kind: AppIconKind, look: IconLook, mark: string | null): string {
  const { size, purpose } = APP_ICONS[kind];
  // Maskable and Apple icons are opaque and fill their square: the platform cuts their shape.
  const filled = purpose !== 'any';
  const plate = filled
    ? `<rect width="${size}" height="${size}" fill="${escapeXml(look.primary)}"/>`
    : `<rect width="${size}" height="${size}" rx="${Math.round(size * 0.22)}" fill="${escapeXml(look.primary)}"/>`;
  let body: string;
  if (mark) {
    const share = purpose === 'maskable' ? MASKABLE_MARK : purpose === 'apple' ? APPLE_MARK : 1;
    const side = Math.round(size * share);
    const at = Math.round((size - side) / 2);
    body =
      (filled ? plate : '') +
      `<image x="${at}" y="${at}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="${mark}"/>`;
  } else {
    const fontSize = Math.round(size * (purpose === 'maskable' ? 0.4 : 0.56));
    // Inter's capitals stand 0.727 em tall: the baseline that centres one.
    const baseline = Math.round(size / 2 + fontSize * 0.364);
    const ink = readableOn(look.primary, '#ffffff');
    body =
      plate +
      `<text x="${size / 2}" y="${baseline}" text-anchor="middle" font-family="Inter" font-size="${fontSize}" font-weight="700" fill="${ink}">${escapeXml(initial(look.name))}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

/** The icon as a PNG of its size, drawn off the main thread. */
export async function drawIcon(
  kind: AppIconKind,
  look: IconLook,
  pictures: readonly (Picture | null)[],
): Promise<Buffer> {
  const rendered = await renderAsync(iconSvg(kind, look, squareMark(pictures)), {
    font: FONT,
    fitTo: { mode: 'original' },
    logLevel: 'off',
  });
  return rendered.asPng();
}
