/**
 * Brand colours as CSS custom properties. The brand picks its primary colour; the app derives a text colour
 * that stays readable on it and a shade of it that stays readable as text on white (WCAG AA, 4.5:1).
 */

export const MIN_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa (alpha ignored); null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits =
    m[1].length <= 4 ? [...m[1].slice(0, 3)].map((d) => d + d) : [0, 2, 4].map((i) => m[1]!.slice(i, i + 2));
  const [r, g, b] = digits.map((d) => parseInt(d, 16));
  return r === undefined || g === undefined || b === undefined ? null : [r, g, b];
}

function toHex([r, g, b]: Rgb): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio of two hex colours, 1 to 21; 1 when either cannot be parsed. */
export function contrastRatio(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const INK = '#1a1a1a';
const BLACK = '#000000';

/** The text colour to put on a background: white or near-black, whichever reads better (always ≥ 4.5:1). */
export function readableTextOn(background: string): string {
  const dark = contrastRatio(INK, background) >= MIN_CONTRAST ? INK : BLACK;
  return contrastRatio(WHITE, background) >= contrastRatio(dark, background) ? WHITE : dark;
}

/**
 * The colour itself if it reads on the background, else the colour mixed towards black (or white on a dark
 * background) just far enough to reach 4.5:1. Keeps the brand's hue for links and prices.
 */
export function readableShade(colour: string, background = WHITE): string {
  const rgb = parseHex(colour);
  if (!rgb) return INK;
  if (contrastRatio(colour, background) >= MIN_CONTRAST) return toHex(rgb);
  const towards: Rgb = luminance(parseHex(background) ?? [255, 255, 255]) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = toHex(mix(rgb, towards, step / 20));
    if (contrastRatio(mixed, background) >= MIN_CONTRAST) return mixed;
  }
  return toHex(towards);
}

export interface BrandStyle {
  PrimaryColors: string;
  SecondaryColors: string;
  TertiaryColors: string;
  ButtonRadius: number;
}

/** The custom properties a brand's DynamicStyle becomes. */
export function themeVariables(style: BrandStyle): Record<`--${string}`, string> {
  return {
    '--color-primary': style.PrimaryColors,
    '--color-on-primary': readableTextOn(style.PrimaryColors),
    '--color-primary-ink': readableShade(style.PrimaryColors),
    '--color-secondary': style.SecondaryColors,
    '--color-on-secondary': readableTextOn(style.SecondaryColors),
    '--color-tertiary': style.TertiaryColors,
    '--color-on-tertiary': readableTextOn(style.TertiaryColors),
    '--radius-button': `${style.ButtonRadius}px`,
  };
}

/** Sets the variables on an element (the document root) and returns a function that removes them again. */
export function applyTheme(element: HTMLElement, variables: Record<`--${string}`, string>): () => void {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(variables)) element.style.removeProperty(name);
  };
}
