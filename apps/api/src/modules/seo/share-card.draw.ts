import { createRequire } from 'node:module';
import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import {
  SHARE_CARD_HEIGHT as H,
  SHARE_CARD_WIDTH as W,
  type BrandLook,
  type ShareCard,
} from '../../ssr/share-card';

/*
 * Draws a share card (ssr/share-card.ts) as a 1200×630 PNG: an SVG in the brand's colours, rendered by resvg
 * with a font we ship (Inter, so every machine draws the same card: no system fonts are read). ADR 0041.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = ['700Bold/Inter_700Bold.ttf', '400Regular/Inter_400Regular.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
);
export const FONT: ResvgRenderOptions['font'] = {
  fontFiles: FONT_FILES,
  loadSystemFonts: false,
  defaultFontFamily: 'Inter',
  sansSerifFamily: 'Inter',
  serifFamily: 'Inter',
  cursiveFamily: 'Inter',
  fantasyFamily: 'Inter',
  monospaceFamily: 'Inter',
};

/** A picture read for a card: an SVG, or a raster image resvg draws. */
export interface Picture {
  bytes: Uint8Array;
  type: 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/gif';
}

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A picture as an address resvg draws inside the card. An SVG's text is turned into outlines with the card's
 * font first (a picture drawn inside another is read without fonts); null for a picture that cannot be read.
 */
export function embeddable(picture: Picture | null): string | null {
  if (!picture) return null;
  try {
    if (picture.type === 'image/svg+xml') {
      const outlined = new Resvg(Buffer.from(picture.bytes), { font: FONT, logLevel: 'off' }).toString();
      return `data:image/svg+xml;base64,${Buffer.from(outlined).toString('base64')}`;
    }
    return `data:${picture.type};base64,${Buffer.from(picture.bytes).toString('base64')}`;
  } catch {
    return null;
  }
}

/** The relative luminance of a hex colour (WCAG 2). */
function luminance(hex: string): number {
  let digits = hex.replace('#', '');
  if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** The colour of text on a background: the first of the choices readable on it (4.5:1), else black or white. */
export const readableOn = (background: string, ...choices: string[]) =>
  [...choices, '#111111', '#ffffff'].find((colour) => contrast(colour, background) >= 4.5) ?? '#111111';

const textSvg = (text: string, weight: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="200"><text x="100" y="150" font-family="Inter" font-size="100" font-weight="${weight}">${escapeXml(text)}</text></svg>`;

/** Widths of words drawn at 100 px, measured once each (a card's text is a few words). */
const measured = new Map<string, number>();
function width100(text: string, weight: number): number {
  const key = `${weight}:${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    width = new Resvg(textSvg(text, weight), { font: FONT, logLevel: 'off' }).getBBox()?.width ?? 0;
    if (measured.size > 10_000) measured.clear();
    measured.set(key, width);
  }
  return width;
}

/** How wide a line of text is drawn, in pixels: its words' widths and the spaces between (outlines scale). */
function textWidth(text: string, size: number, weight: number): number {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return 0;
  const space = width100('x x', weight) - width100('xx', weight);
  const total = words.reduce((sum, word) => sum + width100(word, weight), 0) + space * (words.length - 1);
  return (total * size) / 100;
}

/** Text broken into at most `maxLines` lines of at most `width` pixels, the last one cut with an ellipsis. */
function wrap(text: string, size: number, weight: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/);
  for (const [i, word] of words.entries()) {
    const tried = line ? `${line} ${word}` : word;
    if (textWidth(tried, size, weight) <= width || !line) {
      line = tried;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines)
      return ellipsise(
        [...lines.slice(0, -1), `${lines.at(-1)} ${words.slice(i).join(' ')}`],
        size,
        weight,
        width,
      );
  }
  if (line) lines.push(line);
  return ellipsise(lines, size, weight, width);
}

/** Lines whose last (or any) is too wide cut to fit, with an ellipsis. */
function ellipsise(lines: string[], size: number, weight: number, width: number): string[] {
  return lines.map((line) => {
    if (textWidth(line, size, weight) <= width) return line;
    let cut = line;
    while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width) cut = cut.slice(0, -1).trimEnd();
    return `${cut}…`;
  });
}

/** The largest of the sizes at which the text fits in `maxLines`, with its lines. */
function fit(text: string, sizes: number[], weight: number, width: number, maxLines: number) {
  for (const size of sizes) {
    const lines = wrap(text, size, weight, width, maxLines + 1);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  return { size, lines: wrap(text, size, weight, width, maxLines) };
}

const textBlock = (
  lines: string[],
  {
    x,
    y,
    size,
    weight,
    fill,
    anchor = 'start',
  }: { x: number; y: number; size: number; weight: number; fill: string; anchor?: string },
) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.2)}" font-family="Inter" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');

const image = (href: string, x: number, y: number, width: number, height: number) =>
  `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="${href}"/>`;

/** The band along the bottom: the brand's colours and its name. */
function band(look: BrandLook): string {
  const text = readableOn(look.primary, '#ffffff');
  const name = fit(look.name, [30], 700, W - 128, 1).lines;
  return (
    `<rect x="0" y="${H - 78}" width="${W}" height="8" fill="${look.secondary}"/>` +
    `<rect x="0" y="${H - 70}" width="${W}" height="70" fill="${look.primary}"/>` +
    textBlock(name, { x: 64, y: H - 24, size: 30, weight: 700, fill: text })
  );
}

/** The brand's card: its logo (or name) and tag line in the middle, on its light colour. */
function brandCardBody(look: BrandLook, logo: string | null): string {
  const text = readableOn(look.tertiary, look.primary);
  const tag = look.tagLine ? fit(look.tagLine, [40, 34], 400, W - 200, 2) : null;
  const tagHeight = tag ? tag.lines.length * Math.round(tag.size * 1.2) : 0;
  if (logo) {
    // The logo's box and the tag line under it, in the middle of the space above the band.
    const top = Math.round((H - 78 - (250 + (tag ? 40 + tagHeight : 0))) / 2);
    return (
      image(logo, 160, top, W - 320, 250) +
      (tag
        ? textBlock(tag.lines, {
            x: W / 2,
            y: top + 250 + 40 + tag.size,
            size: tag.size,
            weight: 400,
            fill: text,
            anchor: 'middle',
          })
        : '')
    );
  }
  const name = fit(look.name, [96, 80, 64], 700, W - 160, 2);
  const nameHeight = name.lines.length * Math.round(name.size * 1.2);
  const top = (H - 78 - nameHeight - (tag ? tagHeight + 30 : 0)) / 2 + name.size;
  return (
    textBlock(name.lines, { x: W / 2, y: top, size: name.size, weight: 700, fill: text, anchor: 'middle' }) +
    (tag
      ? textBlock(tag.lines, {
          x: W / 2,
          y: top + nameHeight + 30,
          size: tag.size,
          weight: 400,
          fill: text,
          anchor: 'middle',
        })
      : '')
  );
}

/** An item's card: its picture on the right, its name and the brand's logo on the left. */
function itemCardBody(look: BrandLook, title: string, logo: string | null, picture: string | null): string {
  const text = readableOn(look.tertiary, look.primary);
  const left = 64;
  const width = picture ? 520 : W - 128;
  const name = fit(title, [68, 60, 52, 44], 700, width, 3);
  const nameHeight = name.lines.length * Math.round(name.size * 1.2);
  const top = logo ? 190 : 90;
  const nameTop = top + Math.max(0, (H - 78 - top - nameHeight) / 2 - 20) + name.size;
  return (
    (logo ? image(logo, left, 56, 380, 96) : '') +
    textBlock(name.lines, { x: left, y: nameTop, size: name.size, weight: 700, fill: text }) +
    (picture
      ? `<rect x="632" y="48" width="504" height="456" rx="28" fill="#ffffff"/>` +
        image(picture, 656, 72, 456, 408)
      : '')
  );
}

/** The card as SVG, with its pictures already read (null where there is none or it could not be read). */
export function cardSvg(
  card: ShareCard,
  pictures: { logo: Picture | null; picture?: Picture | null },
): string {
  const logo = embeddable(pictures.logo);
  const body =
    card.kind === 'brand'
      ? brandCardBody(card.look, logo)
      : itemCardBody(card.look, card.title, logo, embeddable(pictures.picture ?? null));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${card.look.tertiary}"/>${body}${band(card.look)}</svg>`
  );
}

/** The card as a PNG of 1200×630, drawn off the main thread. */
export async function drawCard(
  card: ShareCard,
  pictures: { logo: Picture | null; picture?: Picture | null },
): Promise<Buffer> {
  const rendered = await renderAsync(cardSvg(card, pictures), {
    font: FONT,
    fitTo: { mode: 'original' },
    logLevel: 'off',
  });
  return rendered.asPng();
}
